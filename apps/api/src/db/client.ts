import { mkdirSync, renameSync, existsSync, rmSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations, type SQL, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { apiSrcPath } from '../api-paths';
import * as schema from './tables';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteRemote } from './pglite-remote';
import { ReplicaPool } from './read-routing';
import { namedStatementsClient } from './named-statements';
import { holdsWrites, pipelinedClient } from './pipelined-client';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction on the same schema. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/** What a service step takes: the database, or the transaction its caller opened. */
export type DbOrTx = Db | Tx;

/**
 * Runs reads side by side: on the pool, each on its own connection; on a transaction whose
 * connection pipelines (PostgreSQL's), sent together in one round trip; otherwise (PGlite) one
 * after another.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const sent = sendTogether<T>(db, reads);
  const out: unknown[] = [];
  for (const answer of sent) out.push(await answer);
  return out as unknown as T;
}

/**
 * Starts `steps` as readTogether does and answers each one's promise, so a caller can look at
 * the first before deciding whether it needs the others (whose failures are then its to ignore).
 * The steps run in the order given; on a transaction a later one runs after an earlier one ended,
 * as it would when awaited in turn.
 */
export function sendTogether<T extends readonly unknown[]>(
  db: DbOrTx,
  steps: { [K in keyof T]: () => Promise<T[K]> },
): { [K in keyof T]: Promise<T[K]> } {
  const all = steps as readonly (() => Promise<unknown>)[];
  const client = isTx(db) ? connectionOf(db) : undefined;
  let sent: Promise<unknown>[];
  if (!isTx(db) || holdsWrites(client)) {
    if (holdsWrites(client)) client.holdWrites();
    // Promise.resolve: a drizzle query runs each time it is awaited, so it is awaited once here
    sent = all.map((step) => Promise.resolve(step()));
  } else {
    sent = [];
    let previous: Promise<unknown> = Promise.resolve();
    for (const step of all) {
      const next = previous.then(step, step);
      sent.push(next);
      previous = next;
    }
  }
  // each is awaited by the caller, or deliberately not: never an unhandled rejection
  for (const answer of sent) answer.catch(() => {});
  return sent as unknown as { [K in keyof T]: Promise<T[K]> };
}

/** Runs raw SQL and answers its rows (both drivers put them under `rows`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Sends writes as one statement (data-modifying CTEs): one round trip instead of one each, on a
 * store where round trips are most of an order's cost. Answers the rows of the last part. All
 * parts see the database as the statement began, so only writes that neither read each other's
 * rows nor change the same row belong together; each runs whole, whatever the others do.
 */
