import { sql, type SQL } from 'drizzle-orm';
import { products, productWords } from './catalogue.tables';
import type { CategoryTree } from './category-tree';
import type { PlannedWord } from './search-words';

// The products matching search words that each match by one vocabulary word (byOneWord: daily,
// personal care, a typo with one near word), read from product_words: each word's rows are one
// range of its index, one row a product in product order, read without visiting the table
// (index-only). The GIN index would visit a table page for every match: 16,000 for "daily".
//
// Only for such words: where a word starts others (masala: masalas) or a typo has several near
// words, a product has several rows and grouping them costs more than the GIN index's way
// (measured).

const col = (c: { name: string }) => sql`${sql.identifier(c.name)}`;

/** Visible products' rows: only the active flag when every category is shown. */
function visibleWords(tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>): SQL {
  const active = col(productWords.isActive);
  if (tree.allVisible) return active;
  if (tree.visibleIds.length === 0) return sql`false`;
  const ids = sql.join(
    tree.visibleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${active} AND ${col(productWords.categoryId)} IN (${ids}))`;
}

/**
 * The visible products a word matches by its one vocabulary word (in their search_text) as
 * `product_id`, `low` and `slack`, with brand, price and sales when `carry`. The bound is
 * search-vector-matches.ts's, in the same arithmetic: for the word itself 2 for search_text plus
 * 1 when in the name too, else up to 0.5 for its closeness there; for a typo its near word's
 * similarity, half as much again when in the name, nothing left to measure. `b` and `a` are the
 * word's parts of the exact score (search-rank.ts) in search_text and in the name and brand: the
 * closeness a bound leaves out is stored (name_score), so no match needs it measured.
 */
function oneWordRows(w: PlannedWord, visible: SQL, carry: boolean): SQL {
  const inName = col(productWords.inName);
  const carried = [productWords.brand, productWords.pricePaise, productWords.soldCount].map(col);
  const near = w.fuzzy ? w.near[0]! : undefined;
  const bounds = near
    ? sql`(${near.similarity}::float8 + 0 + 0.5 * (CASE WHEN ${inName} THEN ${near.similarity}::float8 ELSE 0 END + 0))::float8 AS low,
      0::float8 AS slack, ${near.similarity}::float8 AS b,
      CASE WHEN ${inName} THEN ${near.similarity}::float8 ELSE 0::float8 END AS a`
    : sql`CASE WHEN ${inName} THEN 3::float8 ELSE 2::float8 END AS low,
      CASE WHEN ${inName} THEN 0::float8 ELSE 0.5::float8 END AS slack, 2::float8 AS b,
      ${col(productWords.nameScore)} AS a`;
  return sql`SELECT ${col(productWords.productId)}${carry ? sql`, ${sql.join(carried, sql`, `)}` : sql``},
      ${bounds}
    FROM ${productWords}
    WHERE ${col(productWords.word)} = ${near?.word ?? w.word} AND ${col(productWords.inText)} AND ${visible}`;
}

/**
 * A CTE `m`: one row per visible product matching every word (each byOneWord) and
 * `filter` (a condition on products asked per match), as id, sold, brand, price, low and slack,
 * and `exact`, its exact score (search-rank.ts's exactScore, the same sums in the same order).
 */
export function wordMatchRows(
  tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>,
  plan: PlannedWord[],
  filter: SQL | undefined,
): SQL {
  const visible = visibleWords(tree);
  const r = plan.map((_, i) => sql`${sql.identifier(`r${i}`)}`);
  const from = plan.map((w, i) => {
    const rows = sql`(${oneWordRows(w, visible, i === 0)}) ${r[i]!}`;
    return i === 0 ? rows : sql`JOIN ${rows} ON ${r[i]!}.product_id = r0.product_id`;
  });
  const sum = (column: string) =>
    sql.join(
      r.map((x) => sql`${x}.${sql.identifier(column)}`),
      sql` + `,
    );
  // asked per match (a subquery, not a join that could read every product)
  const where = filter
    ? sql`WHERE (SELECT true FROM ${products} WHERE ${products.id} = r0.product_id AND ${filter})`
    : sql``;
  return sql`m AS MATERIALIZED (
      SELECT r0.product_id AS id, r0.sold_count AS sold, r0.brand, r0.price_paise AS price,
        ${sum('low')} AS low, ${sum('slack')} AS slack,
        ((${sum('b')}) + 0.5::float8 * (${sum('a')}))::float8 AS exact
      FROM ${sql.join(from, sql` `)} ${where}
    )`;
}
