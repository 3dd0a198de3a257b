import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocale, type Language } from '@kirana/shared/common/languages';

export type { I18n, Messages };

/** Values a message's placeholders take: `{count}`, `{name}`, plural and select arguments. */
export type MessageValues = Record<string, unknown>;

/** Translates a message id (`cart.add`) with its values into the active language. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * An i18n instance reading `language`, with compiled messages (more are loaded into it per
 * namespace). Numbers, plurals and dates go through `Intl` in the language's Indian locale with
 * Latin digits (intlLocale), so Hindi keeps 1,23,456 as money does.
 */
export function createI18n(language: Language, messages: Messages = {}): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: language, locales: intlLocale(language), messages });
  return i18n;
}

/** `i18n._` as a plain function, for code that is handed a translator. */
export const translatorOf =
  (i18n: I18n): Translate =>
  (id, values) =>
    i18n._(id, values);
