import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inTransaction,
  sendTogether,
  sqlState,
  writeBeforeCommit,
  type Database,
  type Tx,
} from './client';
import { DB_KINDS, openEmptyDatabase } from '../test/harness';

const ids = async (database: Database) =>
  (
    (await database.db.execute(sql`SELECT id FROM t_sent ORDER BY id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);

describe.each(DB_KINDS)('statements sent together on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase(kind));
    await database.db.execute(sql`CREATE TABLE t_sent (id int PRIMARY KEY)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('commits the writes sent with the commit', async () => {
    const answer = await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`INSERT INTO t_sent VALUES (1)`);
      await writeBeforeCommit(tx, [sql`INSERT INTO t_sent VALUES (2)`]);
      return 'placed';
    });
    expect(answer).toBe('placed');
    expect(await ids(database)).toEqual([1, 2]);
  });

  it('throws the error of a failed write sent with the commit, and keeps none of the transaction', async () => {
    const failed = await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`INSERT INTO t_sent VALUES (3)`);
      // 1 is there already: the unique key refuses it
      await writeBeforeCommit(tx, [sql`INSERT INTO t_sent VALUES (1)`]);
      return 'placed';
    }).catch((e: unknown) => e);
    expect(sqlState(failed)).toBe('23505');
    expect(await ids(database)).toEqual([1, 2]);
  });

  it('refuses a write before the commit in a transaction inTransaction did not open', async () => {
    const refused = await database.db
      .transaction((tx) => writeBeforeCommit(tx as Tx, [sql`INSERT INTO t_sent VALUES (9)`]))
      .catch((e: unknown) => e);
    expect(String(refused)).toMatch(/needs a transaction opened by inTransaction/);
    expect(await ids(database)).toEqual([1, 2]);
  });

  it('runs statements sent together in the order given, each seeing the ones before it', async () => {
    const seen = await inTransaction(database.db, async (tx) => {
      const [insert, count] = sendTogether(tx, [
        () => tx.execute(sql`INSERT INTO t_sent VALUES (4)`),
        () => tx.execute(sql`SELECT count(*)::int AS n FROM t_sent`),
      ]);
      await insert;
      return ((await count) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(seen).toBe(3);
  });

  it('lets a caller skip a later answer after an earlier one failed, and the transaction fails whole', async () => {
    const failed = await inTransaction(database.db, async (tx) => {
      const [bad] = sendTogether(tx, [
        () => tx.execute(sql`SELECT 1 / 0`),
        () => tx.execute(sql`INSERT INTO t_sent VALUES (5)`),
      ]);
      await bad;
    }).catch((e: unknown) => e);
    expect(sqlState(failed)).toBe('22012');
    expect(await ids(database)).toEqual([1, 2, 4]);
  });

  it('begins a transaction whose first statement fails, and the connection serves the next one', async () => {
    for (let i = 0; i < 12; i++) {
      const failed = await inTransaction(database.db, (tx) => tx.execute(sql`SELECT 1 / 0`)).catch(
        (e: unknown) => e,
      );
      expect(sqlState(failed)).toBe('22012');
    }
    await inTransaction(database.db, (tx) => tx.execute(sql`INSERT INTO t_sent VALUES (6)`));
    expect(await ids(database)).toEqual([1, 2, 4, 6]);
  });
});

// the round trips themselves: PostgreSQL's pool pipelines, PGlite runs in its own thread
describe.each(DB_KINDS.filter((k) => k === 'postgres'))('round trips on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase(kind));
    await database.db.execute(sql`CREATE TABLE t_trips (id int PRIMARY KEY)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('sends begin with the first statements, and the last write with the commit: two socket writes', async () => {
    let writes = 0;
    let restore = () => {};
    await inTransaction(database.db, async (tx) => {
      // counted from here: begin is still held, waiting for what follows it
      const socket = (tx as unknown as { session: { client: { connection: { stream: Socket } } } })
        .session.client.connection.stream;
      const own = socket as unknown as Record<'_write' | '_writev', (...a: unknown[]) => unknown>;
      const [write, writev] = [own._write, own._writev];
      own._write = (...a) => (writes++, write.apply(socket, a));
      own._writev = (...a) => (writes++, writev.apply(socket, a));
      restore = () => ([own._write, own._writev] = [write, writev]);
      const [locked, read] = sendTogether(tx, [
        () => tx.execute(sql`SELECT 1 AS locked`),
        () => tx.execute(sql`SELECT count(*)::int AS n FROM t_trips`),
      ]);
      await Promise.all([locked, read]);
      expect(writes).toBe(1);
      await writeBeforeCommit(tx, [sql`INSERT INTO t_trips VALUES (1)`]);
    });
    restore();
    expect(writes).toBe(2);
    expect(
      ((await database.db.execute(sql`SELECT id FROM t_trips`)) as unknown as { rows: unknown[] })
        .rows,
    ).toEqual([{ id: 1 }]);
  });
});
