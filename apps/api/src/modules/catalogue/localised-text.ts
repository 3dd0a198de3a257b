import type { Language } from '@kirana/shared';

/**
 * The catalogue text a reader of `language` gets: the Hindi one when reading Hindi and there is
 * one, else the English one (field by field: a product may have a Hindi name and no Hindi
 * description).
 */
export const inLanguage = (
  language: Language,
  english: string,
  hindi: string | null | undefined,
): string => (language === 'hi' && hindi ? hindi : english);

/**
 * A product picture's alt text for a reader of `language`. The store describes its pictures in
 * English, from the product's English name: the console writes the name itself, the seed the
 * name and a few words ('Sona Masoori Rice, front of pack'). Such an alt (or none) reads as the
 * product's name in the reader's language; any other alt is the store's own words, as written.
 */
export function imageAltIn(
  language: Language,
  alt: string | null | undefined,
  name: string,
  nameHi: string | null | undefined,
): string {
  const localName = inLanguage(language, name, nameHi);
  if (!alt || alt === name) return localName;
  return localName !== name && alt.startsWith(name) ? localName : alt;
}
