import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { CatalogueCache } from '../lib/catalogue-cache';
import { loadCacheState } from '../modules/content';
import { linkRedis } from '../lib/redis';
import type { AppDeps } from '../lib/deps';

export type DbKind = 'pglite' | 'postgres';

/** The databases every database suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The databases a race suite runs on: two transactions side by side need a server that runs them
 * side by side, PostgreSQL. PGlite runs one query at a time, so a race there never happens and
 * proves nothing. In CI (CI=true) a missing TEST_DATABASE_URL fails the suite when it is
 * collected, so the races can never quietly stop running; on a developer's machine without one it
 * gives no databases (the suite runs nothing) and says why on stderr.
 * Use: `describe.each(raceDbKinds())('... on %s', (kind) => ...)`.
 */
export function raceDbKinds(suite = 'This race suite'): DbKind[] {
  if (process.env.TEST_DATABASE_URL) return ['postgres'];
  if (process.env.CI === 'true') {
    throw new Error(`${suite} must run on PostgreSQL in CI: set TEST_DATABASE_URL.`);
  }
  console.warn(
    `${suite} did not run: races need PostgreSQL (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test).`,
  );
  return [];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  cache: CatalogueCache;
  redis?: Redis;
  /** Base URL of the app listening on a loopback port, for real HTTP. */
  url: string;
  /** What the app was built with, for calling a service or a job handler directly. */
  deps: AppDeps;
  close(): Promise<void>;
}

/** Creates an empty PostgreSQL database for one suite and returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `kirana_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let seededTemplate: Promise<Uint8Array> | undefined;

/**
 * The files of a freshly migrated and seeded PGlite database, made once per test run and kept
 * in a temporary file that every test process of the run reads (vitest.config.ts names the run;
 * its global setup deletes the file). Starting a suite's database from them takes a fraction of
 * a second instead of migrating and seeding in WebAssembly again, seconds each time.
 */
function seededPgliteFiles(dataDir: string): Promise<Uint8Array> {
  seededTemplate ??= (async () => {
    const run = process.env.KIRANA_TEST_RUN;
    const file = run && /^[\w-]+$/.test(run) ? join(tmpdir(), `kirana-seeded-${run}.tar`) : null;
    if (file && existsSync(file)) return new Uint8Array(readFileSync(file));
    const fresh = await openDatabase({ dataDir, inMemory: true });
    try {
      await seedDatabase(fresh.db);
      const files = await fresh.dump!();
      if (file) {
        // written aside and renamed in, so a process never reads half a file
        const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(aside, files);
        renameSync(aside, file);
      }
      return files;
    } finally {
      await fresh.close();
    }
  })();
  return seededTemplate;
}

/** Boots the real app on a fresh, seeded database of the given kind, listening on loopback. */
export async function startTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
  opts: {
    seed?: boolean;
    databaseUrl?: string;
    beforeBuild?: (database: Database) => Promise<void>;
    /** Where the app's log lines go (give LOG_LEVEL too: tests run silent). */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  // a given databaseUrl is shared with another test app: neither creates nor drops it
  const pgDb =
    kind === 'postgres' && !opts.databaseUrl ? await createPostgresDatabase() : undefined;
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const seededPglite = kind === 'pglite' && opts.seed !== false;
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: opts.databaseUrl ?? pgDb?.url,
    inMemory: kind === 'pglite',
    inMemoryFrom: seededPglite ? await seededPgliteFiles(config.DATA_DIR) : undefined,
  });
  if (opts.seed !== false) await seedDatabase(database.db);
  await opts.beforeBuild?.(database);
  const cache = new CatalogueCache();
  cache.setState(await loadCacheState(database.db));
  const links = config.REDIS_URL ? await linkRedis(config.REDIS_URL, cache) : undefined;
  const deps: AppDeps = { config, database, cache, redis: links?.redis };
  const app = await buildApp(deps, { logStream: opts.logStream });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    cache,
    redis: links?.redis,
    url,
    deps,
    close: async () => {
      await app.close();
      links?.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}
