// The console's messages (docs/decisions/0012-i18n.md is the how-to; same setup as the storefront).
export {
  activateLanguage,
  appT,
  chooseLanguage,
  CONSOLE_NAMESPACES,
  I18nProvider,
  appI18n,
  loadNamespaces,
  rememberedLanguage,
  useI18n,
  useT,
} from './console-i18n';
export { LanguageSwitch } from './language-switch';
