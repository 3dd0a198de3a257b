import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createPostgresDatabase, DB_KINDS } from '../test/harness';
import { MAX_NAMED, namedStatementsClient, StatementNames } from './named-statements';

describe('StatementNames', () => {
  const names = new StatementNames();
  const statementName = (text: string) => names.nameOf(text);

  it('names a text the same way every time and two texts apart', () => {
    const a = statementName('SELECT $1::int AS named_a');
    expect(a).toMatch(/^k[0-9a-f]{20}$/);
    expect(statementName('SELECT $1::int AS named_a')).toBe(a);
    expect(statementName('SELECT $1::int AS named_b')).not.toBe(a);
  });

  it('names no more than MAX_NAMED texts; the named ones keep their names', () => {
    const first = statementName('SELECT $1::int AS kept');
    for (let i = 0; i < MAX_NAMED; i++) statementName(`SELECT $1::int AS filler_${i}`);
    expect(statementName('SELECT $1::int AS one_too_many')).toBeUndefined();
    expect(statementName('SELECT $1::int AS kept')).toBe(first);
  });
});

// PostgreSQL only: PGlite is driven through its own client, not pg's
describe.each(DB_KINDS.filter((k) => k === 'postgres'))('named statements on %s', () => {
  const names = new StatementNames();
  let pool: pg.Pool;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const made = await createPostgresDatabase();
    drop = made.drop;
    pool = new pg.Pool({
      connectionString: made.url,
      max: 1,
      Client: namedStatementsClient(names),
    });
  });
  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('prepares a statement with parameters once per connection and binds it after', async () => {
    const db = drizzle(pool);
    const rows = await db.transaction(async (tx) => {
      const answers = [];
      for (const n of [1, 2, 3])
        answers.push((await tx.execute(sql`SELECT ${n}::int + 40 AS answer`)).rows[0]);
      const prepared = await tx.execute(sql`SELECT name, statement FROM pg_prepared_statements`);
      return { answers, prepared: prepared.rows as { name: string; statement: string }[] };
    });
    expect(rows.answers).toEqual([{ answer: 41 }, { answer: 42 }, { answer: 43 }]);
    // one statement for the three runs, under its text's name; the one without parameters and
    // the transaction's begin are not prepared
    expect(rows.prepared).toEqual([
      {
        name: names.nameOf('SELECT $1::int + 40 AS answer'),
        statement: 'SELECT $1::int + 40 AS answer',
      },
    ]);
  });
});
