import { languageCookie, languageFromCookie, type Language } from '@kirana/shared/common/languages';
import { HTML_LANG } from '@kirana/shared/common/language-tags';
import { activateLanguage, appI18n } from '../../lib/i18n';
import { moveToLanguage } from '../../lib/router';
import { readProfileLanguage, saveProfileLanguage } from './api';

/**
 * Switches the store to `language`: its messages load and the page re-renders in it, `<html
 * lang>` follows, the browser remembers it (the cookie the server reads for the first screen),
 * the page moves to the language's URL form ('/atta' ⇄ '/hi/atta', links following), and a
 * signed-in shopper's account keeps it for their emails, SMS and WhatsApp updates.
 * Resolves when the page shows the new language; saving on the account is not waited for.
 */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  await activateLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  document.cookie = languageCookie(language);
  moveToLanguage(language);
  if (signedIn) void saveProfileLanguage(language).catch(() => undefined);
}

/**
 * At sign-in: the account's language wins when it has one (a shopper who chose Hindi on their
 * phone gets it on a new laptop too); an account without one takes the choice this browser
 * remembers. Nothing happens when the call fails: the page stays in its language.
 */
export async function adoptAccountLanguage(): Promise<void> {
  try {
    const { Language } = await readProfileLanguage();
    if (Language) {
      if (Language !== appI18n.locale) await chooseLanguage(Language, false);
      return;
    }
    const remembered = languageFromCookie(document.cookie);
    if (remembered) await saveProfileLanguage(remembered);
  } catch {
    // offline or signed out meanwhile: the next sign-in tries again
  }
}
