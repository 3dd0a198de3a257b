import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  languageFromCookie,
  type Language,
} from '@kirana/shared/common/languages';
import { loadCatalogue } from './catalogues';
import { createI18n, translatorOf } from './create-i18n';

/**
 * The language the page is in: the one the server drew it in (`<html lang>`), else the shopper's
 * remembered choice (the cookie: the service worker's offline shell says no language), else the
 * store's default.
 */
function documentLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const drawn = document.documentElement.lang;
  if (isLanguage(drawn)) return drawn;
  return languageFromCookie(document.cookie) ?? DEFAULT_LANGUAGE;
}

/**
 * The browser's one i18n instance: the provider in app.tsx hands it to components (useT), and
 * code outside React (thunks, toasts) translates with `appT`. The server renderer makes its own
 * per request instead (entry-server.tsx); never use this one there.
 */
export const appI18n = createI18n(documentLanguage());

/** `appI18n` as a plain function, for code outside components (thunks, toasts). */
export const appT = translatorOf(appI18n);

const loaded = new Set<string>();
/** Namespaces some part of the app has asked for: a language switch loads them all again. */
const wanted = new Set<string>();

/** Loads namespaces into appI18n in a language (the active one by default); each file once. */
export async function loadNamespaces(
  namespaces: readonly string[],
  language: Language = appI18n.locale as Language,
): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await Promise.all(
    namespaces
      .filter((namespace) => !loaded.has(`${language}/${namespace}`))
      .map(async (namespace) => {
        const messages = await loadCatalogue(language, namespace);
        appI18n.load(language, messages);
        loaded.add(`${language}/${namespace}`);
      }),
  );
}

/**
 * Switches the app's language: loads every namespace already in use in the new language first,
 * then activates it (components re-render through the provider). Remembering the choice and
 * the URL form are the caller's (features/users' language switch).
 */
export async function activateLanguage(language: Language): Promise<void> {
  await loadNamespaces([...wanted], language);
  appI18n.activate(language, intlLocale(language));
}
