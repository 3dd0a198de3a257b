/**
 * The languages the store speaks. Adding one (Tamil, Bengali) is a code here plus its message
 * catalogue file; everything else (URL prefix, cookie, Accept-Language, catalogue fields) reads
 * this list.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a signed-out shopper's choice (a signed-in one's is on the account). */
export const LANGUAGE_COOKIE = 'kirana_lang';

/** Each language's own name, as a shopper looks for it in the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the store's languages that an Accept-Language header asks for, by q-value and then
 * by order ("hi-IN,hi;q=0.9,en;q=0.8" → hi); the default when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const asked = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { code: range.trim().toLowerCase().split('-')[0] ?? '', weight, order };
    })
    .filter((a) => Number.isFinite(a.weight) && a.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return asked.map((a) => a.code).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The `Intl` locale a language formats numbers, dates and plurals in: Indian region and Latin
 * digits in every language, so Hindi keeps "1,23,456" (never Devanagari digits) as money does.
 */
export const intlLocale = (language: Language): string => `${language}-IN-u-nu-latn`;

/**
 * The `document.cookie` assignment that remembers a language for a year (the server reads it): the
 * choice outlives the session, as a shopper expects of a language setting.
 */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;

/** The language remembered in a Cookie header (or `document.cookie`), if it is one of ours. */
export function languageFromCookie(cookie: string | undefined): Language | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * A storefront path's language prefix: '/hi' for `/hi` and `/hi/...`, '' for an unprefixed path
 * (the default language's form, or the cookie's choice).
 */
export function languageBase(pathname: string): string {
  const prefix = /^\/([a-z]{2,3})(?:\/|$)/.exec(pathname)?.[1];
  return isLanguage(prefix) && prefix !== DEFAULT_LANGUAGE ? `/${prefix}` : '';
}

/** The language a storefront path names by its prefix (`/hi/...`), or null for an unprefixed one. */
export const languageFromPath = (pathname: string): Language | null =>
  (languageBase(pathname).slice(1) as Language) || null;

/** The path without its language prefix: '/hi/atta' → '/atta', '/hi' and '/hi/' → '/'. */
export const unprefixedPath = (pathname: string): string =>
  pathname.slice(languageBase(pathname).length) || '/';

/**
 * A page's URL form in a language: the default language's is the path itself, every other's
 * is prefixed ('/atta' → '/hi/atta', '/' → '/hi/').
 */
export const localizedPath = (path: string, language: Language): string =>
  language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
