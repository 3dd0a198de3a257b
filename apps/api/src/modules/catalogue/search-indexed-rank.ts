import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { products } from './catalogue.tables';
import type { CategoryTree } from './category-tree';
import { drawPage, MAX_MEASURED, scoreParts, type RankedPage } from './search-rank';
import {
  FLAG_LOW,
  FLAG_SLACK,
  type ProductTable,
  type SearchWordIndex,
  type WordList,
} from './search-word-index';
import type { PlannedWord } from './search-words';

// rankedPage (search-rank.ts) on the word index: the same matches, bounds, page and brands,
// worked out here instead of in PostgreSQL. PostgreSQL measures only the closeness of the
// matches that can still reach the page and that no earlier search measured (the index keeps
// each word's parts per product), and draws the page. Every sum is in the plan's word order and
// in float64, as PostgreSQL's float8 sums are, so ties fall the same way.

/** The matches, one per index across the arrays (struct of arrays: no object per match). */
interface Matches {
  n: number;
  id: Int32Array;
  sold: Int32Array;
  /** the product's row in the table */
  row: Int32Array;
  low: Float64Array;
  slack: Float64Array;
}

/** The visible products in every list, with their bounds summed in the plan's word order. */
function intersect(
  table: ProductTable,
  lists: WordList[],
  tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>,
): Matches {
  const size = lists.length ? Math.min(...lists.map((l) => l.ids.length)) : 0;
  const m: Matches = {
    n: 0,
    id: new Int32Array(size),
    sold: new Int32Array(size),
    row: new Int32Array(size),
    low: new Float64Array(size),
    slack: new Float64Array(size),
  };
  if (size === 0) return m;
  const visible = tree.allVisible ? null : new Set(tree.visibleIds);
  // walk the shortest list; the others and the table are searched forward (all in id order)
  const order = lists.map((_, i) => i).sort((a, b) => lists[a]!.ids.length - lists[b]!.ids.length);
  const first = order[0]!;
  const at = new Int32Array(lists.length);
  let row = 0;
  for (let j = 0; j < lists[first]!.ids.length; j++) {
    const id = lists[first]!.ids[j]!;
    at[first] = j;
    let found = true;
    for (let o = 1; o < order.length && found; o++) {
      const i = order[o]!;
      at[i] = seek(lists[i]!.ids, at[i]!, id);
      found = lists[i]!.ids[at[i]!] === id;
    }
    if (!found) continue;
    row = seek(table.ids, row, id);
    // a product the table does not know yet (added since it was read) waits for the next read
    if (table.ids[row] !== id || !table.active[row]) continue;
    if (visible && !visible.has(table.category[row]!)) continue;
    let low = 0;
    let slack = 0;
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i]!;
      const f = list.flags ? list.flags[at[i]!]! : -1;
      // the first word's part alone, then each next one added (0 + x is x exactly)
      low = i === 0 ? partLow(list, at[i]!, f) : low + partLow(list, at[i]!, f);
      slack = i === 0 ? (f < 0 ? 0 : FLAG_SLACK[f]!) : slack + (f < 0 ? 0 : FLAG_SLACK[f]!);
    }
    const k = m.n++;
    m.id[k] = id;
    m.sold[k] = table.sold[row]!;
    m.row[k] = row;
    m.low[k] = low;
    m.slack[k] = slack;
  }
  return m;
}

const partLow = (list: WordList, i: number, flags: number) =>
  flags < 0 ? list.low![i]! : FLAG_LOW[flags]!;

