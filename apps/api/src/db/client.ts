import { mkdirSync, renameSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './tables';
import { acquireDataDirLock } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction on the same schema. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/** What a service step takes: the database, or the transaction its caller opened. */
export type DbOrTx = Db | Tx;

export interface TransactionOptions {
  /** Run again (up to 5 times) when PostgreSQL aborts it for a serialization failure or deadlock. */
  retry?: boolean;
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
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
      return await db.transaction(
        fn,
        opts.isolationLevel ? { isolationLevel: opts.isolationLevel } : undefined,
      );
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
  /** Replica when DATABASE_READ_URL is set, otherwise the primary. For catalogue reads. */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  databaseReadUrl?: string;
  /** In-memory PGlite (tests): no folder, no lock. */
  inMemory?: boolean;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databaseReadUrl);
  return openPglite(opts);
}

/** A pool whose idle clients may die (server restart, failover) without taking the process down. */
function newPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
  return pool;
}

async function openPostgres(url: string, readUrl?: string): Promise<Database> {
  const pool = newPool(url);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migratePg(db as never, { migrationsFolder });
  const readPool = readUrl ? newPool(readUrl) : undefined;
  const readDb = readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db;
  return {
    db,
    readDb,
    kind: 'postgres',
    close: async () => {
      await pool.end();
      await readPool?.end();
    },
  };
}

async function createPglite(dataDir?: string): Promise<PGlite> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  return client;
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  if (opts.inMemory) return wrapPglite(await createPglite(), () => {});

  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const pgDir = join(dataDir, 'pgdata');
    if (!existsSync(pgDir)) {
      // A kill during initdb would leave a half-made cluster; build it aside and rename it in.
      const tmp = join(dataDir, `pgdata.creating-${process.pid}`);
      rmSync(tmp, { recursive: true, force: true });
      const fresh = await createPglite(tmp);
      await migratePglite(drizzlePglite(fresh, { schema }), { migrationsFolder });
      await fresh.close();
      renameSync(tmp, pgDir);
    }
    return await wrapPglite(await createPglite(pgDir), releaseLock);
  } catch (err) {
    releaseLock();
    throw err;
  }
}

async function wrapPglite(client: PGlite, release: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const typed = db as unknown as Db;
  return {
    db: typed,
    readDb: typed,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}
