import { is, Param, Placeholder, sql, type Query, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

// Drizzle builds a statement's SQL text every time it runs it, walking every chunk of it: the
// insert of a new order (45 columns, its lines and first event) took ~0.7-1.4 ms of the API's
// CPU to build, of ~6 ms for the whole order (decision 0023). A compiled statement is built once
// a shape, with a placeholder for every value, and afterwards only bound: each value encoded by
// its column as drizzle encodes it, a null left NULL. Nothing may be written into the text as a
// literal: the first call's value would stay in it (so `values` holds every value, by name).

const dialect = new PgDialect();

/** `row`'s keys, each a placeholder named by `prefix` and the key (for building the statement). */
export const placeholdersOf = <T extends Record<string, unknown>>(prefix: string, row: T) =>
  Object.fromEntries(Object.keys(row).map((k) => [k, sql.placeholder(`${prefix}${k}`)])) as {
    [K in keyof T]: Placeholder;
  };

/** `row`'s values under placeholdersOf's names (for running it). */
export const valuesOf = (prefix: string, row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [`${prefix}${k}`, v]));

/**
 * A part of another module's compiled statement (a write sent with a lock, expressions read with
 * a row): `build` makes it over placeholders, `values` binds them, `shape` names its text.
 */
export interface CompiledPart<Build> {
  shape: string;
  build: Build;
  values: Record<string, unknown>;
}

/** What a select needs to map its rows as drizzle does: its fields and which joins may be null. */
interface SelectShape {
  query: Query;
  fields: unknown;
  joinsNotNullableMap: unknown;
}

/** A select builder (drizzle's `prepare` answers its text, parameters and row mapping). */
interface PreparableSelect {
  prepare(name: string): unknown;
}

/** Statements built once for each shape (a key naming what varies in the text, such as a count). */
export class CompiledStatements {
  private readonly texts = new Map<string, Query>();
  private readonly selects = new Map<string, SelectShape>();

  /** @param maxShapes shapes kept built; a rarer one is built on each run, as drizzle would. */
  constructor(private readonly maxShapes = 32) {}

  /**
   * Runs the statement of `shape` (built by `build` the first time) with `values`, in `db` (a
   * transaction or the pool), and answers its rows as the driver gives them.
   */
  async rows<T>(
    db: DbOrTx,
    shape: string,
    build: () => SQLWrapper,
    values: Record<string, unknown>,
  ): Promise<T[]> {
    let query = this.texts.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(build().getSQL());
      if (this.texts.size < this.maxShapes) this.texts.set(shape, query);
    }
    const result = await prepared(db, query, values, undefined).execute();
    return (result as { rows: T[] }).rows;
  }

  /**
   * Runs the select of `shape` (built by `build` the first time, on `db`) with `values`, its rows
   * mapped by its fields as drizzle maps them (dates as Date, joined tables as objects).
   */
  async select<T>(
    db: DbOrTx,
    shape: string,
    build: () => PreparableSelect,
    values: Record<string, unknown>,
  ): Promise<T[]> {
    let built = this.selects.get(shape);
    if (!built) {
      // drizzle's own prepared select, read for its text and fields and never run
      const p = build().prepare(shape) as {
        queryString: string;
        params: unknown[];
        fields: unknown;
        joinsNotNullableMap: unknown;
      };
      built = {
        query: { sql: p.queryString, params: p.params },
        fields: p.fields,
        joinsNotNullableMap: p.joinsNotNullableMap,
      };
      if (this.selects.size < this.maxShapes) this.selects.set(shape, built);
    }
    const query = prepared(db, built.query, values, built.fields);
    (query as unknown as { joinsNotNullableMap: unknown }).joinsNotNullableMap =
      built.joinsNotNullableMap;
    return (await query.execute()) as T[];
  }
}

/** The session's own prepared query, given the text and the bound values: no building. */
function prepared(db: DbOrTx, query: Query, values: Record<string, unknown>, fields: unknown) {
  const params = query.params.map((p) => bind(p, values));
  const session = (db as unknown as { session: PgSession }).session;
  return session.prepareQuery(
    { sql: query.sql, params },
    fields as Parameters<PgSession['prepareQuery']>[1],
    undefined,
    fields !== undefined,
  );
}

function bind(param: unknown, values: Record<string, unknown>): unknown {
  const placeholder = is(param, Param) ? param.value : param;
  if (!is(placeholder, Placeholder))
    throw new Error('a compiled statement must take every value from a placeholder');
  if (!(placeholder.name in values)) throw new Error(`no value for ${placeholder.name}`);
  const value = values[placeholder.name];
  if (value === null || value === undefined) return null;
  return is(param, Param) ? param.encoder.mapToDriverValue(value) : value;
}
