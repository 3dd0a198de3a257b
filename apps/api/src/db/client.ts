import { mkdirSync, renameSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './tables';
import { acquireDataDirLock } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
