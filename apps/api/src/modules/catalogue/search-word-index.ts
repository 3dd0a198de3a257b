import type { Db } from '../../db/client';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import {
  aloneList,
  loadProducts,
  loadVectorList,
  loadVocabulary,
  loadWords,
  prefixList,
  fuzzyList,
  wordsStarting,
  type ProductTable,
  type VocabularyList,
  type WordList,
} from './search-word-lists';
import {
  loadVisibility,
  planFromVocabulary,
  type PlannedWord,
  type Visibility,
} from './search-words';

export { FLAG_LOW, FLAG_SLACK, type ProductTable, type WordList } from './search-word-lists';

// The search's in-process index: for each planned word the active products it matches, with
// the word's part of their rank bound, and one table of what ranking and facets read of every
// product (sales, price, category, brand, active), all read from the database as
// search-word-lists.ts says. A search intersects its words' lists and ranks, counts and facets
// the matches here; PostgreSQL measures only the closeness of the few matches that can still
// change the page and that no earlier search measured (kept per word and product), and draws
// the page (search-indexed-rank.ts).
//
// Why: a broad word ("classic": 18,000 products) cost PostgreSQL a scan and four passes of its
// matches on every search; here it is read once, and a typo's near words' lists serve every
// typo near them. Everything follows the catalogue cache's state: a catalogue change (every
// console edit, import or setting bumps it) empties the index in every process. Sales change
// with orders, not the state, so the product table is read again in the background after
// PRODUCTS_TTL_MS; until then the old one serves.
//
// Memory: a vocabulary word's list holds 13 bytes a product (id, where the word is, its stored
// name score), a made list 5 (id and flags) to 21 (with its parts); lists are bounded by
// MAX_ENTRIES products in all, least recently used dropped first. The product table is 21 bytes
// a product (about 2 MB at 100,000); measured parts are bounded by MAX_PARTS.

export const MAX_ENTRIES = 4_000_000;
const PRODUCTS_TTL_MS = 5 * 60_000;
/** Measured parts kept in all, past which they are all dropped (about 100 bytes each). */
const MAX_PARTS = 200_000;

/** A word's measured parts of the full score per product: [in search_text, in name and brand]. */
export type WordParts = Map<number, [number, number]>;

/** The key of a planned word: what decides its matches and bounds. */
const keyOf = (w: PlannedWord) =>
  JSON.stringify([w.word, w.fuzzy, w.near.map((n) => [n.word, n.similarity])]);

/** A word that starts more vocabulary words than this is read from the vector instead. */
const MAX_PREFIX_WORDS = 32;
/** How long the app's index waits after a catalogue change before warming (edits come in runs). */
const WARM_AFTER_MS = 2000;
/** Vocabulary words read in one query while warming. */
const WARM_BATCH = 50;

export interface SearchWordIndexOptions {
  /** products held in all lists */
  maxEntries?: number;
  now?: () => number;
  /**
   * After a new state has held this long, read every vocabulary word's list in the background
   * (so no search waits for one); undefined: only as searches ask.
   */
  warmAfterMs?: number;
}

interface Held<T> {
  value: Promise<T>;
  size: number;
}

/** A value read once and shared by every caller; a failed read is dropped, so the next one asks again. */
class ReadOnce<T> {
  private value: Promise<T> | undefined;

  get(read: () => Promise<T>): Promise<T> {
    if (!this.value) {
      const value = read();
      value.catch(() => {
        if (this.value === value) this.value = undefined;
      });
      this.value = value;
    }
    return this.value;
  }

  clear(): void {
    this.value = undefined;
  }
}

export class SearchWordIndex {
  private state: string | undefined;
  /** vocabulary words' lists ('v' keys) and vector-read planned words' lists */
  private lists = new Map<string, Held<VocabularyList | WordList>>();
  private size = 0;
  private table: { value: Promise<ProductTable>; loadedAt: number } | undefined;
  private refreshing = false;
  private parts = new Map<string, WordParts>();
  private partCount = 0;
  private readonly words = new ReadOnce<string[]>();
  private readonly visible = new ReadOnce<Visibility>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly currentState: () => string,
    private readonly options: SearchWordIndexOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  /** The product table and each planned word's list, read from the database where not held. */
  async read(db: Db, plan: PlannedWord[]): Promise<{ table: ProductTable; lists: WordList[] }> {
    this.follow(db);
    const prefixed = plan.some((w) => !w.alone);
    const words = prefixed ? await this.vocabularyWords(db) : [];
    // the vocabulary words each planned word is made of (those it starts, its near words);
    // null: read from the vector (a word starting too many)
    const madeOf = plan.map((w): { started: string[]; near: string[] } | null => {
      const started = w.alone ? [w.word] : w.starts ? wordsStarting(words, w.word) : [];
      if (started.length > MAX_PREFIX_WORDS) return null;
      return { started, near: w.fuzzy ? w.near.map((n) => n.word) : [] };
    });
    const vocabulary = this.vocabulary(
      db,
      plan.flatMap((w, i) => {
        const of = madeOf[i];
        // a word's list made of vocabulary words' lists is made once and held
        if (!of || this.lists.has(keyOf(w))) return [];
        return [...of.started, ...of.near];
      }),
    );
    const listsOf = async (names: string[]) => {
      const v = await vocabulary;
      return names.map((n) => v.get(n)!);
    };
    const listOf = async (w: PlannedWord, i: number): Promise<WordList> => {
      const of = madeOf[i];
      if (!of) return this.held(keyOf(w), () => loadVectorList(db, w));
      const own = of.started.indexOf(w.word);
      return this.held(keyOf(w), async () => {
        if (w.fuzzy) return fuzzyList(w, await listsOf(of.started), own, await listsOf(of.near));
        return w.alone
          ? aloneList((await listsOf(of.started))[0]!)
          : prefixList(await listsOf(of.started), own);
      });
    };
    const [table, ...lists] = await Promise.all([this.products(db), ...plan.map(listOf)]);
    return { table: table as ProductTable, lists: lists as WordList[] };
  }

