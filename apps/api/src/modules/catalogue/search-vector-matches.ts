import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { products, productSearch } from './catalogue.tables';
import type { CategoryTree } from './category-tree';
import { bonus, has, nearCloseness, vectorMatches } from './search-vector';
import type { PlannedWord } from './search-words';

// The products matching every search word, found by product_search's vector and its GIN index:
// the index intersects the words' posting lists, so only the few products matching them all are
// read. Where every word is in thousands of products, product_words does better (search-rank.ts).

export const narrow = productSearch.searchVector;

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
 * Per word, a lower bound of its score and how much closeness may still add: a whole word's
 * closeness is exactly 1, a misspelt word's comes from its near words, and only a word that
 * starts but is not a whole word (or is not in the name) leaves some unknown. An exact word's
 * checks are computed once per row as columns (`flags`) that the bound and slack then read.
 */
export function bounds(w: PlannedWord, i: number): { flags: SQL[]; low: SQL; slack: SQL } {
  if (w.fuzzy) {
    const low = sql`(${nearCloseness(w, 'B', narrow)} + ${bonus(w.word, 'B', narrow)} + 0.5 * (${nearCloseness(w, 'A', narrow)} + ${bonus(w.word, 'A', narrow)}))`;
    return {
      flags: [sql`${low}::float8 AS ${sql.identifier(`w${i}`)}`],
      low: sql`${sql.identifier(`w${i}`)}`,
      slack: sql`0::float8`,
    };
  }
  // every match starts a word of search_text (vectorMatches), so "B prefix" needs no check
  const [wb, wa, pa] = ['wb', 'wa', 'pa'].map((f) => sql.identifier(`${f}${i}`));
  const flags = [
    sql`${has(w.word, 'B', false, narrow)} AS ${wb}`,
    sql`${has(w.word, 'A', false, narrow)} AS ${wa}`,
    sql`${has(w.word, 'A', true, narrow)} AS ${pa}`,
  ];
  // float8 throughout: numeric arithmetic costs more than the checks (all values are exact)
  const f8 = (n: number) => sql.raw(`${n}::float8`);
  const low = sql`(CASE WHEN ${wb} THEN ${f8(2)} ELSE ${f8(0.5)} END + CASE WHEN ${wa} THEN ${f8(1)} WHEN ${pa} THEN ${f8(0.25)} ELSE ${f8(0)} END)`;
  const slack = sql`(CASE WHEN ${wb} THEN ${f8(0)} ELSE ${f8(1)} END + CASE WHEN ${wa} THEN ${f8(0)} ELSE ${f8(0.5)} END)`;
  return { flags, low, slack };
}

/**
 * CTEs ending in `m`: one row per visible product matching every word (and `filter`, a condition
 * on products asked per match), as id, sold, brand, price, low and slack. `f` is materialized so
 * each check runs once per row (inlined, every use would repeat it).
 */
export function vectorMatchRows(
  tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>,
  plan: PlannedWord[],
  filter: SQL | undefined,
): SQL {
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
  const sum = (f: (p: (typeof parts)[number]) => SQL) =>
    sql.join(
      parts.map((p) => f(p)),
      sql` + `,
    );
  return sql`f AS MATERIALIZED (
      SELECT ${productSearch.productId} AS id, ${productSearch.soldCount} AS sold,
        ${productSearch.brand} AS brand, ${productSearch.pricePaise} AS price, ${flags}
      FROM ${productSearch} WHERE ${where}
    ), m AS MATERIALIZED (
      SELECT id, sold, brand, price, (${sum((p) => p.low)})::float8 AS low,
        (${sum((p) => p.slack)})::float8 AS slack FROM f
    )`;
}
