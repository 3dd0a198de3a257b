import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
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
