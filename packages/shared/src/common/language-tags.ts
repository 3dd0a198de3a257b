import type { Language } from './languages';

// Kept apart from languages.ts, which the storefront's first screen loads: these are read only by
// the server and the language switch.

/** `<html lang>` of a page drawn in a language (English as the store's Indian English). */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** The `hreflang` of a language's URL form in the head and the sitemap. */
export const HREFLANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
