// The generated 100,000-product catalogue (scale-catalogue.ts) in its own PostgreSQL database,
// built once and kept while the generator, its size and the schema stay the same. Used by
// scale.ts (catalogue reads) and catalogue-import.ts (a copy of it, imported into).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { GENERATOR_VERSION, SCALE_PRODUCTS, growCatalogue } from './scale-catalogue';
import { BENCH_PG_URL, ROOT, benchApiEnv, databaseUrl, start, stop } from './shoppers';
import { waitUp } from './wait-up';

export const SCALE_DB = process.env.BENCH_SCALE_DB ?? 'kirana_bench_scale';

/** What the kept database must have been built with: generator, size and the schema's last migration. */
function catalogueKey(): string {
  const journal = JSON.parse(
    readFileSync(`${ROOT}apps/api/src/db/migrations/meta/_journal.json`, 'utf8'),
  ) as { entries: { tag: string }[] };
  const last = journal.entries.at(-1)?.tag ?? 'none';
  return `kirana scale catalogue v${GENERATOR_VERSION}, ${SCALE_PRODUCTS} products, schema ${last}`;
}

/**
 * Reuses the database when it holds this generator's catalogue; otherwise builds it (a minute
 * or two; the API started on `port` migrates and seeds it first). Answers its URL.
 */
export async function ensureCatalogue(port: number): Promise<string> {
  const key = catalogueKey();
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ note: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
      [SCALE_DB],
    );
    if (rows[0]?.note === key) {
      console.log(`\nReusing ${SCALE_DB} (${key})`);
      return databaseUrl(SCALE_DB);
    }
    console.log(`\nBuilding ${SCALE_DB}: ${key}`);
    await admin.query(`DROP DATABASE IF EXISTS ${SCALE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${SCALE_DB}`);
    const started = performance.now();
    // migrates and seeds the demo store
    const api = start(
      'apps/api/src/server.ts',
      benchApiEnv(port, { DATABASE_URL: databaseUrl(SCALE_DB) }),
    );
    try {
      await waitUp(`http://127.0.0.1:${port}/api/health`);
    } finally {
      await stop(api);
    }
    const added = await growCatalogue(databaseUrl(SCALE_DB));
    await admin.query(`COMMENT ON DATABASE ${SCALE_DB} IS ${pg.escapeLiteral(key)}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`Built in ${seconds} s (${added} generated products)`);
    return databaseUrl(SCALE_DB);
  } finally {
    await admin.end();
  }
}
