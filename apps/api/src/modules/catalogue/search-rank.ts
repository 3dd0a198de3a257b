import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { products, productSearch } from './catalogue.tables';
import type { CategoryTree } from './category-tree';
import type { PlannedWord } from './search-words';

// Matching and ranking products by their stored search vector (name and brand weighted A,
// search_text B), so that neither parses text per row and the GIN index narrows first.
//
// A word's score is its closeness to search_text plus 1 when it is a whole word there or 0.5
// when it only starts one, plus half as much again for the name and brand. Closeness is pg_trgm's
// word_similarity, which is 1 for a whole word; it costs tens of microseconds per row, so it is
// computed only where it can change the page (see rankedPage). A misspelt word's closeness is
// that of the nearest vocabulary word the product has (planWords found them, closest first).
//
// Matches are found, counted, ranked by bound and faceted in product_search (the narrow copy of
// what search reads, see catalogue.tables.ts); only the few measured ones read products.

const narrow = productSearch.searchVector;
const nameAndBrand = sql`lower(${products.name} || ' ' || ${products.brand})`;

type Weight = 'A' | 'B';
const has = (word: string, weight: Weight, prefix = false, vector: AnyColumn = narrow) =>
  sql`(${vector} @@ to_tsquery('simple', ${`${word}:${prefix ? '*' : ''}${weight}`}))`;

/** A vocabulary word as a tsquery lexeme of one weight (taken as it is, not parsed again). */
const lexeme = (word: string, weight: Weight) =>
  `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${weight}`;

/** 1 for a whole word of that weight, 0.5 for the start of one, else 0. */
const bonus = (word: string, weight: Weight, vector: AnyColumn = narrow) =>
  sql`(CASE WHEN ${has(word, weight, false, vector)} THEN 1 WHEN ${has(word, weight, true, vector)} THEN 0.5 ELSE 0 END)`;

