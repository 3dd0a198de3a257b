import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import type { CatalogueCache } from '../lib/catalogue-cache';
import type { AppDeps } from '../lib/deps';
import { pgliteTemplateFile, seededPostgresName, type PgliteTemplate } from './template-names';

export type DbKind = 'pglite' | 'postgres';

/**
 * The databases every database suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set. Race suites run on PostgreSQL only: see describeRaces in races.ts.
 */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

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

/** Runs `fn` on a connection to the server's TEST_DATABASE_URL database. */
async function onServer<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

let seededPostgres: Promise<string | null> | undefined;

/**
 * A migrated and seeded PostgreSQL database of this run, copied by CREATE DATABASE … TEMPLATE
 * for each suite instead of migrating and seeding again; made once under an advisory lock (the
 * test processes race for it) and dropped by the global setup after the run.
 */
function seededPostgresTemplate(): Promise<string | null> {
  seededPostgres ??= (async () => {
    const run = process.env.KIRANA_TEST_RUN;
    if (!run || !/^[\w-]+$/.test(run)) return null;
    const name = seededPostgresName(run);
    return onServer(async (c) => {
      await c.query("SELECT pg_advisory_lock(hashtext('kirana-seeded-template'))");
      try {
        const made = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (made.rowCount) return name;
        const building = `${name}_building`;
        await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await c.query(`CREATE DATABASE ${building}`);
        const db = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(building) });
        try {
          await seedDatabase(db.db);
        } finally {
          await db.close();
        }
        await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await c.query("SELECT pg_advisory_unlock(hashtext('kirana-seeded-template'))");
      }
    });
  })();
  return seededPostgres;
}

/**
 * Creates a PostgreSQL database for one suite (a copy of this run's seeded one with `seeded`,
 * else empty) and returns its URL and a dropper.
 */
/** An empty database of `kind` (PGlite in memory, or a fresh PostgreSQL database) and how to drop it. */
export async function openEmptyDatabase(
  kind: DbKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({
      dataDir: '',
      inMemory: true,
      inMemoryFrom: await pgliteTemplateFiles('migrated', ''),
    });
    return { database, drop: async () => {} };
  }
  const pgDb = await createPostgresDatabase();
  const database = await openDatabase({ dataDir: '', databaseUrl: pgDb.url });
  return { database, drop: pgDb.drop };
}

export async function createPostgresDatabase(seeded = false): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `kirana_t_${randomBytes(6).toString('hex')}`;
  const template = seeded ? await seededPostgresTemplate() : null;
  await onServer((c) =>
    c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: databaseUrl(name),
    drop: () =>
      onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

const pgliteTemplates = new Map<PgliteTemplate, Promise<Uint8Array>>();

/**
 * The files of a freshly migrated (and, for `seeded`, seeded) PGlite database, made once per test
 * run and kept in a temporary file that every test process of the run reads (vitest.config.ts
 * names the run). Starting a suite's database from them takes a fraction of a second instead of
 * initdb, migrating and seeding in WebAssembly again, seconds each time.
 */
function pgliteTemplateFiles(kind: PgliteTemplate, dataDir: string): Promise<Uint8Array> {
  let files = pgliteTemplates.get(kind);
  if (!files) {
    files = (async () => {
      const run = process.env.KIRANA_TEST_RUN;
      const file = run && /^[\w-]+$/.test(run) ? pgliteTemplateFile(run, kind) : null;
      if (file && existsSync(file)) return new Uint8Array(readFileSync(file));
      const fresh = await openDatabase({ dataDir, inMemory: true });
      try {
        if (kind === 'seeded') await seedDatabase(fresh.db);
        const dump = await fresh.dump!();
        if (file) {
          // written aside and renamed in, so a process never reads half a file
          const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
          writeFileSync(aside, dump);
          renameSync(aside, file);
        }
        return dump;
      } finally {
        await fresh.close();
      }
    })();
    pgliteTemplates.set(kind, files);
  }
  return files;
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
    kind === 'postgres' && !opts.databaseUrl
      ? await createPostgresDatabase(opts.seed !== false)
      : undefined;
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: opts.databaseUrl ?? pgDb?.url,
    inMemory: kind === 'pglite',
    inMemoryFrom:
      kind === 'pglite'
        ? await pgliteTemplateFiles(opts.seed === false ? 'migrated' : 'seeded', config.DATA_DIR)
        : undefined,
  });
  if (opts.seed !== false) await seedDatabase(database.db);
  await opts.beforeBuild?.(database);
  const { app, deps, close } = await createApp(config, database, { logStream: opts.logStream });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    cache: deps.cache,
    redis: deps.redis,
    url,
    deps,
    close: async () => {
      await close();
      await database.close();
      await pgDb?.drop();
    },
  };
}
