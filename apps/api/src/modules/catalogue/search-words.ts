import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { visibleCategories } from './category-tree';
import { categories, searchWords as vocabulary } from './catalogue.tables';
import { searchFormOf } from './search-hinglish';

type Text = AnyColumn | SQL;

export const MAX_SEARCH_WORDS = 8;
export const MAX_WORD_LENGTH = 30;
/** Shorter words match by prefix only: trigrams of one or two letters match almost anything. */
export const MIN_TRIGRAM_WORD = 3;
/**
 * Trigram word similarity a misspelt word needs ("tumeric" ~ "turmeric" is 0.55); migration
 * 0016's search_near_words holds it too.
 */
export const TYPO_SIMILARITY = 0.45;

/**
 * The words of a search: lower-cased letters and digits only (decimals like 1.5 kept whole),
 * letter-digit runs split ("5kg" -> "5", "kg"), de-duplicated, at most 8 of at most 30 chars.
 * Nothing else survives, so a word is always safe inside a tsquery. A word in Devanagari becomes
 * its loose Latin form (आटा -> ata), which the index holds for Hindi names and Hinglish words.
 */
export function searchWords(terms: string): string[] {
  const tokens =
    terms
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{N}+(?:\.\p{N}+)?|[\p{L}\p{M}]+/gu) ?? [];
  // a Devanagari word searches as its loose Latin form, the form the index holds (search-hinglish.ts)
  const words = tokens.map((t) => searchFormOf(t).slice(0, MAX_WORD_LENGTH)).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A word of the search vocabulary close to a misspelt search word, and how close (0 to 1). */
export interface NearWord {
  word: string;
  similarity: number;
}

/**
 * A search word and whether it may match by trigrams (typos) or only as a word prefix; `near`
 * holds the vocabulary's words within TYPO_SIMILARITY of it, closest first (words of 3+ letters);
 * `starts` says some vocabulary word starts with it, `alone` that it is the only one (itself).
 */
export interface PlannedWord {
  word: string;
  fuzzy: boolean;
  near: NearWord[];
  starts: boolean;
  alone: boolean;
}

/**
 * The word matches by one vocabulary word only: itself, held alone, or (a typo no vocabulary
 * word starts with) its only near word. Then each product has one product_words row for it.
 */
export const byOneWord = (w: PlannedWord) => (w.fuzzy ? !w.starts && w.near.length === 1 : w.alone);

/** At most this many vocabulary words stand in for one misspelt word. */
export const MAX_NEAR_WORDS = 20;

const tsvectorOf = (text: Text) => sql`to_tsvector('simple', ${text})`;
const prefixQuery = (word: string) => sql`to_tsquery('simple', ${`${word}:*`})`;

/** True when some word of `text` starts with the word (a category's name, a brand). */
export const prefixMatches = (text: Text, word: string): SQL =>
  sql`${tsvectorOf(text)} @@ ${prefixQuery(word)}`;

/**
 * Prefix match, or for a fuzzy word also a trigram match: word similarity of at least
 * TYPO_SIMILARITY, as the `<%` operator tests it (in float8, the threshold's type), but with no
 * setting to make first (for small sets: a category's name, the brands of matching products).
 */
export function wordMatches(text: Text, w: PlannedWord): SQL {
  const prefix = prefixMatches(text, w.word);
  return w.fuzzy
    ? sql`(${prefix} OR word_similarity(${w.word}, ${text})::float8 >= ${sql.raw(`${TYPO_SIMILARITY}::float8`)})`
    : prefix;
}

/**
 * How well the words match `text`: per word, trigram similarity plus 1 when it is a whole word
 * of the text or 0.5 when it only starts one (for category names and brands; products rank by
 * search-rank.ts, which computes the same from their search vector).
 */
