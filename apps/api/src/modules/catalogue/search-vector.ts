import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { products } from './catalogue.tables';
import type { PlannedWord } from './search-words';

// Checks of a search word against a stored search vector (name and brand weighted A,
// search_text B): products' own, or product_search's copy.

export type Weight = 'A' | 'B';
const own = products.searchVector;

/** The word is a whole word (or, with `prefix`, starts a word) of that weight. */
export const has = (word: string, weight: Weight, prefix = false, vector: AnyColumn = own) =>
  sql`(${vector} @@ to_tsquery('simple', ${`${word}:${prefix ? '*' : ''}${weight}`}))`;

/** A vocabulary word as a tsquery lexeme of one weight (taken as it is, not parsed again). */
const lexeme = (word: string, weight: Weight) =>
  `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${weight}`;

/** 1 for a whole word of that weight, 0.5 for the start of one, else 0. */
export const bonus = (word: string, weight: Weight, vector: AnyColumn = own) =>
  sql`(CASE WHEN ${has(word, weight, false, vector)} THEN 1 WHEN ${has(word, weight, true, vector)} THEN 0.5 ELSE 0 END)`;

/** The similarity of the closest near word the product has with that weight (0 if none). */
export function nearCloseness(w: PlannedWord, weight: Weight, vector: AnyColumn = own): SQL {
  if (w.near.length === 0) return sql`0`;
  const cases = w.near.map(
    (n) => sql`WHEN ${vector} @@ ${lexeme(n.word, weight)}::tsquery THEN ${n.similarity}::float8`,
  );
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE 0 END)`;
}

/** The word matches: it starts a word of search_text, or (misspelt) a near word is there. */
export function vectorMatches(w: PlannedWord, vector: AnyColumn = own): SQL {
  const prefix = has(w.word, 'B', true, vector);
  if (!w.fuzzy || w.near.length === 0) return prefix;
  const near = w.near.map((n) => lexeme(n.word, 'B')).join(' | ');
  return sql`(${prefix} OR ${vector} @@ ${near}::tsquery)`;
}
