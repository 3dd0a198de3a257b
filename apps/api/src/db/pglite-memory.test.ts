import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './client';

// The embedded database's memory is bounded by its start options (pglite-worker.ts): the WASM
// heap grows to what PostgreSQL's buffers reach and never shrinks.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: '', inMemory: true });
});
afterAll(() => database.close());

it('starts PGlite with small shared buffers and working memory', async () => {
  const setting = async (name: string) =>
    (await queryRows<{ v: string }>(database.db, sql`SELECT current_setting(${name}) AS v`))[0]!.v;
  expect(await setting('shared_buffers')).toBe('32MB');
  expect(await setting('maintenance_work_mem')).toBe('16MB');
  expect(await setting('work_mem')).toBe('2MB');
});
