import { LANGUAGES } from '@kirana/shared';
import { chosenLanguageOf, type UserRow } from '../users';

/** The languages the templates are registered in: every language with a catalogue (en, hi). */
export const TEMPLATE_LANGUAGES = LANGUAGES;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

const isTemplateLanguage = (value: unknown): value is TemplateLanguage =>
  (TEMPLATE_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The template language of a shopper's messages: the language on their account when the store's
 * templates exist in it, else English.
 */
export const templateLanguageOf = (user: UserRow): TemplateLanguage => {
  const chosen = chosenLanguageOf(user);
  return isTemplateLanguage(chosen) ? chosen : 'en';
};