export async function writeTogether<T = never>(
  db: DbOrTx,
  parts: readonly SQLWrapper[],
): Promise<T[]> {
  const last = parts[parts.length - 1];
  if (!last) return [];
  const ctes = parts.slice(0, -1).map((part, i) => sql`${sql.raw(`w${i}`)} AS (${part.getSQL()})`);
  return queryRows<T>(
    db,
    ctes.length ? sql`WITH ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL(),
  );
}

/**
 * Sends the transaction's last writes so they travel with its commit (one round trip, on
 * PostgreSQL) and answers before they are done: for writes whose rows the caller does not read.
 * A failed one makes PostgreSQL roll the whole transaction back at the commit, and `inTransaction`
 * (which must have opened the transaction) then throws its error. PGlite runs them here.
 */
export async function writeBeforeCommit(tx: Tx, parts: readonly SQLWrapper[]): Promise<void> {
  const behind = writesBeforeCommit.get(tx);
  if (!behind) throw new Error('writeBeforeCommit needs a transaction opened by inTransaction');
  const client = connectionOf(tx);
  if (!holdsWrites(client)) {
    await writeTogether(tx, parts);
    return;
  }
  client.holdWrites();
  const sent = writeTogether(tx, parts);
  sent.catch(() => {});
  behind.push(sent);
}

/** The writes each open transaction sent to go with its commit (writeBeforeCommit). */
const writesBeforeCommit = new WeakMap<Tx, Promise<unknown>[]>();

/** The driver's client under a transaction (drizzle keeps it on the transaction's session). */
function connectionOf(tx: Tx): unknown {
  return (tx as unknown as { session?: { client?: unknown } }).session?.client;
}

export interface TransactionOptions {
  /** Run again (up to 5 times) when PostgreSQL aborts it for a serialization failure or deadlock. */
  retry?: boolean;
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  /** 'read only' refuses writes; like the isolation level, it applies to a transaction opened here. */
  accessMode?: 'read only' | 'read write';
}

const RETRYABLE = new Set(['40001', '40P01']);

/** The SQLSTATE of a driver error, also when drizzle wraps it. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Runs `fn` in one transaction: all of it commits or none of it does. Nested calls (given a
 * transaction) join the caller's. With `retry`, a serialization failure or deadlock reruns the
 * whole of `fn`, so it must not have effects outside the database.
 */
export async function inTransaction<T>(
  db: DbOrTx,
  fn: (tx: Tx) => Promise<T>,
  opts: TransactionOptions = {},
): Promise<T> {
  if (isTx(db)) return fn(db);
  for (let attempt = 1; ; attempt++) {
    try {
      const config = { isolationLevel: opts.isolationLevel, accessMode: opts.accessMode };
      const behind: Promise<unknown>[] = [];
      const result = await db.transaction(
        (tx) => {
          writesBeforeCommit.set(tx, behind);
          return fn(tx);
        },
        opts.isolationLevel || opts.accessMode ? config : undefined,
      );
      // a write sent with the commit that failed: PostgreSQL answered the commit by rolling back
      await Promise.all(behind);
      return result;
    } catch (err) {
      const state = sqlState(err);
      if (!opts.retry || attempt >= 5 || !state || !RETRYABLE.has(state)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}

function isTx(db: DbOrTx): db is Tx {
  return typeof (db as Tx).rollback === 'function';
}

export interface Database {
  /** Primary: every write and every read that must see its own writes. */
  db: Db;
  /**
   * Replica when DATABASE_READ_URL is set, otherwise the primary. For catalogue reads; it reads
   * the primary when the replica does not answer or the caller must see its own writes
   * (read-routing.ts).
   */
  readDb: Db;
  /** With a replica: read the primary for the next `ms` (the catalogue just changed). */
  preferPrimaryFor?(ms: number): void;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a tarball of its files, for `inMemoryFrom` (tests start from a seeded copy). */
  dump?(): Promise<Uint8Array>;
}

const migrationsFolder = apiSrcPath('db/migrations');

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  databaseReadUrl?: string;
  /** In-memory PGlite (tests): no folder, no lock. */
  inMemory?: boolean;
  /** With inMemory: start from this dump of another database instead of an empty one. */
  inMemoryFrom?: Uint8Array;
  /** How long DATA_DIR's lock must show no heartbeat before its holder counts as dead. */
  lockStaleMs?: number;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databaseReadUrl);
  return openPglite(opts);
}

/** A pool whose idle clients may die (server restart, failover) without taking the process down. */
function newPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    Client: pipelinedClient(namedStatementsClient()),
  });
  pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
  return pool;
}

async function openPostgres(url: string, readUrl?: string): Promise<Database> {
  const pool = newPool(url);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migratePg(db as never, { migrationsFolder });
  const readPool = readUrl ? new ReplicaPool(readUrl, pool) : undefined;
  const readDb = readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db;
  return {
    db,
    readDb,
    ...(readPool ? { preferPrimaryFor: (ms: number) => readPool.preferPrimaryFor(ms) } : {}),
    kind: 'postgres',
    close: async () => {
      await pool.end();
      await readPool?.end();
    },
  };
}

/*
 * PGlite runs in a worker thread (pglite-worker.ts); the Drizzle instances here drive it through
 * PgliteRemote, so a slow query never holds up the HTTP thread.
 */
async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const remote = new PgliteRemote({ reuseThread: opts.inMemory });
  if (opts.inMemory) {
    try {
      await remote.open(undefined, opts.inMemoryFrom);
      return await wrapPglite(remote, () => {});
    } catch (err) {
      await remote.kill();
      throw err;
    }
  }

  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  let releaseLock: () => void;
  try {
    releaseLock = await acquireDataDirLock(dataDir, {
      staleMs: opts.lockStaleMs,
      onLost: (why) => {
        // another process now writes this folder: not one more byte from this one
        void remote.kill();
        console.error(`${why}; stopping so that two processes never write one database.`);
        process.exit(1);
      },
    });
  } catch (err) {
    await remote.kill();
    throw err;
  }
  try {
    const pgDir = join(dataDir, 'pgdata');
    if (!existsSync(pgDir)) {
      // A kill during initdb would leave a half-made cluster; build it aside and rename it in.
      // Under the lock, any folder left aside by an earlier try is garbage.
      for (const name of readdirSync(dataDir)) {
        if (name.startsWith('pgdata.creating-')) {
          rmSync(join(dataDir, name), { recursive: true, force: true });
        }
      }
      const tmp = join(dataDir, `pgdata.creating-${process.pid}`);
      await remote.open(tmp);
      await migratePglite(drizzlePglite(remote as unknown as PGlite, { schema }), {
        migrationsFolder,
      });
      await remote.closeDatabase();
      renameSync(tmp, pgDir);
    }
    await remote.open(pgDir);
    return await wrapPglite(remote, releaseLock);
  } catch (err) {
    await remote.kill();
    releaseLock();
    throw err;
  }
}

async function wrapPglite(remote: PgliteRemote, release: () => void): Promise<Database> {
  const db = drizzlePglite(remote as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  const typed = db as unknown as Db;
  return {
    db: typed,
    readDb: typed,
    kind: 'pglite',
    dump: () => remote.dump(),
    close: async () => {
      try {
        await remote.close();
      } finally {
        release();
      }
    },
  };
}
