import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ProductSummary } from '@kirana/shared';
import { products } from './catalogue.tables';
import type { CategoryTree } from './category-tree';
import { summaryColumns, toProductSummary, type SummaryRow } from './product-summary';
import { bonus, has, nearCloseness, type Weight } from './search-vector';
import { vectorMatchRows } from './search-vector-matches';
import { wordMatchRows } from './search-word-matches';
import { byOneWord, type PlannedWord } from './search-words';

// Ranking products by their stored search vector (name and brand weighted A, search_text B),
// so that no text is parsed per row.
//
// A word's score is its closeness to search_text plus 1 when it is a whole word there or 0.5
// when it only starts one, plus half as much again for the name and brand. Closeness is pg_trgm's
// word_similarity, which is 1 for a whole word; it costs tens of microseconds per row, so it is
// computed only where it can change the page (see rankedPage). A misspelt word's closeness is
// that of the nearest vocabulary word the product has (planWords found them, closest first).
//
// Matches are found, counted, ranked by bound and faceted from product_search's vector and GIN
// index, which intersects the words' posting lists and reads only the products matching them all
// (search-vector-matches.ts), or, when every word is in thousands of products (so may be their
// intersection), from product_words' index, which reads them without visiting a table
// (search-word-matches.ts); only the few measured ones read products.

const nameAndBrand = sql`lower(${products.name} || ' ' || ${products.brand})`;

/**
 * A word's two parts of the full score, read from products: in search_text and in the name and
 * brand. Closeness is measured on the texts for an exact word (2 without measuring when it is
 * whole there), from its near words for a misspelt one.
 */
export function scoreParts(w: PlannedWord): { text: SQL; name: SQL } {
  const part = (weight: Weight, text: SQL) =>
    w.fuzzy
      ? sql`${nearCloseness(w, weight)} + ${bonus(w.word, weight)}`
      : sql`CASE WHEN ${has(w.word, weight)} THEN 2 ELSE word_similarity(${w.word}, ${text}) + ${bonus(w.word, weight)} END`;
  return { text: part('B', sql`${products.searchText}`), name: part('A', nameAndBrand) };
}

/** The full score: the words' text parts, plus half their name parts (float8 throughout). */
function exactScore(plan: PlannedWord[]): SQL {
  const parts = plan.map(scoreParts);
  const text = parts.map((p) => p.text);
  const name = parts.map((p) => p.name);
  return sql`((${sql.join(text, sql` + `)}) + 0.5 * (${sql.join(name, sql` + `)}))::float8`;
}

/**
 * At most this many matches get their closeness measured for one page. Past it (a broad word on
 * a big catalogue: "breakfast" is in thousands of products' category names, whole in none of
 * their names) the ones with the best bound, then the best sellers, are measured.
 */
export const MAX_MEASURED = 300;

export interface RankedPage {
  /** the page's products, in order */
  products: ProductSummary[];
  total: number;
  /** Every brand of the matches with its count and price range, most products first, then name. */
  brands: { name: string; n: number; lo: number; hi: number }[];
  /** The value of `also`, when given. */
  also: unknown;
}

/**
 * One page of the visible products matching every word of the plan (and `filter`, a
 * condition on products, asked per match only when given), best score first (then best sellers,
 * then id), and how many match. Every match gets a cheap lower bound and slack (from its vector
 * or its product_words rows); a product whose bound plus slack is below the page
 * end's k-th best bound cannot reach the page, so the costly closeness is measured only on the
 * rest (and not where slack is 0), at most MAX_MEASURED of them. `also`, a value of its own
 * (the matching categories), comes back in the same round trip.
 */
export async function rankedPage(
  db: DbOrTx,
  tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>,
  plan: PlannedWord[],
  filter: SQL | undefined,
  offset: number,
  limit: number,
  also?: SQL,
): Promise<RankedPage> {
  // product_words where every word matches by one vocabulary word (one row a product there),
  // else the GIN index
  const byWords = plan.every(byOneWord);
  const matches = byWords ? wordMatchRows(tree, plan, filter) : vectorMatchRows(tree, plan, filter);
  // product_words' rows carry the exact score; the GIN way's are measured on the product
  const measured = byWords
    ? sql`s.exact`
    : sql`(SELECT ${exactScore(plan)} FROM ${products} WHERE ${products.id} = s.id)`;
  // `m` is materialized so the matches are found once. The page is the best `k` of the
  // matches whose score is their bound, with the measured ones: those whose bound plus slack
  // reaches the k-th best bound (`bar`). The brands (the facets, and the total) come from `m` too.
  const k = offset + limit;
  const drawn = await drawPage(
    db,
    sql`${matches}, bar AS (
        SELECT coalesce((SELECT low FROM m ORDER BY low DESC LIMIT 1 OFFSET ${k - 1}), '-infinity') AS low
      ), page AS (
        SELECT id, sold, score FROM (
          (SELECT id, sold, low AS score FROM m WHERE slack = 0
            ORDER BY low DESC, sold DESC, id LIMIT ${k})
          UNION ALL
          SELECT s.id, s.sold, ${measured}
          FROM (SELECT m.id, m.sold${byWords ? sql`, m.exact` : sql``} FROM m, bar WHERE m.slack > 0 AND m.low + m.slack >= bar.low
            ORDER BY m.low DESC, m.sold DESC, m.id LIMIT ${MAX_MEASURED}) s
        ) scored ORDER BY score DESC, sold DESC, id LIMIT ${limit} OFFSET ${offset}
      )`,
    sql`(SELECT json_agg(json_build_array(b.brand, b.n, b.lo, b.hi) ORDER BY b.n DESC, b.brand)
          FROM (SELECT brand, count(*) AS n, min(price) AS lo, max(price) AS hi FROM m GROUP BY brand) b)`,
    also,
  );
  const brands = ((drawn.brands ?? []) as [string, number, number, number][]).map(
    ([name, n, lo, hi]) => ({ name, n, lo, hi }),
  );
  return {
    products: drawn.products,
    total: brands.reduce((sum, b) => sum + b.n, 0),
    brands,
    also: drawn.also,
  };
}

/**
 * Runs `ctes` (ending in `page`: id, sold, score, the page's rows) and answers the page's
 * products as summaries in score order (one query for all), with the values of `brands` and
 * `also` from the same round trip.
 */
export async function drawPage(
  db: DbOrTx,
  ctes: SQL,
  brands: SQL | undefined,
  also: SQL | undefined,
): Promise<{ products: ProductSummary[]; brands: unknown; also: unknown }> {
  const summary = sql.join(
    Object.entries(summaryColumns).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
    sql`, `,
  );
  const rows = await queryRows<
    (SummaryRow | { [K in keyof SummaryRow]: null }) & { brands: unknown; also: unknown }
  >(
    db,
    sql`WITH ${ctes}
      SELECT ${summary}, ${brands ?? sql`NULL`} AS brands, ${also ?? sql`NULL`} AS also
      FROM (SELECT 1) one LEFT JOIN page ON true LEFT JOIN ${products} ON ${products.id} = page.id
      ORDER BY page.score DESC, page.sold DESC, page.id`,
  );
  return {
    products: rows.flatMap((r) => (r.id === null ? [] : [toProductSummary(r, 'en')])),
    brands: rows[0]?.brands ?? null,
    also: rows[0]?.also ?? null,
  };
}
