// The storefront's messages (docs/decisions/0012-i18n.md is the how-to).
export { createI18n, translatorOf } from '@kirana/ui/i18n';
export type { I18n, MessageValues, Translate } from '@kirana/ui/i18n';
export { activateLanguage, appI18n, appT, loadNamespaces } from './app-i18n';
export { I18nProvider, useI18n, useT } from './i18n-provider';
export { Trans } from './trans';
export { languageChanged } from './language-changed';
