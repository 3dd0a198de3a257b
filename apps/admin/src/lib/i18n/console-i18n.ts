import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  type Language,
} from '@kirana/shared/common/languages';
import { createAppI18n, createI18nBindings } from '@kirana/ui/i18n';
import { loadCatalogue } from './catalogues';

/** The console's namespaces (src/locales/<language>/<ns>.json), loaded before the first render. */
export const CONSOLE_NAMESPACES = [
  'shell',
  'dashboard',
  'catalogue',
  'content',
  'orders',
  'refunds',
  'upi',
  'gst-returns',
  'payouts',
  'reviews',
  'books',
  'whatsapp',
  'customers',
  'components',
  'forms',
  'offers',
  'settings',
  'staff',
  'audit',
] as const;

// The choice is kept per staff member (a shared shop tablet: the owner in Hindi, a packer in
// English) and as the last one used, which the sign-in page opens in.
const LAST_KEY = 'kirana.console.language';
const staffKey = (staffId: number) => `${LAST_KEY}.${staffId}`;

const stored = (key: string): Language | null => {
  try {
    const value = localStorage.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
};

/** The language a staff member chose last on this device (or the last one used, or English). */
export const rememberedLanguage = (staffId?: number): Language =>
  (staffId !== undefined ? stored(staffKey(staffId)) : null) ??
  stored(LAST_KEY) ??
  DEFAULT_LANGUAGE;

export const { appI18n, appT, loadNamespaces, activateLanguage } = createAppI18n(
  rememberedLanguage(),
  loadCatalogue,
);

export const { I18nProvider, useT, useI18n } = createI18nBindings(appI18n);

const followLanguage = () => {
  if (typeof document !== 'undefined')
    document.documentElement.lang = intlLocale(appI18n.locale as Language).split('-u-')[0]!;
};
followLanguage();
appI18n.on('change', followLanguage);

/** Switches the console's language and remembers it for this staff member on this device. */
export async function chooseLanguage(language: Language, staffId?: number): Promise<void> {
  try {
    localStorage.setItem(LAST_KEY, language);
    if (staffId !== undefined) localStorage.setItem(staffKey(staffId), language);
  } catch {
    // private mode: the switch still works for this visit
  }
  await activateLanguage(language);
}
