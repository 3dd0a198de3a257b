import type { UserRow } from '../users';

/** The languages the templates are registered in (Hindi, `hi`, joins with the Hindi catalogue). */
export const TEMPLATE_LANGUAGES = ['en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The template language of a shopper's messages: the one place that will read their language. */
export const templateLanguageOf = (_user: UserRow): TemplateLanguage => 'en';