  /**
   * A search's plan and the visible categories, as planSearch answers them, from the held
   * vocabulary and category tree: the database is asked only for a misspelt word's near words.
   */
  async plan(db: Db, words: string[]): Promise<{ plan: PlannedWord[]; visibility: Visibility }> {
    this.follow(db);
    const vocabulary = await this.vocabularyWords(db);
    const [plan, visibility] = await Promise.all([
      planFromVocabulary(db, words, (w) => wordsStarting(vocabulary, w)),
      this.visibility(db),
    ]);
    return { plan, visibility };
  }

  /** Empties the index when the catalogue state changed (and warms it for the new one). */
  private follow(db: Db): void {
    const state = this.currentState();
    if (state === this.state) return;
    this.state = state;
    this.lists.clear();
    this.size = 0;
    this.table = undefined;
    this.parts.clear();
    this.partCount = 0;
    this.words.clear();
    this.visible.clear();
    this.scheduleWarm(db, state);
  }

  /** The visible categories, read once a state (a category edit changes the state). */
  private visibility(db: Db): Promise<Visibility> {
    return this.visible.get(() => loadVisibility(db));
  }

  /** The vocabulary's words in code point order, read once a state. */
  private vocabularyWords(db: Db): Promise<string[]> {
    return this.words.get(() => loadWords(db));
  }

  /** Reads every vocabulary word's list in the background, once the state has held a while. */
  private scheduleWarm(db: Db, state: string): void {
    if (this.options.warmAfterMs === undefined) return;
    const warm = async () => {
      const words = await this.vocabularyWords(db);
      for (let i = 0; i < words.length && this.state === state; i += WARM_BATCH) {
        const batch = words.slice(i, i + WARM_BATCH).filter((w) => !this.lists.has(`v${w}`));
        if (batch.length) await this.vocabulary(db, batch);
      }
    };
    setTimeout(() => {
      if (this.state === state) warm().catch(() => undefined); // searches read what they need
    }, this.options.warmAfterMs).unref();
  }

  /** The parts measured so far of a word of the plan read last (kept with its state). */
  partsOf(w: PlannedWord): WordParts {
    const key = keyOf(w);
    let held = this.parts.get(key);
    if (!held) {
      held = new Map();
      this.parts.set(key, held);
    }
    return held;
  }

  /** Keeps a product's measured parts of a word (all are dropped past MAX_PARTS). */
  keepParts(held: WordParts, productId: number, part: [number, number]): void {
    if (this.partCount >= MAX_PARTS) {
      for (const m of this.parts.values()) m.clear();
      this.partCount = 0;
    }
    held.set(productId, part);
    this.partCount++;
  }

  /** How many products the lists hold in all. */
  get entryCount(): number {
    return this.size;
  }

  /** Vocabulary words' lists: those held, the others read in one query. */
  private async vocabulary(db: Db, words: string[]): Promise<Map<string, VocabularyList>> {
    const unique = [...new Set(words)];
    const missing = unique.filter((w) => !this.lists.has(`v${w}`));
    const read = missing.length ? loadVocabulary(db, missing) : undefined;
    const lists = await Promise.all(
      unique.map(
        (w) => this.held(`v${w}`, async () => (await read!).get(w)!) as Promise<VocabularyList>,
      ),
    );
    return new Map(unique.map((w, i) => [w, lists[i]!]));
  }

  private products(db: Db): Promise<ProductTable> {
    const held = this.table;
    if (!held || (!this.refreshing && this.now() - held.loadedAt >= PRODUCTS_TTL_MS)) {
      const state = this.state;
      const fresh = { value: loadProducts(db), loadedAt: this.now() };
      fresh.value.catch(() => {
        if (this.table === fresh) this.table = undefined;
      });
      if (!held) this.table = fresh;
      else {
        // the old table serves until the new one is read
        this.refreshing = true;
        fresh.value
          .then(
            () => {
              if (this.state === state) this.table = fresh;
            },
            () => undefined,
          )
          .finally(() => {
            this.refreshing = false;
          });
      }
    }
    return this.table!.value;
  }

  /** A list held under `key`, or read by `load` and held (most recently used kept longest). */
  private held<T extends VocabularyList | WordList>(
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const held = this.lists.get(key);
    if (held) {
      this.lists.delete(key);
      this.lists.set(key, held);
      return held.value as Promise<T>;
    }
    const entry: Held<T> = { value: load(), size: 0 };
    this.lists.set(key, entry);
    const state = this.state;
    entry.value.then(
      (list) => {
        if (this.lists.get(key) !== entry || this.state !== state) return;
        entry.size = list.ids.length;
        this.size += entry.size;
        this.trim();
      },
      () => {
        if (this.lists.get(key) === entry) this.lists.delete(key);
      },
    );
    return entry.value;
  }

  private trim(): void {
    for (const [key, entry] of this.lists) {
      if (this.size <= this.maxEntries) return;
      this.lists.delete(key);
      this.size -= entry.size;
    }
  }
}

const indexes = new WeakMap<CatalogueCache, SearchWordIndex>();

/** The process's word index, following the catalogue cache's state. */
export function searchIndexFor(cache: CatalogueCache): SearchWordIndex {
  let index = indexes.get(cache);
  if (!index) {
    index = new SearchWordIndex(() => cache.state, { warmAfterMs: WARM_AFTER_MS });
    indexes.set(cache, index);
  }
  return index;
}
