import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, openDatabase, sqlState, type Database, type Db } from './client';
import { DB_KINDS, openEmptyDatabase } from '../test/harness';
import { describeRaces } from '../test/races';

const rowsOf = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe.each(DB_KINDS)('transactions on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase(kind));
    await database.db.execute(sql`CREATE TABLE t_items (id int PRIMARY KEY, name text NOT NULL)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('keeps the SQLSTATE of a failed statement, and writes none of a failed transaction', async () => {
    const failed = await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`INSERT INTO t_items VALUES (1, 'atta')`);
      await tx.execute(sql`INSERT INTO t_items VALUES (1, 'again')`);
    }).catch((e: unknown) => e);
    expect(sqlState(failed)).toBe('23505');
    expect(await rowsOf(database.db, sql`SELECT * FROM t_items`)).toEqual([]);
    expect(sqlState(await database.db.execute(sql`SELECT 1 / 0`).catch((e: unknown) => e))).toBe(
      '22012',
    );
  });

  it('joins the caller transaction when given one, and commits all of it', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`INSERT INTO t_items VALUES (2, 'dal')`);
      await inTransaction(tx, (inner) =>
        inner.execute(sql`INSERT INTO t_items VALUES (3, 'rice')`),
      );
    });
    expect(await rowsOf(database.db, sql`SELECT id FROM t_items ORDER BY id`)).toEqual([
      { id: 2 },
      { id: 3 },
    ]);
  });
});

describe('PGlite in its worker thread', () => {
  let database: Database;
  let inThread: PGlite;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: '', inMemory: true });
    inThread = await PGlite.create();
  });
  afterAll(async () => {
    await database.close();
    await inThread.close();
  });

  it('answers with the very values PGlite gives in this thread', async () => {
    const q = sql`SELECT 9007199254740993::int8 AS big, 5::int8 AS small, 1.50::numeric AS price,
      '{"a":[1,"x"]}'::jsonb AS doc, '\\x00ff10'::bytea AS bytes,
      '2026-01-02 03:04:05.678+05:30'::timestamptz AS at, '2026-01-02'::date AS day,
      '1 day'::interval AS span, ARRAY[1,2]::int[] AS ints, ARRAY['2026-01-02']::date[] AS days,
      ARRAY[now(), now()]::timestamptz[] IS NOT NULL AS ok, NULL::timestamptz AS nothing`;
    const here = drizzle(inThread);
    expect(await database.db.execute(q)).toEqual(await here.execute(q));
    const bytes = (await rowsOf(database.db, q))[0]!.bytes;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...(bytes as Uint8Array)]).toEqual([0, 255, 16]);
  });

  it('keeps the HTTP thread free while a slow query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    try {
      await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(2);
  });

  it('lets nothing from outside run between BEGIN and COMMIT', async () => {
    await database.db.execute(sql`CREATE TABLE t_gate (n int)`);
    const events: string[] = [];
    let inside!: () => void;
    const begun = new Promise<void>((r) => (inside = r));
    const tx = inTransaction(database.db, async (t) => {
      await t.execute(sql`INSERT INTO t_gate VALUES (1)`);
      inside();
      await new Promise((r) => setTimeout(r, 100));
      await t.execute(sql`INSERT INTO t_gate VALUES (2)`);
      events.push('commit');
    });
    await begun;
    const outside = rowsOf(database.db, sql`SELECT count(*)::int AS n FROM t_gate`).then((r) => {
      events.push('outside');
      return r[0]!.n;
    });
    await tx;
    expect(await outside).toBe(2);
    expect(events).toEqual(['commit', 'outside']);
  });
});

// Two serializable transactions that read, then write, the same row: PostgreSQL aborts one of
// them with 40001; with `retry` it runs again on the new value and both commit.
describeRaces('serializable races', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase(kind));
    await database.db.execute(sql`CREATE TABLE t_counter (id int PRIMARY KEY, n int NOT NULL)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  /** Two read-then-write increments that both read before either writes, the first time. */
  async function race(retry: boolean) {
    await database.db.execute(sql`DELETE FROM t_counter`);
    await database.db.execute(sql`INSERT INTO t_counter VALUES (1, 0)`);
    let reads = 0;
    let attempts = 0;
    let bothRead!: () => void;
    const barrier = new Promise<void>((r) => (bothRead = r));
    const states: (string | undefined)[] = [];
    const increment = async (first: { ran: boolean }) =>
      inTransaction(
        database.db,
        async (tx) => {
          attempts++;
          const [row] = await rowsOf(tx as never, sql`SELECT n FROM t_counter WHERE id = 1`);
          if (!first.ran) {
            first.ran = true;
            if (++reads === 2) bothRead();
            await barrier;
          }
          await tx.execute(sql`UPDATE t_counter SET n = ${(row!.n as number) + 1} WHERE id = 1`);
        },
        { retry, isolationLevel: 'serializable' },
      ).catch((err: unknown) => {
        states.push(sqlState(err));
        throw err;
      });
    const results = await Promise.allSettled([
      increment({ ran: false }),
      increment({ ran: false }),
    ]);
    const [row] = await rowsOf(database.db, sql`SELECT n FROM t_counter WHERE id = 1`);
    return { results: results.map((r) => r.status), n: row!.n, states, attempts };
  }

  it('without retry, one of the two fails with 40001 and only one increment lands', async () => {
    const { results, n, states, attempts } = await race(false);
    expect(attempts).toBe(2);
    expect(results.sort()).toEqual(['fulfilled', 'rejected']);
    expect(states).toEqual(['40001']);
    expect(n).toBe(1);
  });

  it('with retry, the aborted one runs again and both commit', async () => {
    const { results, n, states, attempts } = await race(true);
    expect(results).toEqual(['fulfilled', 'fulfilled']);
    // one 40001, answered by one more run
    expect(attempts).toBe(3);
    expect(states).toEqual([]);
    expect(n).toBe(2);
  });
});

// An in-memory database's thread is kept for the next one (pglite-remote.ts): the first
// database, closed again or killed after that, must not end the thread the second now runs on
describe('in-memory PGlite threads', () => {
  it('are taken up by the next database, which a second close of the first leaves alone', async () => {
    const first = await openDatabase({ dataDir: '', inMemory: true });
    await first.db.execute(sql`CREATE TABLE t_first (id int)`);
    await first.close();
    const second = await openDatabase({ dataDir: '', inMemory: true });
    try {
      // a fresh database on that thread: none of the first one's tables
      expect(await rowsOf(second.db, sql`SELECT to_regclass('t_first') IS NULL AS gone`)).toEqual([
        { gone: true },
      ]);
      await first.close();
      expect(await rowsOf(second.db, sql`SELECT 1 + 1 AS two`)).toEqual([{ two: 2 }]);
      await expect(first.db.execute(sql`SELECT 1`)).rejects.toThrow();
    } finally {
      await second.close();
    }
  });
});
