import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { productSearch, productWords, searchWords } from './catalogue.tables';
import { vectorMatches } from './search-vector';
import { bounds, narrow } from './search-vector-matches';
import type { PlannedWord } from './search-words';

// What the search word index (search-word-index.ts) holds, read from the database: the product
// table, each vocabulary word's products (from product_words' index alone), and the lists of
// planned words, in product id order. A word that is only itself in the vocabulary, and a typo,
// are made from vocabulary words' lists (shared by every search and typo that names them); a
// word that starts other words is read from product_search's vector as search-vector-matches.ts
// reads it. Each gives a product the same bound as search-vector-matches.ts's SQL does.

/** What ranking reads of each product, in product id order. */
export interface ProductTable {
  ids: Int32Array;
  sold: Int32Array;
  price: Int32Array;
  category: Int32Array;
  /** index into `brands` */
  brand: Int32Array;
  active: Uint8Array;
  brands: string[];
}

/** A vocabulary word's active products: 1 when it is a word of their search_text, 2 of their name or brand. */
export interface VocabularyList {
  ids: Int32Array;
  where: Uint8Array;
  /** the word's name part of the full score (product_words.name_score) */
  nameScore: Float64Array;
}

/**
 * A planned word's active matches: for an exact word its flags (1: whole word of search_text,
 * 2: whole word of the name or brand, 4: starts one there), for a typo its bound.
 */
export interface WordList {
  ids: Int32Array;
  flags: Uint8Array | null;
  low: Float64Array | null;
  /** the word's parts of each product's full score, when known without measuring */
  parts: { text: Float64Array; name: Float64Array } | null;
}

/** An exact word's part of a product's bound by its flags (search-vector-matches.ts's bounds). */
export const FLAG_LOW = Float64Array.from({ length: 8 }, (_, f) => {
  const [wb, wa, pa] = [f & 1, f & 2, f & 4];
  return (wb ? 2 : 0.5) + (wa ? 1 : pa ? 0.25 : 0);
});
/** What closeness may still add to it. */
export const FLAG_SLACK = Float64Array.from(
  { length: 8 },
  (_, f) => (f & 1 ? 0 : 1) + (f & 2 ? 0 : 0.5),
);

const FIELD = '\x1f';
const column = (c: { name: string }) => sql`${sql.identifier(c.name)}`;

/** Numbers from a comma-separated text (null: none). */
const numbers = (text: string | null): number[] => (text ? text.split(',').map(Number) : []);

/** Positions in id order, when the ids are not already in it. */
function idOrder(ids: number[]): number[] | null {
  for (let i = 1; i < ids.length; i++)
    if (ids[i - 1]! > ids[i]!) return ids.map((_, j) => j).sort((a, b) => ids[a]! - ids[b]!);
  return null;
}

export async function loadProducts(db: Db): Promise<ProductTable> {
  // brands numbered in SQL, so the 100,000-product answer is numbers read in place and a few
  // hundred names (no array of parts to collect: a catalogue change reads this in every process)
  const id = column(productSearch.productId);
  const [row] = await queryRows<{ nums: string | null; brands: string | null }>(
    db,
    sql`WITH b AS (
        SELECT brand, (row_number() OVER (ORDER BY brand) - 1)::int AS n
        FROM (SELECT DISTINCT ${productSearch.brand} AS brand FROM ${productSearch}) d
      )
      SELECT (SELECT string_agg(brand, ${FIELD} ORDER BY n) FROM b) AS brands,
        (SELECT string_agg(concat_ws(',', ${id}, ${column(productSearch.soldCount)},
            ${column(productSearch.pricePaise)}, ${column(productSearch.categoryId)},
            ${column(productSearch.isActive)}::int, b.n), ',' ORDER BY ${id})
          FROM ${productSearch} JOIN b ON b.brand = ${productSearch.brand}) AS nums`,
  );
  const nums = readInts(row?.nums ?? '');
  const n = nums.length / 6;
  const t: ProductTable = {
    ids: new Int32Array(n),
    sold: new Int32Array(n),
    price: new Int32Array(n),
    category: new Int32Array(n),
    brand: new Int32Array(n),
    active: new Uint8Array(n),
    brands: row?.brands ? row.brands.split(FIELD) : [],
  };
  for (let i = 0; i < n; i++) {
    t.ids[i] = nums[i * 6]!;
    t.sold[i] = nums[i * 6 + 1]!;
    t.price[i] = nums[i * 6 + 2]!;
    t.category[i] = nums[i * 6 + 3]!;
    t.active[i] = nums[i * 6 + 4]!;
    t.brand[i] = nums[i * 6 + 5]!;
  }
  return t;
}

