import { LANGUAGE_COOKIE, type Language } from '@kirana/shared/common/languages';
import { activateLanguage } from '../../lib/i18n';
import { saveProfileLanguage } from './api';

/** A year: the choice outlives the session, as a shopper expects of a language setting. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Switches the store to `language`: its messages load and the page re-renders in it, `<html
 * lang>` follows, the browser remembers it (the cookie the server reads for the first screen),
 * and a signed-in shopper's account keeps it for their emails, SMS and WhatsApp updates.
 * Resolves when the page shows the new language; saving on the account is not waited for.
 */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  await activateLanguage(language);
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  if (signedIn) void saveProfileLanguage(language).catch(() => undefined);
}