export function matchScore(text: Text, words: PlannedWord[]): SQL<number> {
  const parts = words.map(
    ({ word }) => sql`(word_similarity(${word}, ${text}) + CASE
      WHEN ${tsvectorOf(text)} @@ to_tsquery('simple', ${word}) THEN 1
      WHEN ${prefixMatches(text, word)} THEN 0.5 ELSE 0 END)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/**
 * The vocabulary's words within the typo threshold of `w`, closest first, as JSON [word, similarity]
 * pairs: search_near_words (migration 0016) reads the vocabulary's trigram index with `<%`, the
 * threshold (TYPO_SIMILARITY) set by the function itself.
 */
const nearWords = (w: string) => sql`search_near_words(${w}::text, ${MAX_NEAR_WORDS}::int)`;

/** The categories a shopper can see (category-tree.ts's rule), as search needs them. */
export interface Visibility {
  /** active categories under active parents up to the top, in no particular order */
  visibleIds: number[];
  /** every category is visible */
  allVisible: boolean;
}

/** `visible` (their ids) and `all_visible` (every category is), from `v`. */
const visibilityColumns = sql`(SELECT json_agg(id) FROM v) AS visible,
  (SELECT count(*) FROM v) = (SELECT count(*) FROM ${categories}) AS all_visible`;

/**
 * Plans each word from the search vocabulary (search_words, every word of the products' search
 * vectors) in one query: a word that starts a vocabulary word matches only so ("chai" must not
 * find "chana"); one that starts none is taken as a typo and matches by its near words. A word
 * left in the vocabulary by a withdrawn product finds nothing, and the search then retries with
 * every word fuzzy (withFallback in search.service). The same query tells which categories are
 * visible (a search needs no more of the category tree), so a search starts with one round trip.
 */
export async function planSearch(
  db: Db,
  words: string[],
): Promise<{ plan: PlannedWord[]; visibility: Visibility }> {
  const long = (w: string) => w.length >= MIN_TRIGRAM_WORD;
  // one SELECT per word, the word a bound value the planner can use
  // a word that starts no vocabulary word is a typo: its near words come in the same query (the
  // subquery is kept whole by OFFSET 0, so `hit` is found once and they are looked up only then)
  const perWord = words.map((w) =>
    long(w)
      ? sql`SELECT word, hit, alone, CASE WHEN hit THEN NULL ELSE ${nearWords(w)} END AS near
        FROM (SELECT ${w}::text AS word,
          EXISTS (SELECT 1 FROM ${vocabulary} s WHERE s.word LIKE ${`${w}%`}) AS hit,
          NOT EXISTS (SELECT 1 FROM ${vocabulary} s WHERE s.word LIKE ${`${w}%`} AND s.word <> ${w}) AS alone
          OFFSET 0) x`
      : sql`SELECT ${w}::text AS word, true AS hit, false AS alone, NULL::json AS near`,
  );
  const rows = await queryRows<{
    word: string;
    hit: boolean;
    alone: boolean;
    near: [string, number][] | null;
    visible: number[] | null;
    all_visible: boolean;
  }>(
    db,
    sql`WITH RECURSIVE ${visibleCategories}
      SELECT w.*, ${visibilityColumns}
      FROM (${sql.join(perWord, sql` UNION ALL `)}) w`,
  );
  const byWord = new Map(rows.map((r) => [r.word, r]));
  const plan = words.map((word) => {
    const { hit = false, alone = false, near = null } = byWord.get(word) ?? {};
    return {
      word,
      fuzzy: long(word) && !hit,
      near: (near ?? []).map(([n, similarity]) => ({ word: n, similarity })),
      starts: hit,
      alone: hit && alone,
    };
  });
  const visibility = {
    visibleIds: rows[0]?.visible ?? [],
    allVisible: rows[0]?.all_visible ?? false,
  };
  return { plan, visibility };
}

/** The categories a shopper can see, as planSearch reads them (for a plan made elsewhere). */
export async function loadVisibility(db: Db): Promise<Visibility> {
  const [row] = await queryRows<{ visible: number[] | null; all_visible: boolean }>(
    db,
    sql`WITH RECURSIVE ${visibleCategories} SELECT ${visibilityColumns}`,
  );
  return { visibleIds: row?.visible ?? [], allVisible: row?.all_visible ?? false };
}

/**
 * Plans each word as planSearch does, from a vocabulary held in memory (`starting(w)`: its
 * words that start with w): only a misspelt word's near words are asked of the database.
 */
export async function planFromVocabulary(
  db: Db,
  words: string[],
  starting: (word: string) => string[],
): Promise<PlannedWord[]> {
  const plan = words.map((word) => {
    if (word.length < MIN_TRIGRAM_WORD)
      return { word, fuzzy: false, near: [], starts: true, alone: false };
    const started = starting(word);
    const hit = started.length > 0;
    return {
      word,
      fuzzy: !hit,
      near: [],
      starts: hit,
      alone: hit && started.length === 1 && started[0] === word,
    };
  });
  return withNearWords(db, plan);
}

/** Plans each word (planSearch) without the categories. */
export async function planWords(db: Db, words: string[]): Promise<PlannedWord[]> {
  return (await planSearch(db, words)).plan;
}

/** Looks up the near words of the fuzzy words that have none yet (one query). */
export async function withNearWords(db: Db, plan: PlannedWord[]): Promise<PlannedWord[]> {
  const missing = plan.filter((w) => w.fuzzy && w.near.length === 0).map((w) => w.word);
  if (missing.length === 0) return plan;
  const perWord = missing.map((w) => sql`SELECT ${w}::text AS word, ${nearWords(w)} AS near`);
  const rows = await queryRows<{ word: string; near: [string, number][] | null }>(
    db,
    sql.join(perWord, sql` UNION ALL `),
  );
  const near = new Map(rows.map((r) => [r.word, r.near ?? []]));
  return plan.map((w) =>
    near.has(w.word)
      ? { ...w, near: near.get(w.word)!.map(([word, similarity]) => ({ word, similarity })) }
      : w,
  );
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Trigram similarity of two words, as pg_trgm's similarity() counts it (0 to 1). */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/** A typo is shown corrected only to a word at least this close. */
const CORRECTION_SIMILARITY = 0.3;

/**
 * The terms as understood: each word taken as a typo (matched by trigrams) replaced by the
 * closest word of the names and brands found; null when no word was corrected.
 */
export function correctedTerms(
  plan: readonly Pick<PlannedWord, 'word' | 'fuzzy'>[],
  found: readonly string[],
): string | null {
  const vocabulary = [
    ...new Set(found.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u))),
  ].filter((w) => w.length >= MIN_TRIGRAM_WORD);
  let changed = false;
  const words = plan.map(({ word, fuzzy }) => {
    if (!fuzzy) return word;
    let best = { word, score: CORRECTION_SIMILARITY };
    for (const candidate of vocabulary) {
      const score = trigramSimilarity(word, candidate);
      if (score > best.score) best = { word: candidate, score };
    }
    if (best.word !== word) changed = true;
    return best.word;
  });
  return changed ? words.join(' ') : null;
}