/** The lists of some vocabulary words, in one query (a word no active product has: an empty list). */
export async function loadVocabulary(
  db: Db,
  words: string[],
): Promise<Map<string, VocabularyList>> {
  const id = column(productWords.productId);
  const rows = await queryRows<{ word: string; packed: string; scores: string }>(
    db,
    sql`SELECT ${column(productWords.word)} AS word,
        string_agg((${id}::int8 * 4 + ${column(productWords.inText)}::int
          + 2 * ${column(productWords.inName)}::int)::text, ',' ORDER BY ${id}) AS packed,
        string_agg(${column(productWords.nameScore)}::text, ',' ORDER BY ${id}) AS scores
      FROM ${productWords}
      WHERE ${column(productWords.word)} IN (${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )})
        AND ${column(productWords.isActive)}
      GROUP BY 1`,
  );
  const out = new Map<string, VocabularyList>(
    words.map((w) => [
      w,
      { ids: new Int32Array(0), where: new Uint8Array(0), nameScore: new Float64Array(0) },
    ]),
  );
  // a warm reads 1.9M entries at 100,000 products: read in place (no split arrays to collect),
  // and other requests are let in between words once a slice of parsing has taken a while
  let slice = performance.now();
  for (const r of rows) {
    out.set(r.word, { ...readPacked(r.packed), nameScore: readFloats(r.scores) });
    if (performance.now() - slice > PARSE_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
  return out;
}

/** How long parsing lists may hold the event loop before letting other work in. */
const PARSE_SLICE_MS = 4;

/** Packed `product id * 4 + where` numbers (comma-separated), as ids and where. */
function readPacked(text: string): Pick<VocabularyList, 'ids' | 'where'> {
  const packed = readInts(text);
  return {
    ids: Int32Array.from(packed, (v) => Math.floor(v / 4)),
    where: Uint8Array.from(packed, (v) => v % 4),
  };
}

/** Comma-separated numbers into a Float64Array, exactly as Number reads each. */
function readFloats(text: string): Float64Array {
  const out = new Float64Array(countItems(text));
  let from = 0;
  for (let k = 0; k < out.length; k++) {
    const to = k === out.length - 1 ? text.length : text.indexOf(',', from);
    out[k] = Number(text.slice(from, to));
    from = to + 1;
  }
  return out;
}

/** Comma-separated non-negative integers, read without splitting the text. */
function readInts(text: string): Float64Array {
  const out = new Float64Array(countItems(text));
  let value = 0;
  let k = 0;
  for (let i = 0; i <= text.length && out.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c !== 44) value = value * 10 + (c - 48);
    else {
      out[k++] = value;
      value = 0;
    }
  }
  return out;
}

/** How many comma-separated items a text holds ('' holds none). */
function countItems(text: string): number {
  if (!text) return 0;
  let n = 1;
  for (let i = text.indexOf(','); i !== -1; i = text.indexOf(',', i + 1)) n++;
  return n;
}

/** The list of a word that is only itself in the vocabulary: its products with it in search_text. */
export function aloneList(v: VocabularyList): WordList {
  const ids: number[] = [];
  const flags: number[] = [];
  const name: number[] = [];
  for (let i = 0; i < v.ids.length; i++) {
    if (!(v.where[i]! & 1)) continue;
    ids.push(v.ids[i]!);
    // whole there, so it also starts a word of the name when it is one
    flags.push(v.where[i]! & 2 ? 7 : 1);
    name.push(v.nameScore[i]!);
  }
  // whole in search_text: its text part is 2; its name part is stored
  const parts = { text: new Float64Array(ids.length).fill(2), name: Float64Array.from(name) };
  return { ids: Int32Array.from(ids), flags: Uint8Array.from(flags), low: null, parts };
}

/**
 * The union of some lists (each in id order): every id once, in order, with per list where the
 * word is for it (the list's `where`, 0 when the list lacks the id), row by row.
 */
function merged(lists: VocabularyList[]): { ids: number[]; where: Uint8Array } {
  const width = lists.length;
  const next = new Int32Array(width);
  const ids: number[] = [];
  let where = new Uint8Array(1024 * width);
  for (;;) {
    let id = -1;
    for (let j = 0; j < width; j++) {
      const list = lists[j]!.ids;
      if (next[j]! < list.length && (id < 0 || list[next[j]!]! < id)) id = list[next[j]!]!;
    }
    if (id < 0) return { ids, where };
    const row = ids.length * width;
    if (row + width > where.length) {
      const grown = new Uint8Array(where.length * 2);
      grown.set(where);
      where = grown;
    }
    for (let j = 0; j < width; j++) {
      const list = lists[j]!;
      if (list.ids[next[j]!] !== id) continue;
      where[row + j] = list.where[next[j]!]!;
      next[j] = next[j]! + 1;
    }
    ids.push(id);
  }
}

/**
 * The list of a misspelt word (a typo, or in the fallback any word of 3+ letters) from the lists
 * of the vocabulary words it starts (`own`: the position of the word itself among them, -1 when
 * it is none) and of its near words (closest first): a product with one of them in search_text.
 * Per weight (search_text, name and brand) its part is the similarity of its first near word
 * there, plus 1 when the word itself is whole there or 0.5 when it starts a word there; its bound
 * is the text part plus half the name part (search-vector-matches.ts, the same float8 sums).
 */
export function fuzzyList(
  w: PlannedWord,
  started: VocabularyList[],
  own: number,
  near: VocabularyList[],
): WordList {
  const lists = [...started, ...near];
  const width = lists.length;
  const all = merged(lists);
  const ids: number[] = [];
  const texts: number[] = [];
  const names: number[] = [];
  for (let r = 0; r < all.ids.length; r++) {
    const row = r * width;
    let inText = 0;
    let starts = 0;
    for (let j = 0; j < width; j++) inText |= all.where[row + j]! & 1;
    if (!inText) continue;
    for (let j = 0; j < started.length; j++) starts |= all.where[row + j]!;
    // the first near word there, per weight
    let text = 0;
    let name = 0;
    let seen = 0;
    for (let j = started.length; j < width && seen !== 3; j++) {
      const where = all.where[row + j]!;
      const similarity = w.near[j - started.length]!.similarity;
      if (where & 1 && !(seen & 1)) text = similarity;
      if (where & 2 && !(seen & 2)) name = similarity;
      seen |= where;
    }
    const mine = own < 0 ? 0 : all.where[row + own]!;
    ids.push(all.ids[r]!);
    texts.push(text + (mine & 1 ? 1 : starts & 1 ? 0.5 : 0));
    names.push(name + (mine & 2 ? 1 : starts & 2 ? 0.5 : 0));
  }
  return {
    ids: Int32Array.from(ids),
    flags: null,
    low: Float64Array.from(texts, (text, i) => text + 0.5 * names[i]!),
    // its parts of the full score are the same sums (nothing left to measure)
    parts: { text: Float64Array.from(texts), name: Float64Array.from(names) },
  };
}

/**
 * The list of an exact word that starts other words, from the lists of every vocabulary word it
 * starts (`own`: the position of the word itself among them, -1 when it is none): a product with
 * one of them in search_text; flags 1 when the word itself is whole there, 2 when it is whole in
 * the name or brand, 4 when it starts a word there.
 */
export function prefixList(lists: VocabularyList[], own: number): WordList {
  const width = lists.length;
  const all = merged(lists);
  const ids: number[] = [];
  const flags: number[] = [];
  for (let r = 0; r < all.ids.length; r++) {
    let any = 0;
    for (let j = 0; j < width; j++) any |= all.where[r * width + j]!;
    if (!(any & 1)) continue;
    const mine = own < 0 ? 0 : all.where[r * width + own]!;
    ids.push(all.ids[r]!);
    flags.push((mine & 3) | (any & 2 ? 4 : 0));
  }
  return { ids: Int32Array.from(ids), flags: Uint8Array.from(flags), low: null, parts: null };
}

/** The vocabulary's words, in code point order (for the words a prefix starts). */
export async function loadWords(db: Db): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`SELECT ${column(searchWords.word)} AS word FROM ${searchWords}`,
  );
  return rows.map((r) => r.word).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The words of a sorted vocabulary that start with `prefix`. */
