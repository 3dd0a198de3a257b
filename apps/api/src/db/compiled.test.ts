import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { CompiledStatements, placeholdersOf, valuesOf } from './compiled';
import { DB_KINDS, openEmptyDatabase } from '../test/harness';

const parcels = pgTable('t_compiled_parcels', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  contents: jsonb('contents').$type<{ items: string[] }>(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

describe.each(DB_KINDS)('compiled statements on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase(kind));
    await database.db.execute(sql`
      CREATE TABLE t_compiled_parcels (id serial PRIMARY KEY, label text NOT NULL,
        contents jsonb, sent_at timestamptz)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('builds a shape once and binds each run’s values, encoded by their columns', async () => {
    const db = database.db;
    const statements = new CompiledStatements();
    let builds = 0;
    const insert = (row: typeof parcels.$inferInsert) =>
      statements.rows<{ id: number }>(
        db,
        'one',
        () => {
          builds++;
          return db.insert(parcels).values(placeholdersOf('p_', row)).returning({ id: parcels.id });
        },
        valuesOf('p_', row),
      );
    const sentAt = new Date('2026-12-01T04:05:06.789Z');
    const [a] = await insert({ label: 'atta', contents: { items: ['atta'] }, sentAt });
    // nulls stay NULL (not JSON null, not a failed Date encoding)
    const [b] = await insert({ label: 'dal', contents: null, sentAt: null });
    expect(builds).toBe(1);
    const rows = await db.select().from(parcels).orderBy(parcels.id);
    expect(rows).toEqual([
      { id: a!.id, label: 'atta', contents: { items: ['atta'] }, sentAt },
      { id: b!.id, label: 'dal', contents: null, sentAt: null },
    ]);
    const [isNull] = await db
      .select({ sqlNull: sql<boolean>`${parcels.contents} IS NULL` })
      .from(parcels)
      .where(eq(parcels.id, b!.id));
    expect(isNull!.sqlNull).toBe(true);
  });

  it('maps a compiled select’s rows as drizzle does, built once', async () => {
    const db = database.db;
    const statements = new CompiledStatements();
    const sentAt = new Date('2026-12-01T10:00:00.123Z');
    const [row] = await db
      .insert(parcels)
      .values({ label: 'chai', contents: { items: ['chai'] }, sentAt })
      .returning();
    let builds = 0;
    const find = (label: string) =>
      statements.select<{ parcel: typeof parcels.$inferSelect; upper: string }>(
        db,
        'by-label',
        () => {
          builds++;
          return db
            .select({ parcel: parcels, upper: sql<string>`upper(${parcels.label})` })
            .from(parcels)
            .where(eq(parcels.label, sql.placeholder('label')));
        },
        { label },
      );
    expect(await find('chai')).toEqual([{ parcel: row, upper: 'CHAI' }]);
    expect(await find('nothing')).toEqual([]);
    expect(builds).toBe(1);
    // the date comes back a Date, the jsonb an object (drizzle's own mapping)
    const [again] = await find('chai');
    expect(again!.parcel.sentAt).toBeInstanceOf(Date);
    expect(again!.parcel.sentAt!.getTime()).toBe(sentAt.getTime());
  });

  it('refuses a value written into the text, which would stay the first run’s', async () => {
    const db = database.db;
    const statements = new CompiledStatements();
    const run = statements.rows(
      db,
      'literal',
      () => db.insert(parcels).values({ label: 'frozen' }),
      {},
    );
    await expect(run).rejects.toThrow(/placeholder/);
    await expect(
      statements.rows(
        db,
        'missing',
        () => db.insert(parcels).values(placeholdersOf('p_', { label: 'x' })),
        {},
      ),
    ).rejects.toThrow(/no value for p_label/);
  });
});
