import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { translatorOf, type I18n, type Translate } from './create-i18n';

// Our own provider instead of @lingui/react's (docs/decisions/0012-i18n.md): the first screen
// needs only "hand the tree an instance and re-render on a language switch", ~0.2 KB against
// its 1.1 KB.

interface I18nValue {
  i18n: I18n;
  t: Translate;
}

const valueOf = (i18n: I18n): I18nValue => ({ i18n, t: translatorOf(i18n) });

/**
 * An app's React bindings: `I18nProvider` gives the tree an instance (its consumers re-render
 * when it switches language); `useT()`/`useI18n()` read it, or `fallback` (the app's browser
 * instance) for a component rendered alone, as in a unit test without providers.
 */
export function createI18nBindings(fallback: I18n) {
  const I18nContext = createContext<I18nValue | null>(null);
  const fallbackValue = valueOf(fallback);

  function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
    const [value, setValue] = useState(() => valueOf(i18n));
    useEffect(() => {
      setValue((v) => (v.i18n === i18n ? v : valueOf(i18n)));
      return i18n.on('change', () => setValue(valueOf(i18n)));
    }, [i18n]);
    return (
      <I18nContext value={value.i18n === i18n ? value : valueOf(i18n)}>{children}</I18nContext>
    );
  }

  /** The translator of the language this tree renders in: `t('common.items', { count })`. */
  const useT = (): Translate => (useContext(I18nContext) ?? fallbackValue).t;
  /** The instance itself, for dates and numbers: `useI18n().date(value, options)`. */
  const useI18n = (): I18n => (useContext(I18nContext) ?? fallbackValue).i18n;

  return { I18nProvider, useT, useI18n };
}
