import {
  Column,
  getTableColumns,
  is,
  type SQL,
  type DriverValueDecoder,
  type InferSelectModel,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Rows a statement answers as JSON (to_jsonb of a CTE's RETURNING, when one statement writes
// several tables), read back into the shape drizzle gives a select of the table: its columns'
// property names and each column's own decoding (timestamps to Date, numeric to number).

/** A JSON value as the driver gives it: parsed already, or as text (json columns on some drivers). */
export const jsonOf = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;

/** One row of `table` from its to_jsonb. */
export function rowFromJson<T extends PgTable>(table: T, value: unknown): InferSelectModel<T> {
  const json = jsonOf(value) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    const raw = json[column.name];
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  return row as InferSelectModel<T>;
}

/**
 * The rows of a select of `fields` from their to_jsonb list (a select of them used as a
 * subquery): a column's value is under the column's name, an SQL field's under its alias.
 */
export function selectRowsFromJson<F extends Record<string, Column | SQL.Aliased>>(
  fields: F,
  value: unknown,
): {
  [K in keyof F]: F[K] extends Column
    ? F[K]['_']['data']
    : F[K] extends SQL.Aliased<infer T>
      ? T
      : never;
}[] {
  const decoders = Object.entries(fields).map(([key, field]) =>
    is(field, Column)
      ? { key, name: field.name, decode: (v: unknown) => field.mapFromDriverValue(v) }
      : {
          key,
          name: field.fieldAlias,
          decode: (v: unknown) => sqlDecoder(field).mapFromDriverValue(v),
        },
  );
  return (jsonOf(value) as Record<string, unknown>[]).map((json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of decoders) {
      const raw = json[name];
      row[key] = raw === null || raw === undefined ? null : decode(raw);
    }
    return row as never;
  });
}

/** The decoder an SQL field was given (mapWith), kept private by drizzle's types. */
const sqlDecoder = (field: SQL.Aliased) =>
  (field.sql as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