/** The first position from `from` on whose id is at least `id` (ids ascending): gallops, then halves. */
function seek(ids: Int32Array, from: number, id: number): number {
  let lo = from;
  let hi = from;
  for (let step = 1; hi < ids.length && ids[hi]! < id; step *= 2) {
    lo = hi + 1;
    hi += step;
  }
  hi = Math.min(hi, ids.length);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Match a before match b: best bound first, then best sellers, then the lower id. */
const before = (m: Matches, a: number, b: number) =>
  m.low[a]! > m.low[b]! ||
  (m.low[a] === m.low[b] &&
    (m.sold[a]! > m.sold[b]! || (m.sold[a] === m.sold[b] && m.id[a]! < m.id[b]!)));

/** The k-th best bound of the matches (-Infinity when there are fewer): a small sorted window. */
function kthBound(m: Matches, k: number): number {
  if (k <= 0 || m.n < k) return -Infinity;
  const best = new Float64Array(k).fill(-Infinity);
  for (let i = 0; i < m.n; i++) {
    const low = m.low[i]!;
    if (low <= best[k - 1]!) continue;
    let at = k - 1;
    while (at > 0 && best[at - 1]! < low) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = low;
  }
  return best[k - 1]!;
}

/**
 * The first `k` matches in `before`'s order among those settled (slack 0) or, with `bar`, those
 * still open (slack, and a bound plus slack reaching `bar`): a sorted window of k, most matches
 * turned away by one comparison with its last.
 */
function firstK(m: Matches, k: number, bar?: number): number[] {
  const window: number[] = [];
  for (let i = 0; i < m.n; i++) {
    const slack = m.slack[i]!;
    if (bar === undefined ? slack !== 0 : slack === 0 || m.low[i]! + slack < bar) continue;
    if (window.length === k) {
      if (!before(m, i, window[k - 1]!)) continue;
      window.pop();
    }
    let at = window.length;
    while (at > 0 && before(m, i, window[at - 1]!)) at--;
    window.splice(at, 0, i);
  }
  return window;
}

/** Every brand of the matches: count and price range, most products first, then name (C order). */
function brandsOf(table: ProductTable, m: Matches): RankedPage['brands'] {
  const count = new Int32Array(table.brands.length);
  const lo = new Int32Array(table.brands.length);
  const hi = new Int32Array(table.brands.length);
  for (let i = 0; i < m.n; i++) {
    const b = table.brand[m.row[i]!]!;
    const price = table.price[m.row[i]!]!;
    count[b] = count[b]! + 1;
    if (count[b] === 1) {
      lo[b] = price;
      hi[b] = price;
    } else {
      if (price < lo[b]!) lo[b] = price;
      if (price > hi[b]!) hi[b] = price;
    }
  }
  const out: RankedPage['brands'] = [];
  count.forEach((n, b) => {
    if (n > 0) out.push({ name: table.brands[b]!, n, lo: lo[b]!, hi: hi[b]! });
  });
  return out.sort((a, b) => b.n - a.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The full scores of the products (search-rank.ts's sums, in the same order), from each word's
 * parts: known from its list (a word alone in the vocabulary, a typo), held by the index, or
 * measured now in one query for the pairs not yet held.
 */
async function measure(
  db: Db,
  index: SearchWordIndex,
  plan: PlannedWord[],
  lists: WordList[],
  ids: number[],
): Promise<Map<number, number>> {
  const held = plan.map((w, i) => (lists[i]!.parts ? undefined : index.partsOf(w)));
  // this search's parts per word: from the list, held, or measured now
  const parts = plan.map((_, i) => {
    const mine = new Map<number, [number, number]>();
    const list = lists[i]!;
    for (const id of ids) {
      if (list.parts) {
        const at = seek(list.ids, 0, id);
        if (list.ids[at] === id) mine.set(id, [list.parts.text[at]!, list.parts.name[at]!]);
        continue;
      }
      const p = held[i]!.get(id);
      if (p) mine.set(id, p);
    }
    return mine;
  });
  const missing = parts.map((mine, i) => (held[i] ? ids.filter((id) => !mine.has(id)) : []));
  const asked = [...new Set(missing.flat())];
  if (asked.length > 0) {
    const columns = plan.map((w, i) => {
      const p = scoreParts(w);
      const ask = sql`${products.id} = ANY(${`{${missing[i]!.join(',')}}`}::int[])`;
      return sql`CASE WHEN ${ask} THEN (${p.text})::float8::text END AS ${sql.identifier(`t${i}`)},
        CASE WHEN ${ask} THEN (${p.name})::float8::text END AS ${sql.identifier(`a${i}`)}`;
    });
    const rows = await queryRows<Record<string, string | number | null>>(
      db,
      sql`SELECT ${products.id} AS id, ${sql.join(columns, sql`, `)} FROM ${products}
        WHERE ${products.id} = ANY(${`{${asked.join(',')}}`}::int[])`,
    );
    for (const r of rows) {
      parts.forEach((mine, i) => {
        const text = r[`t${i}`];
        if (text === null || text === undefined) return;
        const part: [number, number] = [Number(text), Number(r[`a${i}`])];
        mine.set(Number(r.id), part);
        index.keepParts(held[i]!, Number(r.id), part);
      });
    }
  }
  const scores = new Map<number, number>();
  for (const id of ids) {
    const each = parts.map((mine) => mine.get(id));
    // a product gone since its list was read has no parts: it cannot be ranked
    if (each.some((p) => p === undefined)) continue;
    let text = each[0]![0];
    let name = each[0]![1];
    for (let i = 1; i < each.length; i++) {
      text += each[i]![0];
      name += each[i]![1];
    }
    scores.set(id, text + 0.5 * name);
  }
  return scores;
}

/**
 * rankedPage without a filter, from the word index: the page (offset, limit) of the visible
 * products matching every word of the plan, best score first, the total and the brands, and
 * `also` from the page's query.
 */
export async function indexedRankedPage(
  db: Db,
  index: SearchWordIndex,
  tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>,
  plan: PlannedWord[],
  offset: number,
  limit: number,
  also?: SQL,
): Promise<RankedPage> {
  const { table, lists } = await index.read(db, plan);
  const m = intersect(table, lists, tree);
  const k = offset + limit;
  // the k-th best bound: a match whose bound plus slack stays below it cannot reach the page
  const bar = kthBound(m, k);
  const settled = firstK(m, k);
  const open = firstK(m, MAX_MEASURED, bar);
  const scores = await measure(
    db,
    index,
    plan,
    lists,
    open.map((i) => m.id[i]!),
  );
  const scored = [
    ...settled.map((i) => ({ i, score: m.low[i]! })),
    ...open.flatMap((i) => {
      const score = scores.get(m.id[i]!);
      return score === undefined ? [] : [{ i, score }];
    }),
  ].sort((a, b) => b.score - a.score || m.sold[b.i]! - m.sold[a.i]! || m.id[a.i]! - m.id[b.i]!);
  const page = scored.slice(offset, offset + limit);
  const list = (f: (p: { i: number; score: number }) => number) => `{${page.map(f).join(',')}}`;
  const drawn = await drawPage(
    db,
    sql`page AS (
        SELECT * FROM unnest(${list((p) => m.id[p.i]!)}::int[], ${list((p) => m.sold[p.i]!)}::int[],
          ${list((p) => p.score)}::float8[]) AS page(id, sold, score)
      )`,
    undefined,
    also,
  );
  return {
    products: drawn.products,
    total: m.n,
    brands: brandsOf(table, m),
    also: drawn.also,
  };
}
