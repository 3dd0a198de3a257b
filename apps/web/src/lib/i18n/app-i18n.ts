import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromCookie,
  type Language,
} from '@kirana/shared/common/languages';
import { loadCatalogue } from './catalogues';
import { createAppI18n } from '@kirana/ui/i18n';

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
 * per request instead (entry-server.tsx); never use this one there. `activateLanguage` loads the
 * namespaces in use in the new language, then switches; remembering the choice and the URL form
 * are the caller's (features/users' language switch).
 */
export const { appI18n, appT, loadNamespaces, activateLanguage } = createAppI18n(
  documentLanguage(),
  loadCatalogue,
);