/** The similarity of the closest near word the product has with that weight (0 if none). */
function nearCloseness(w: PlannedWord, weight: Weight, vector: AnyColumn = narrow): SQL {
  if (w.near.length === 0) return sql`0`;
  const cases = w.near.map(
    (n) => sql`WHEN ${vector} @@ ${lexeme(n.word, weight)}::tsquery THEN ${n.similarity}::float8`,
  );
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE 0 END)`;
}

/**
 * The word matches: it starts a word of search_text, or (misspelt) a near word is there; by the
 * products' own vector unless told (search ranks by product_search's).
 */
export function vectorMatches(w: PlannedWord, vector: AnyColumn = products.searchVector): SQL {
  const prefix = has(w.word, 'B', true, vector);
  if (!w.fuzzy || w.near.length === 0) return prefix;
  const near = w.near.map((n) => lexeme(n.word, 'B')).join(' | ');
  return sql`(${prefix} OR ${vector} @@ ${near}::tsquery)`;
}

/**
 * Per word, a lower bound of its score and how much closeness may still add: a whole word's
 * closeness is exactly 1, a misspelt word's comes from its near words, and only a word that
 * starts but is not a whole word (or is not in the name) leaves some unknown. An exact word's
 * checks are computed once per row as columns (`flags`) that the bound and slack then read.
 */
function bounds(w: PlannedWord, i: number): { flags: SQL[]; low: SQL; slack: SQL } {
  if (w.fuzzy) {
    const low = sql`(${nearCloseness(w, 'B')} + ${bonus(w.word, 'B')} + 0.5 * (${nearCloseness(w, 'A')} + ${bonus(w.word, 'A')}))`;
    return {
      flags: [sql`${low}::float8 AS ${sql.identifier(`w${i}`)}`],
      low: sql`${sql.identifier(`w${i}`)}`,
      slack: sql`0`,
    };
  }
  // every match starts a word of search_text (vectorMatches), so "B prefix" needs no check
  const [wb, wa, pa] = ['wb', 'wa', 'pa'].map((f) => sql.identifier(`${f}${i}`));
  const flags = [
    sql`${has(w.word, 'B')} AS ${wb}`,
    sql`${has(w.word, 'A')} AS ${wa}`,
    sql`${has(w.word, 'A', true)} AS ${pa}`,
  ];
  const low = sql`(CASE WHEN ${wb} THEN 2 ELSE 0.5 END + CASE WHEN ${wa} THEN 1 WHEN ${pa} THEN 0.25 ELSE 0 END)`;
  const slack = sql`(CASE WHEN ${wb} THEN 0 ELSE 1 END + CASE WHEN ${wa} THEN 0 ELSE 0.5 END)`;
  return { flags, low, slack };
}

/**
 * The full score, read from products: closeness measured on the texts for exact words (1 without
 * measuring when the word is whole there), near words for misspelt ones.
 */
function exactScore(plan: PlannedWord[]): SQL {
  const v = products.searchVector;
  const part = (w: PlannedWord, weight: Weight, text: SQL) =>
    w.fuzzy
      ? sql`${nearCloseness(w, weight, v)} + ${bonus(w.word, weight, v)}`
      : sql`CASE WHEN ${has(w.word, weight, false, v)} THEN 2 ELSE word_similarity(${w.word}, ${text}) + ${bonus(w.word, weight, v)} END`;
  const text = plan.map((w) => part(w, 'B', sql`${products.searchText}`));
  const name = plan.map((w) => part(w, 'A', nameAndBrand));
  return sql`((${sql.join(text, sql` + `)}) + 0.5 * (${sql.join(name, sql` + `)}))::float8`;
}

/**
 * At most this many matches get their closeness measured for one page. Past it (a broad word on
 * a big catalogue: "breakfast" is in thousands of products' category names, whole in none of
 * their names) the ones with the best bound, then the best sellers, are measured.
 */
export const MAX_MEASURED = 300;

export interface RankedPage {
  ids: number[];
  total: number;
  /** Every brand of the matches with its count and price range, most products first, then name. */
  brands: { name: string; n: number; lo: number; hi: number }[];
}

/** Visible products in product_search: only the active flag when every category is shown. */
function visibleIn(tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>): SQL {
  if (tree.allVisible) return eq(productSearch.isActive, true);
  if (tree.visibleIds.length === 0) return sql`false`;
  return and(
    eq(productSearch.isActive, true),
    inArray(productSearch.categoryId, [...tree.visibleIds]),
  )!;
}

/**
 * The ids of one page of the visible products matching every word of the plan (and `filter`, a
 * condition on products, asked per match only when given), best score first (then best sellers,
 * then id), and how many match. Every match gets a cheap lower bound and slack from its vector;
 * a product whose bound plus slack is below the page end's k-th best bound cannot reach the
 * page, so the costly closeness is measured only on the rest (and not where slack is 0), at
 * most MAX_MEASURED of them.
 */
export async function rankedPage(
  db: DbOrTx,
  tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>,
  plan: PlannedWord[],
  filter: SQL | undefined,
  offset: number,
  limit: number,
): Promise<RankedPage> {
  const where = and(
    visibleIn(tree),
    ...plan.map((w) => vectorMatches(w, narrow)),
    filter &&
      sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${productSearch.productId} AND ${filter})`,
  );
  const parts = plan.map(bounds);
  const flags = sql.join(
    parts.flatMap((p) => p.flags),
    sql`, `,
  );
  const low = sql.join(
    parts.map((p) => p.low),
    sql` + `,
  );
  const slack = sql.join(
    parts.map((p) => p.slack),
    sql` + `,
  );
  // `f` is materialized so each check runs once per row (inlined, every use would repeat it);
  // the brands and prices of the matches come along for the facets
  const rows = await queryRows<{
    id: number | null;
    total: number | string;
    brands: [string, number, number, number][] | null;
  }>(
    db,
    sql`WITH f AS MATERIALIZED (
        SELECT ${productSearch.productId} AS id, ${productSearch.soldCount} AS sold,
          ${productSearch.brand} AS brand, ${productSearch.pricePaise} AS price, ${flags}
        FROM ${productSearch} WHERE ${where}
      ), m AS MATERIALIZED (
        SELECT id, sold, (${low})::float8 AS low, (${slack})::float8 AS slack FROM f
      ), cut AS (
        SELECT count(*) AS total,
          (SELECT low FROM m ORDER BY low DESC LIMIT 1 OFFSET ${offset + limit - 1}) AS bar,
          (SELECT json_agg(json_build_array(b.brand, b.n, b.lo, b.hi) ORDER BY b.n DESC, b.brand)
            FROM (SELECT brand, count(*) AS n, min(price) AS lo, max(price) AS hi
              FROM f GROUP BY brand) b) AS brands
        FROM m
      ), page AS (
        SELECT id, sold, score FROM (
          SELECT m.id, m.sold, m.low AS score FROM m, cut
          WHERE m.slack = 0 AND (cut.bar IS NULL OR m.low >= cut.bar)
          UNION ALL
          SELECT s.id, s.sold, (SELECT ${exactScore(plan)} FROM ${products} WHERE ${products.id} = s.id)
          FROM (SELECT m.id, m.sold FROM m, cut
            WHERE m.slack > 0 AND (cut.bar IS NULL OR m.low + m.slack >= cut.bar)
            ORDER BY m.low DESC, m.sold DESC, m.id LIMIT ${MAX_MEASURED}) s
        ) scored ORDER BY score DESC, sold DESC, id LIMIT ${limit} OFFSET ${offset}
      )
      SELECT page.id, cut.total, cut.brands FROM cut LEFT JOIN page ON true
      ORDER BY page.score DESC, page.sold DESC, page.id`,
  );
  const brands = (rows[0]?.brands ?? []).map(([name, n, lo, hi]) => ({ name, n, lo, hi }));
  return {
    ids: rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])),
    total: Number(rows[0]?.total ?? 0),
    brands,
  };
}
