import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { createPostgresDatabase, DB_KINDS, type DbKind } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { enqueueJob, runDueJobs, startJobWorker, type JobHandlers } from './jobs';

// Jobs of one sequence (a shopper's messages) run one at a time in the order written, whatever
// fails and however many workers run; jobs of other sequences, or of none, are not held.

async function openKind(kind: DbKind): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    return { database, drop: () => database.close() };
  }
  const pg = await createPostgresDatabase();
  const database = await openDatabase({ dataDir: '', databaseUrl: pg.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await pg.drop();
    },
  };
}

/** Handlers of one kind, 'note', recording each run's name; `failing` names fail. */
function noting(ran: string[], failing: Set<string>): JobHandlers {
  return {
    note: async (payload) => {
      const name = String(payload.name);
      ran.push(name);
      if (failing.has(name)) throw new Error(`${name} failed`);
    },
  };
}

describe.each(DB_KINDS)('job sequences on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  const ran: string[] = [];
  const failing = new Set<string>();

  const add = (name: string, sequence?: string) =>
    enqueueJob(database.db, 'note', { name }, sequence ? { sequence } : {});
  /** Makes a waiting job due now (its retry delay or lease over). */
  const dueNow = (name: string) =>
    database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE payload->>'name' = ${name}`);

  beforeAll(async () => {
    ({ database, drop } = await openKind(kind));
  });
  afterAll(() => drop?.());
  beforeEach(async () => {
    ran.length = 0;
    failing.clear();
    await database.db.execute(sql`DELETE FROM jobs`);
  });

  it('drains a backlog round after round, not one round of 20 an interval', async () => {
    for (let i = 0; i < 45; i++) await add(`backlog-${i}`);
    const at: number[] = [];
    const interval = 3000;
    const stop = startJobWorker(
      database.db,
      { note: async () => void at.push(Date.now()) },
      undefined,
      { intervalMs: interval },
    );
    try {
      for (let i = 0; i < 400 && at.length < 45; i++) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await stop();
    }
    expect(at).toHaveLength(45);
    // three rounds (20, 20, 5) one after another: all within one interval of the first job
    expect(at[44]! - at[0]!).toBeLessThan(interval);
    const [left] = await queryRows<{ n: number | string }>(
      database.db,
      sql`SELECT count(*) AS n FROM jobs WHERE done_at IS NULL`,
    );
    expect(Number(left!.n)).toBe(0);
  });

  it("runs a round's jobs side by side, unsequenced jobs of one kind in the order written", async () => {
    for (let i = 0; i < 4; i++) await add(`s${i}`, `shopper:${i}`);
    for (let i = 0; i < 4; i++) await enqueueJob(database.db, 'live', { i });
    let atOnce = 0;
    let most = 0;
    const live: number[] = [];
    const slow = async (ms: number, work: () => void) => {
      most = Math.max(most, ++atOnce);
      await new Promise((r) => setTimeout(r, ms));
      work();
      atOnce--;
    };
    const ran = await runDueJobs(database.db, {
      note: () => slow(20, () => undefined),
      // a later "live" job finishes sooner: run side by side, they would end out of order
      live: ({ i }) => slow(10 * (4 - Number(i)), () => void live.push(Number(i))),
    });
    expect(ran).toBe(8);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    expect(live).toEqual([0, 1, 2, 3]);
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL`,
    );
    expect(left!.n).toBe(0);
  });

  it('holds a sequence behind its failed job until that job is done, and no other', async () => {
    await add('a1', 'order:1');
    await add('a2', 'order:1');
    await add('a3', 'order:1');
    await add('b1', 'order:2');
    await add('c');
    failing.add('a1');
    await runDueJobs(database.db, noting(ran, failing));
    expect(ran).toEqual(['a1', 'b1', 'c']);

    // a1 waits out its retry delay; nothing of its sequence runs meanwhile
    ran.length = 0;
    await runDueJobs(database.db, noting(ran, failing));
    expect(ran).toEqual([]);

    failing.clear();
    await dueNow('a1');
    await runDueJobs(database.db, noting(ran, failing));
    // back to back in one call, in the order written
    expect(ran).toEqual(['a1', 'a2', 'a3']);
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL`,
    );
    expect(left!.n).toBe(0);
  });

  it('lets the sequence go on once a job is given up', async () => {
    await add('a1', 'order:1');
    await add('a2', 'order:1');
    failing.add('a1');
    await database.db.execute(sql`UPDATE jobs SET attempts = 7 WHERE payload->>'name' = 'a1'`);
    await runDueJobs(database.db, noting(ran, failing));
    expect(ran).toEqual(['a1']); // its last attempt: held during the retry delay as before
    ran.length = 0;
    await dueNow('a1');
    await runDueJobs(database.db, noting(ran, failing));
    expect(ran).toEqual(['a2']);
  });
});

describeRaces('two workers and job sequences', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openKind(kind));
  });
  afterAll(() => drop?.());

  it('never runs two jobs of one sequence at once, and runs each job once in order', async () => {
    const sequences = ['s1', 's2', 's3', 's4'];
    for (let i = 0; i < 10; i++)
      for (const s of sequences) await enqueueJob(database.db, 'slow', { s, i }, { sequence: s });
    const running = new Map<string, number>();
    const order = new Map<string, number[]>(sequences.map((s) => [s, []]));
    let mostAtOnce = 0;
    let overlapAcross = 0;
    const handlers: JobHandlers = {
      slow: async ({ s, i }) => {
        const key = String(s);
        running.set(key, (running.get(key) ?? 0) + 1);
        mostAtOnce = Math.max(mostAtOnce, running.get(key)!);
        overlapAcross = Math.max(overlapAcross, [...running.values()].filter(Boolean).length);
        order.get(key)!.push(Number(i));
        await new Promise((r) => setTimeout(r, 5));
        running.set(key, running.get(key)! - 1);
      },
    };
    const worker = async () => {
      while ((await runDueJobs(database.db, handlers, undefined, 2)) > 0);
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(mostAtOnce).toBe(1);
    expect(overlapAcross).toBeGreaterThan(1); // other sequences were not held
    for (const s of sequences) expect(order.get(s)).toEqual([...Array(10).keys()]);
  });
});
