import { createI18nBindings } from '@kirana/ui/i18n';
import { appI18n } from './app-i18n';

/**
 * `<I18nProvider i18n>`, `useT()` (the translator of the language this tree renders in, following
 * switches and the server's per-request instance) and `useI18n()` (dates, numbers); a component
 * rendered alone (a unit test without providers) reads appI18n.
 */
export const { I18nProvider, useT, useI18n } = createI18nBindings(appI18n);
