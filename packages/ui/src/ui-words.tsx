import { createContext, useContext, type ReactNode } from 'react';

/**
 * The few words the kit's components say on their own when a caller gives none: a failed
 * load's title, message and retry, "Loading", a busy button. English by default (the console);
 * an app that reads in another language gives its words once, around its tree.
 */
export interface UiWords {
  errorTitle: string;
  errorMessage: string;
  retry: string;
  loading: string;
  working: string;
}

export const ENGLISH_UI_WORDS: UiWords = {
  errorTitle: 'Something went wrong',
  errorMessage: 'Something went wrong, Please try again after some time',
  retry: 'Please try again',
  loading: 'Loading',
  working: 'Working…',
};

const UiWordsContext = createContext<UiWords>(ENGLISH_UI_WORDS);

/** Gives the kit's components their words in the reader's language. */
export function UiWordsProvider({ words, children }: { words: UiWords; children: ReactNode }) {
  return <UiWordsContext value={words}>{children}</UiWordsContext>;
}

/** The words of the nearest UiWordsProvider (English without one). */
export const useUiWords = (): UiWords => useContext(UiWordsContext);
