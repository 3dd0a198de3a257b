import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiErrorBody } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import { products } from './catalogue.tables';

/** GETs a path of the test app over real HTTP; answers the status and the parsed JSON body. */
export async function getJson(
  t: TestApp,
  path: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${t.url}${path}`);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** GETs a path that must answer 200, and parses the answer with the call's shared response schema. */
export async function getOk<S extends z.ZodType>(
  t: TestApp,
  path: string,
  schema: S,
): Promise<z.infer<S>> {
  const { status, body } = await getJson(t, path);
  expect(status, `${path} -> ${JSON.stringify(body)}`).toBe(200);
  return schema.parse(body);
}

/** GETs a path that must fail with `status`; answers the error body, checked against the one error shape. */
export async function getError(t: TestApp, path: string, status: number): Promise<ApiErrorBody> {
  const res = await getJson(t, path);
  expect(res.status, `${path} -> ${JSON.stringify(res.body)}`).toBe(status);
  return ApiErrorBody.parse(res.body);
}

/** Expects a 400 whose Fields name `field` ('pageSize' matches 'querystring.pageSize', 'brands' 'querystring.brands.0'). */
export async function expectBadField(t: TestApp, path: string, field: string): Promise<void> {
  const body = await getError(t, path, 400);
  expect(body.Code).toBe('VALIDATION_FAILED');
  const names = (body.Fields ?? []).map((f) => f.Field);
  expect(
    names.some((n) => n.split('.').includes(field)),
    `${path} named ${names.join(', ')}`,
  ).toBe(true);
}

/** The number of rows in products: proves the table is still there after hostile input. */
export async function productRowCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(products);
  return Number(row?.n ?? 0);
}

/** A query string from plain values. */
export const q = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** True when each value is <= the next. */
export const isAscending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
export const isDescending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);
