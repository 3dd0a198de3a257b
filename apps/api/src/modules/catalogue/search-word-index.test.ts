import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { products, productWords } from './catalogue.tables';
import { searchCatalogue, suggestSearch } from './search.service';
import { SearchWordIndex } from './search-word-index';
import { refreshSearchSoldCounts } from './search-sold-counts';
import { planSearch, planWords, searchWords } from './search-words';

// The search's in-process word index ranks, counts and facets matches in the API process
// instead of PostgreSQL (search-indexed-rank.ts). It must answer exactly what PostgreSQL's
// ranking answers, follow the catalogue's state, read sales again in time, and stay bounded.

const TERMS = [
  'atta aashirvad',
  'aashirvaad',
  'tumeric',
  'turmeric powder',
  'masala',
  'masla',
  'garam masala',
  'masala garam',
  'rice chawal',
  'chawal',
  'basmati rice india gate',
  'oil',
  'oils',
  'sunflower oil',
  'haldi',
  'toor',
  'arhar',
  'dal toor',
  'bhujiya',
  'namkeen bhujia',
  'ghee',
  'tea',
  'chai',
  'soap',
  'sabun',
  'a',
  'ma',
  '5 kg',
  'zzzqqq',
  'atta zzzqqq',
];

describe.each(DB_KINDS)('the search word index on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers every search and suggestion exactly as PostgreSQL ranks them', async () => {
    const db = t.database.readDb;
    const index = new SearchWordIndex(() => 'one state');
    for (const terms of TERMS) {
      // planned from the held vocabulary as from the database's
      expect(await index.plan(db, searchWords(terms)), terms).toEqual(
        await planSearch(db, searchWords(terms)),
      );
      for (const [pageNo, pageSize] of [
        [1, 20],
        [2, 7],
        [3, 5],
      ] as const) {
        const q = { terms, pageNo, pageSize, sort: 'relevance' as const };
        expect(await searchCatalogue(db, q, index), `${terms} ${pageNo}`).toEqual(
          await searchCatalogue(db, q),
        );
      }
      expect(await suggestSearch(db, terms, index), terms).toEqual(await suggestSearch(db, terms));
    }
    // the answers came from the index
    expect(index.entryCount).toBeGreaterThan(100);
  });

  it('keeps what it read until the catalogue state changes, then reads again', async () => {
    const db = t.database.db;
    let state = 'first';
    const index = new SearchWordIndex(() => state);
    const q = { terms: 'masala', pageNo: 1, pageSize: 60, sort: 'relevance' as const };
    const before = await searchCatalogue(db, q, index);
    const gone = before.Products[0]!;
    await db.update(products).set({ isActive: false }).where(eq(products.id, gone.ProductId));
    try {
      // no catalogue change said: the same answer (a console edit always says it)
      expect((await searchCatalogue(db, q, index)).TotalCount).toBe(before.TotalCount);
      state = 'second';
      const after = await searchCatalogue(db, q, index);
      expect(after.TotalCount).toBe(before.TotalCount - 1);
      expect(after.Products.map((p) => p.ProductId)).not.toContain(gone.ProductId);
      expect(after).toEqual(await searchCatalogue(db, q));
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, gone.ProductId));
    }
  });

  it('reads sales again after five minutes, answering from the old table until the new one is in', async () => {
    const db = t.database.db;
    let now = 1_000_000;
    const index = new SearchWordIndex(() => 'sales', { now: () => now });
    const plan = await planWords(db, searchWords('masala'));
    const { table } = await index.read(db, plan);
    const id = table.ids[0]!;
    const soldOf = (tbl: typeof table) => tbl.sold[tbl.ids.indexOf(id)];
    const was = soldOf(table);
    await db
      .update(products)
      .set({ soldCount: was! + 777 })
      .where(eq(products.id, id));
    // a sale reaches the search tables on their next refresh (every minute)
    await refreshSearchSoldCounts(db);
    try {
      now += 4 * 60_000;
      expect(soldOf((await index.read(db, plan)).table)).toBe(was);
      now += 2 * 60_000;
      // past its time: this read still answers from the old table while the new one is read
      expect(soldOf((await index.read(db, plan)).table)).toBe(was);
      let sold = was;
      for (let i = 0; i < 100 && sold === was; i++) {
        await new Promise((r) => setTimeout(r, 20));
        sold = soldOf((await index.read(db, plan)).table);
      }
      expect(sold).toBe(was! + 777);
    } finally {
      await db.update(products).set({ soldCount: was! }).where(eq(products.id, id));
      await refreshSearchSoldCounts(db);
    }
  });

  it('reads every vocabulary word in the background once a state has held, and answers the same', async () => {
    const db = t.database.readDb;
    const index = new SearchWordIndex(() => 'warm', { warmAfterMs: 0 });
    await index.read(db, []);
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM ${productWords} WHERE ${sql.identifier('is_active')}`,
    );
    const n = Number(row!.n);
    for (let i = 0; i < 200 && index.entryCount < n; i++)
      await new Promise((r) => setTimeout(r, 25));
    // every active product's every word is held before any search asked for it
    expect(index.entryCount).toBe(n);
    for (const terms of ['tumeric', 'masala garam', 'oil']) {
      const q = { terms, pageNo: 1, pageSize: 20, sort: 'relevance' as const };
      expect(await searchCatalogue(db, q, index), terms).toEqual(await searchCatalogue(db, q));
    }
  });

  it('holds at most its bound of products in its lists, the least recently used dropped first', async () => {
    const db = t.database.db;
    const index = new SearchWordIndex(() => 'bounded', { maxEntries: 40 });
    for (const word of ['masala', 'rice', 'oil', 'atta', 'dal', 'tea']) {
      await index.read(db, await planWords(db, [word]));
      expect(index.entryCount, word).toBeLessThanOrEqual(40);
    }
    // what it dropped is read again when asked: answers stay right
    const q = { terms: 'masala', pageNo: 1, pageSize: 20, sort: 'relevance' as const };
    expect(await searchCatalogue(db, q, index)).toEqual(await searchCatalogue(db, q));
  });
});
