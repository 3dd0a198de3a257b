import { sql, type SQL } from 'drizzle-orm';
import { productWords } from './catalogue.tables';
import type { CategoryTree } from './category-tree';
import type { PlannedWord } from './search-words';

// The products search words match, read from product_words (index-only range scans, see
// catalogue.tables.ts), each with a lower bound of its score and how much closeness may still
// add (the score is search-rank.ts's). A word's rows are joined to the other words' first and
// grouped per product after, so only the rows of products every word matches are grouped.

const col = (c: { name: string }) => sql`${sql.identifier(c.name)}`;
const word = col(productWords.word);

/** Visible products' rows: only the active flag when every category is shown. */
export function visibleWords(tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>): SQL {
  const active = col(productWords.isActive);
  if (tree.allVisible) return active;
  if (tree.visibleIds.length === 0) return sql`false`;
  const ids = sql.join(
    tree.visibleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${active} AND ${col(productWords.categoryId)} IN (${ids}))`;
}

/** The columns a word's rows keep: what ranks them, and brand, price and sales for the page. */
const kept = sql.join(
  [
    productWords.productId,
    productWords.word,
    productWords.inName,
    productWords.inText,
    productWords.brand,
    productWords.pricePaise,
    productWords.soldCount,
  ].map(col),
  sql`, `,
);

/** A word the vocabulary holds alone, as typed: its rows are its products, one each. */
export const isWhole = (w: PlannedWord) => !w.fuzzy && w.alone;

/**
 * The visible rows a word may match by: its own (it starts a word of search_text) or, misspelt,
 * its near words'. A word held alone matches only itself, whole: only its search_text rows.
 */
export function wordRows(w: PlannedWord, visible: SQL): SQL {
  const inText = col(productWords.inText);
  if (isWhole(w))
    return sql`SELECT ${kept} FROM ${productWords} WHERE ${word} = ${w.word} AND ${inText} AND ${visible}`;
  const own = sql`SELECT ${kept} FROM ${productWords} WHERE ${word} LIKE ${`${w.word}%`} AND ${visible}`;
  // near words the word starts are among its own rows already
  const others = w.fuzzy ? w.near.filter((n) => !n.word.startsWith(w.word)) : [];
  if (others.length === 0) return own;
  const near = sql.join(
    others.map((n) => sql`${n.word}`),
    sql`, `,
  );
  return sql`${own} UNION ALL SELECT ${kept} FROM ${productWords} WHERE ${word} IN (${near}) AND ${visible}`;
}

/** The similarity of the near word a row holds (0 for any other). */
function nearSimilarity(w: PlannedWord, r: SQL): SQL {
  if (w.near.length === 0) return sql`0::float8`;
  const cases = w.near.map((n) => sql`WHEN ${n.word} THEN ${n.similarity}::float8`);
  return sql`(CASE ${r}.${word} ${sql.join(cases, sql` `)} ELSE 0::float8 END)`;
}

export interface WordBounds {
  low: SQL;
  slack: SQL;
  /** when grouped: the product has a search_text row among the word's rows (else every row is one) */
  matched?: SQL;
}

/**
 * A word's bounds for one product from its rows `r`: the row's own columns when `grouped` is
 * false (every word whole, one row a product), else aggregates over the product's rows.
 * - a word held alone: 2 for search_text, plus 1 when in the name too (slack 0.5 for closeness);
 * - a word that starts others (masala: masalas): 2 when whole in search_text else 0.5 (slack 1),
 *   plus 1 when whole in the name, 0.25 when it starts a word there (slack 0.5);
 * - a misspelt word: the closeness of its nearest near word, plus 1 (whole) or 0.5 (start) for
 *   the word itself, in search_text, plus half as much for the name; nothing left to measure.
 */
export function wordBounds(w: PlannedWord, r: SQL, grouped: boolean): WordBounds {
  const inName = sql`${r}.${col(productWords.inName)}`;
  const inText = sql`${r}.${col(productWords.inText)}`;
  if (isWhole(w)) {
    const named = grouped ? sql`bool_or(${inName})` : inName;
    return {
      low: sql`CASE WHEN ${named} THEN 3::float8 ELSE 2::float8 END`,
      slack: sql`CASE WHEN ${named} THEN 0::float8 ELSE 0.5::float8 END`,
    };
  }
  const at = sql`${r}.${word}`;
  const whole = (flag: SQL) => sql`bool_or(${at} = ${w.word} AND ${flag})`;
  const matched = sql`bool_or(${inText})`;
  if (w.fuzzy) {
    const starts = (flag: SQL) => sql`bool_or(${at} LIKE ${`${w.word}%`} AND ${flag})`;
    const part = (flag: SQL) =>
      sql`max(CASE WHEN ${flag} THEN ${nearSimilarity(w, r)} ELSE 0::float8 END)
        + CASE WHEN ${whole(flag)} THEN 1 WHEN ${starts(flag)} THEN 0.5 ELSE 0 END`;
    return {
      low: sql`(${part(inText)} + 0.5 * (${part(inName)}))::float8`,
      slack: sql`0::float8`,
      matched,
    };
  }
  return {
    low: sql`(CASE WHEN ${whole(inText)} THEN 2 ELSE 0.5 END
      + CASE WHEN ${whole(inName)} THEN 1 WHEN bool_or(${inName}) THEN 0.25 ELSE 0 END)::float8`,
    slack: sql`(CASE WHEN ${whole(inText)} THEN 0 ELSE 1 END
      + CASE WHEN ${whole(inName)} THEN 0 ELSE 0.5 END)::float8`,
    matched,
  };
}
