import { intlLocale, type Language } from '@kirana/shared/common/languages';
import { createI18n, translatorOf, type I18n, type Messages, type Translate } from './create-i18n';

/** Fetches one namespace's compiled messages in a language (each app's `import.meta.glob`). */
export type CatalogueLoader = (language: Language, namespace: string) => Promise<Messages>;

export interface AppI18n {
  /** The browser's one instance: providers hand it to components, `appT` to plain code. */
  appI18n: I18n;
  appT: Translate;
  /** Loads namespaces in a language (the active one by default); each file once. */
  loadNamespaces: (namespaces: readonly string[], language?: Language) => Promise<void>;
  /** Loads every namespace in use in the new language, then activates it. */
  activateLanguage: (language: Language) => Promise<void>;
}

/**
 * An app's browser i18n (storefront and console alike): one instance starting in `language`,
 * namespaces loaded on demand through `load`, a language switch loading all in use first.
 */
export function createAppI18n(language: Language, load: CatalogueLoader): AppI18n {
  const appI18n = createI18n(language);
  const loaded = new Set<string>();
  /** Namespaces some part of the app has asked for: a language switch loads them all again. */
  const wanted = new Set<string>();

  async function loadNamespaces(
    namespaces: readonly string[],
    lang: Language = appI18n.locale as Language,
  ): Promise<void> {
    for (const namespace of namespaces) wanted.add(namespace);
    await Promise.all(
      namespaces
        .filter((namespace) => !loaded.has(`${lang}/${namespace}`))
        .map(async (namespace) => {
          appI18n.load(lang, await load(lang, namespace));
          loaded.add(`${lang}/${namespace}`);
        }),
    );
  }

  async function activateLanguage(lang: Language): Promise<void> {
    await loadNamespaces([...wanted], lang);
    appI18n.activate(lang, intlLocale(lang));
  }

  return { appI18n, appT: translatorOf(appI18n), loadNamespaces, activateLanguage };
}
