import { hasDevanagari, hinglishWords } from './search-hinglish';

/**
 * The text a product is found by: its name, brand, unit, its own category's name (not the names
 * above it: "Staples & Atta" does not make salt an atta) and extra words (Hindi and regional
 * names, common misspellings), lower-cased and de-duplicated. Indexed with
 * pg_trgm and full-text search, so typos and any word order still match. The Hindi name and pack
 * text add their words in loose Latin letters, and every Hinglish-prone word its loose form too
 * (search-hinglish.ts), so Devanagari, Hinglish and English searches meet.
 */
export function buildSearchText(parts: {
  name: string;
  brand: string;
  unitLabel?: string;
  categoryNames: string[];
  tags?: string[];
  /** the product's Hindi name and pack text, if any */
  hindi?: (string | null)[];
}): string {
  const words = [
    parts.name,
    parts.brand,
    parts.unitLabel ?? '',
    ...parts.categoryNames,
    ...(parts.tags ?? []),
  ]
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%.]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  // Devanagari is held only as its loose Latin form, with the loose forms of Hinglish spellings
  const hindi = (parts.hindi ?? []).filter((t): t is string => Boolean(t));
  const latin = words.filter((w) => !hasDevanagari(w));
  return [...new Set([...latin, ...hinglishWords([...latin, ...hindi])])].join(' ');
}
