import { sql } from 'drizzle-orm';
import type { TestApp } from './test/harness';

/** One valid request of a call; the sweep changes one field of it at a time. */
export interface BaseRequest {
  method: string;
  /** The OpenAPI path, e.g. '/api/addresses/{addressId}'. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: 'user' | 'admin';
  headers?: Record<string, string>;
}

/** One bad request: the base with one field changed, and the field its 400 must name. */
export interface BadRequest {
  label: string;
  base: BaseRequest;
  url: string;
  body?: unknown;
  field: string;
}

export const NUL = '\u0000';
export const INT4_OVERFLOW = 2 ** 31;

/** The value with a NUL in its middle, so that NUL is all that is wrong with it. */
const withNul = (s: string) => `${s.slice(0, 1)}${NUL}${s.slice(1)}`;

export function urlOf(
  b: BaseRequest,
  params = b.params ?? {},
  query: Record<string, string | number> = b.query ?? {},
) {
  const path = b.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k]!));
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return `${path}${qs.size ? `?${qs}` : ''}`;
}

/** Every leaf of a JSON value with its path: strings and numbers, inside objects and arrays. */
function leaves(v: unknown, path: string[] = []): { path: string[]; value: string | number }[] {
  if (typeof v === 'string' || typeof v === 'number') return [{ path, value: v }];
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...path, String(i)]));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]));
  return [];
}

function replaced(v: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string, unknown>;
  copy[head] = replaced(copy[head], rest, value);
  return copy;
}

/**
 * NUL in every text field and 2^31 in every number field of the body, every query parameter and
 * every path parameter of a base request (every query and path value is text on the wire).
 */
export function badVariants(b: BaseRequest): BadRequest[] {
  const out: BadRequest[] = [];
  const add = (field: string, url: string, body: unknown, what: string) =>
    out.push({ label: `${b.method} ${b.path} ${field} ${what}`, base: b, url, body, field });
  for (const [k, v] of Object.entries(b.params ?? {})) {
    add(`params.${k}`, urlOf(b, { ...b.params, [k]: withNul(String(v)) }), b.body, 'NUL');
    if (typeof v === 'number')
      add(`params.${k}`, urlOf(b, { ...b.params, [k]: INT4_OVERFLOW }), b.body, '2^31');
  }
  for (const [k, v] of Object.entries(b.query ?? {})) {
    add(
      `querystring.${k}`,
      urlOf(b, b.params, { ...b.query, [k]: withNul(String(v)) }),
      b.body,
      'NUL',
    );
    if (typeof v === 'number')
      add(
        `querystring.${k}`,
        urlOf(b, b.params, { ...b.query, [k]: INT4_OVERFLOW }),
        b.body,
        '2^31',
      );
  }
  for (const leaf of leaves(b.body)) {
    const field = ['body', ...leaf.path].join('.');
    const bad = typeof leaf.value === 'string' ? withNul(leaf.value) : INT4_OVERFLOW;
    add(
      field,
      urlOf(b),
      replaced(b.body, leaf.path, bad),
      typeof leaf.value === 'string' ? 'NUL' : '2^31',
    );
  }
  return out;
}

/**
 * A fingerprint of every row of every table: row count and an md5 of the rows, so an insert,
 * update or delete anywhere shows. Sessions' last_seen_at is left out: reading moves it.
 */
export async function snapshotTables(t: TestApp): Promise<Record<string, string>> {
  const cols = await t.database.db.execute(sql`
    select table_name, string_agg(quote_ident(column_name), ',' order by ordinal_position) as cols
    from information_schema.columns
    where table_schema = 'public' and column_name <> 'last_seen_at'
    group by table_name order by table_name`);
  const out: Record<string, string> = {};
  for (const { table_name, cols: list } of rowsOf<{ table_name: string; cols: string }>(cols)) {
    const res = await t.database.db.execute(
      sql.raw(`select count(*)::int as n,
        md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h
        from (select ${list} from ${JSON.stringify(table_name)}) r`),
    );
    const [row] = rowsOf<{ n: number; h: string }>(res);
    out[table_name] = `${row!.n}:${row!.h}`;
  }
  return out;
}

/** The rows of a raw query, on PGlite and on node-postgres alike. */
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
