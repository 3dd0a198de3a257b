import { mkdirSync, renameSync, existsSync, rmSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations, type SQL, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { apiSrcPath } from '../api-paths';
import * as schema from './tables';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteRemote } from './pglite-remote';
import { ReplicaPool } from './read-routing';
import { namedStatementsClient } from './named-statements';

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
 * Runs reads side by side on the pool, or one after another on a transaction: its one
 * connection takes one query at a time (pg queues the rest today, and will refuse them).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
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
      return await db.transaction(fn, opts.isolationLevel || opts.accessMode ? config : undefined);
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
  const pool = new pg.Pool({ connectionString, max: 10, Client: namedStatementsClient() });
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
  const remote = new PgliteRemote();
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
