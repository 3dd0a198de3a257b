import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { appI18n, appT } from './app-i18n';
import { translatorOf, type I18n, type Translate } from './create-i18n';

// Our own provider instead of @lingui/react's (docs/decisions/0012-i18n.md): the first screen
// needs only "hand the tree an instance and re-render on a language switch", ~0.2 KB against
// its 1.1 KB.

interface I18nValue {
  i18n: I18n;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

const valueOf = (i18n: I18n): I18nValue => ({ i18n, t: translatorOf(i18n) });

/** Gives the tree an i18n instance; its consumers re-render when it switches language. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [value, setValue] = useState(() => valueOf(i18n));
  useEffect(() => {
    setValue((v) => (v.i18n === i18n ? v : valueOf(i18n)));
    return i18n.on('change', () => setValue(valueOf(i18n)));
  }, [i18n]);
  return <I18nContext value={value.i18n === i18n ? value : valueOf(i18n)}>{children}</I18nContext>;
}

/**
 * The translator of the language this tree renders in: `const t = useT(); t('common.items',
 * { count })`. Inside a provider it follows language switches (and the server's per-request
 * instance); a component rendered alone (a unit test without providers) reads appI18n.
 */
export function useT(): Translate {
  return useContext(I18nContext)?.t ?? appT;
}

/** The instance itself, for dates and numbers: `useI18n().date(value, options)`. */
export function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? appI18n;
}
