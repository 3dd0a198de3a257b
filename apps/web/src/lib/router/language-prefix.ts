import { languageBase, type Language } from '@kirana/shared/common/languages';
import { moveToLanguageBase } from './history';

/** The URL prefix of a language or a language tag ('hi', 'hi-IN' → '/hi'; 'en-IN', 'x-default' → ''). */
export const prefixOf = (tag: string) => languageBase(`/${tag.slice(0, 2)}/`);

/**
 * Moves the app to a language's URL form ('/atta' ⇄ '/hi/atta'): this entry's URL now, every
 * other entry's when the shopper goes back or forward to it; links follow. (Kept out of the
 * first screen's files: only the language switch calls it.)
 */
export const moveToLanguage = (language: Language) => moveToLanguageBase(prefixOf(language));
