import type { ApiErrorBody } from '@kirana/shared';
import { appI18n, appT } from './i18n/app-i18n';

export const GENERIC_ERROR_DESCRIPTION = 'Something went wrong, Please try again after some time';

/**
 * A fallback text in the shopper's language in the browser (common.json loads before the first
 * render); the server renderer's calls never read appI18n (docs/decisions/0012-i18n.md) and say
 * it in English.
 */
const said = (english: string, translated: () => string): string =>
  typeof document !== 'undefined' ? translated() : english;

/** "Something went wrong..." for a failure the server did not describe. */
export const genericErrorDescription = (): string =>
  said(GENERIC_ERROR_DESCRIPTION, () => appT('common.api.failed-hint'));

/** "Internal server error" for a failure without a message of its own. */
export const genericErrorMessage = (): string =>
  said('Internal server error', () => appT('common.api.failed'));

/**
 * A call that never reached the store (no network, or the store's address unreachable): said as
 * that, not as the browser's "Failed to fetch" with the catalogue's "something went wrong".
 */
export function unreachableFailure(): ApiFailure {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline
    ? {
        status: 0,
        message: said('You are offline', () => appT('common.api.offline')),
        description: said('This page will load when you are back online', () =>
          appT('common.api.offline-hint'),
        ),
      }
    : {
        status: 0,
        message: said('Could not reach the store', () => appT('common.api.unreachable')),
        description: said('Please check your internet connection and try again', () =>
          appT('common.api.unreachable-hint'),
        ),
      };
}

/** A failed call, normalised as the spec's error catalogue describes. */
export interface ApiFailure {
  status: number;
  message: string;
  description: string;
  code?: string;
  body?: Partial<ApiErrorBody>;
}

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

let authToken: string | null = null;
/** Sets the Bearer token sent on every call (null when signed out). */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

let onUnauthorized: (() => void) | null = null;
/** Called when a call made with a token answers 401: the session ended elsewhere (revoked, expired). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** How a call reaches the API: the browser's fetch, or the server's own when it renders a page. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/** The server-side renderer answers the page's calls in process (entry-server.tsx). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the API. On failure throws ApiError whose message is the answer's Message, else the
 * transport error's message, else 'Internal server error'.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: {
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    /** Extra request headers (e.g. Idempotency-Key). */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  // the shopper's language: catalogue names and the API's messages come back in it
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': appI18n.locale,
    ...opts.headers,
  };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (authToken) headers.authorization = `Bearer ${authToken}`;
  let res: Response;
  try {
    res = await transport(buildUrl(path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    // an aborted call (a page left) is no network failure: it keeps its own message
    if ((err as Error)?.name === 'AbortError')
      throw new ApiError({
        status: 0,
        message: (err as Error).message,
        description: genericErrorDescription(),
      });
    throw new ApiError(unreachableFailure());
  }
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep undefined
  }
  if (!res.ok) {
    if (res.status === 401 && headers.authorization) onUnauthorized?.();
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError({
      status: res.status,
      message: body.Message || res.statusText || genericErrorMessage(),
      description: genericErrorDescription(),
      code: body.Code,
      body,
    });
  }
  return data as T;
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  apiRequest<T>('GET', path, { query, signal });
export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>('POST', path, { body });

/** A file the API answers (an invoice PDF): its bytes and the name its Content-Disposition gives. */
export async function apiDownload(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const headers: Record<string, string> = {};
  if (authToken) headers.authorization = `Bearer ${authToken}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(path), { headers, signal });
  } catch (err) {
    throw new ApiError({
      status: 0,
      message: (err as Error)?.message || genericErrorMessage(),
      description: genericErrorDescription(),
    });
  }
  if (!res.ok) {
    if (res.status === 401 && headers.authorization) onUnauthorized?.();
    const body = (await res.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError({
      status: res.status,
      message: body.Message || res.statusText || genericErrorMessage(),
      description: genericErrorDescription(),
      code: body.Code,
      body,
    });
  }
  const named = /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '');
  return { blob: await res.blob(), fileName: named?.[1] ?? fallbackName };
}

/** Turns anything thrown into the ApiFailure a slice stores as its error payload. */
export function toFailure(err: unknown): ApiFailure {
  if (err instanceof ApiError) return err.failure;
  return {
    status: 0,
    message: (err as Error)?.message || genericErrorMessage(),
    description: genericErrorDescription(),
  };
}
