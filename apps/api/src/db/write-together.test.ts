import { sql } from 'drizzle-orm';
import {
  integer,
  jsonb,
  numeric,
  pgTable,
  QueryBuilder,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows, writeTogether, type Database } from './client';
import { rowFromJson, selectRowsFromJson } from './json-rows';
import { DB_KINDS, openEmptyDatabase } from '../test/harness';

const parcels = pgTable('t_parcels', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  contents: jsonb('contents').$type<{ items: string[] }>(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
const notes = pgTable('t_notes', {
  id: serial('id').primaryKey(),
  parcelId: integer('parcel_id').notNull(),
  note: text('note').notNull(),
});

describe.each(DB_KINDS)('writes sent together on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase(kind));
    await database.db.execute(sql`
      CREATE TABLE t_parcels (id serial PRIMARY KEY, label text NOT NULL,
        weight_kg numeric(6,2) NOT NULL, contents jsonb, sent_at timestamptz)`);
    await database.db.execute(sql`
      CREATE TABLE t_notes (id serial PRIMARY KEY,
        parcel_id int NOT NULL REFERENCES t_parcels (id), note text NOT NULL)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('runs every part in one statement and answers the rows of the last', async () => {
    const db = database.db;
    const rows = await inTransaction(db, (tx) =>
      writeTogether<{ id: number }>(tx, [
        tx.insert(parcels).values({ id: 1, label: 'atta', weightKg: 5 }),
        // the note's parcel is written by the same statement: checked at its end
        tx.insert(notes).values({ parcelId: 1, note: 'fragile' }),
        sql`UPDATE t_parcels SET label = 'never' WHERE id = 1 RETURNING id`,
      ]),
    );
    // every part saw the tables as the statement began: the update found no parcel 1 yet
    expect(rows).toEqual([]);
    expect(await db.select().from(parcels)).toMatchObject([{ id: 1, label: 'atta' }]);
    expect(await db.select({ note: notes.note }).from(notes)).toEqual([{ note: 'fragile' }]);
    expect(await writeTogether(db, [])).toEqual([]);
  });

  it('writes none of the parts when one fails', async () => {
    const db = database.db;
    const failed = await writeTogether(db, [
      db.insert(parcels).values({ id: 2, label: 'dal', weightKg: 1 }),
      db.insert(notes).values({ parcelId: 999, note: 'no such parcel' }),
    ]).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(await db.select({ id: parcels.id }).from(parcels)).toEqual([{ id: 1 }]);
  });

  it('reads a row from its to_jsonb as a select of its table reads it', async () => {
    const db = database.db;
    const sentAt = new Date('2026-12-01T04:05:06.789Z');
    await db
      .insert(parcels)
      .values({ id: 3, label: 'ghee', weightKg: 2.5, contents: { items: ['ghee'] }, sentAt });
    const [row] = await queryRows<{ j: unknown }>(
      db,
      sql`SELECT to_jsonb(p) AS j FROM t_parcels p WHERE id = 3`,
    );
    const [selected] = await db
      .select()
      .from(parcels)
      .where(sql`id = 3`);
    expect(rowFromJson(parcels, row!.j)).toEqual(selected);
    expect(rowFromJson(parcels, row!.j)).toEqual({
      id: 3,
      label: 'ghee',
      weightKg: 2.5,
      contents: { items: ['ghee'] },
      sentAt,
    });
  });

  it('reads the rows of a select used as a subquery from their to_jsonb list', async () => {
    const db = database.db;
    const fields = {
      parcelId: parcels.id,
      weightKg: parcels.weightKg,
      heavy: sql<boolean>`${parcels.weightKg} > 2`.as('heavy'),
      grams: sql<number>`(${parcels.weightKg} * 1000)::text`.mapWith(Number).as('grams'),
    };
    const [row] = await queryRows<{ list: unknown }>(
      db,
      sql`SELECT (SELECT jsonb_agg(to_jsonb(r) ORDER BY r.id)
                    FROM (${new QueryBuilder().select(fields).from(parcels)}) r) AS list`,
    );
    const selected = await db.select(fields).from(parcels).orderBy(parcels.id);
    expect(selectRowsFromJson(fields, row!.list)).toEqual(selected);
    expect(selected).toContainEqual({ parcelId: 3, weightKg: 2.5, heavy: true, grams: 2500 });
  });
});
