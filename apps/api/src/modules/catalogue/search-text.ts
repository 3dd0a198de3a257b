/**
 * The text a product is found by: its name, brand, unit, its own category's name (not the names
 * above it: "Staples & Atta" does not make salt an atta) and extra words (Hindi and regional
 * names, common misspellings), lower-cased and de-duplicated. Indexed with
 * pg_trgm and full-text search, so typos and any word order still match.
 */
export function buildSearchText(parts: {
  name: string;
  brand: string;
  unitLabel?: string;
  categoryNames: string[];
  tags?: string[];
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
  return [...new Set(words)].join(' ');
}