export function wordsStarting(words: string[], prefix: string): string[] {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i++) out.push(words[i]!);
  return out;
}

/** A word read from product_search's vector: a word that starts others, or a typo that does. */
function vectorListQuery(w: PlannedWord): SQL {
  const b = bounds(w, 0);
  const inner = sql`SELECT ${productSearch.productId} AS id, ${sql.join(b.flags, sql`, `)}
    FROM ${productSearch} WHERE ${productSearch.isActive} AND ${vectorMatches(w, narrow)} OFFSET 0`;
  if (w.fuzzy)
    return sql`SELECT string_agg(id::text, ',') AS packed, string_agg((${b.low})::float8::text, ',') AS low
      FROM (${inner}) f`;
  return sql`SELECT string_agg((id::int8 * 8 + wb0::int + 2 * wa0::int + 4 * pa0::int)::text, ',') AS packed,
      NULL AS low
    FROM (${inner}) f`;
}

export async function loadVectorList(db: Db, w: PlannedWord): Promise<WordList> {
  const [row] = await queryRows<{ packed: string | null; low: string | null }>(
    db,
    vectorListQuery(w),
  );
  const packed = numbers(row?.packed ?? null);
  const ids = w.fuzzy ? packed : packed.map((p) => Math.floor(p / 8));
  const lows = w.fuzzy ? numbers(row?.low ?? null) : [];
  const order = idOrder(ids);
  const at = (i: number) => (order ? order[i]! : i);
  return {
    ids: Int32Array.from(ids, (_, i) => ids[at(i)]!),
    flags: w.fuzzy ? null : Uint8Array.from(ids, (_, i) => packed[at(i)]! % 8),
    low: w.fuzzy ? Float64Array.from(ids, (_, i) => lows[at(i)]!) : null,
    parts: null,
  };
}
