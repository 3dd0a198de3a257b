// What the storefront's and the console's messages share (docs/decisions/0012-i18n.md).
export { createI18n, translatorOf } from './create-i18n';
export type { I18n, Messages, MessageValues, Translate } from './create-i18n';
export { createAppI18n, type AppI18n, type CatalogueLoader } from './app-i18n';
export { createI18nBindings } from './i18n-bindings';
