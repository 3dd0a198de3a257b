import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CACHE_DROP_CHANNEL } from './redis';
import type { Language } from '@kirana/shared';

/**
 * In-process cache of catalogue answers, keyed by the store's cache-state version. A catalogue
 * change bumps the version (and, with Redis, tells every process), which empties the cache.
 */
export class CatalogueCache {
  private version = '';
  private entries = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 5000) {}

  get state(): string {
    return this.version;
  }

  /** Sets the version; a different version drops every entry. */
  setState(version: string): void {
    if (version === this.version) return;
    this.version = version;
    this.entries.clear();
  }

  /** Drops the entries whose key starts with one of `prefixes` (one product's answers). */
  dropPrefixes(prefixes: readonly string[]): void {
    for (const key of this.entries.keys()) {
      if (prefixes.some((p) => key.startsWith(p))) this.entries.delete(key);
    }
  }

  /** Answers from the cache or runs `load` once, sharing the pending promise. Failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    if (this.entries.size >= this.maxEntries) {
      // drop the oldest tenth: Map keeps insertion order
      let n = Math.ceil(this.maxEntries / 10);
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (--n === 0) break;
      }
    }
    const p = load();
    this.entries.set(key, p);
    p.catch(() => this.entries.delete(key));
    return p;
  }

  static newState(): string {
    return randomUUID();
  }
}

/**
 * The cache key of a page's HTML in a language: drawn by the server for a layout (phone or
 * wide), or the plain shell (`mobile` null) when the server leaves the page to the browser.
 */
export const pageHtmlKey = (path: string, mobile: boolean | null, language: Language) =>
  mobile === null
    ? `html:${language}:${path}`
    : `html:${language}:${mobile ? 'phone' : 'wide'}:${path}`;

/**
 * Answers from the cache as JSON text: the answer is checked against its schema and serialized
 * once when the entry is filled, so cached reads skip validation and serialization entirely.
 * The handler returns the text typed as the answer; an identity serializer sends it as it is.
 */
export async function cachedJson<T>(
  reply: FastifyReply,
  cache: CatalogueCache,
  key: string,
  schema: ZodType<T>,
  load: () => Promise<T>,
): Promise<T> {
  const json = await cache.get(`${JSON_KEY}${key}`, async () =>
    JSON.stringify(schema.parse(await load())),
  );
  reply.type('application/json; charset=utf-8').serializer(identity);
  return json as unknown as T;
}

/** What cachedJson puts before a key. */
export const JSON_KEY = 'json:';

const identity = (payload: unknown) => payload as string;

/**
 * Drops some entries (keys as cachedJson stores them) here and, with Redis, in every other
 * process: a change that touches one product (a review) need not empty the whole cache.
 */
export async function dropCachedEntries(
  deps: { cache: CatalogueCache; redis?: Redis },
  prefixes: readonly string[],
): Promise<void> {
  deps.cache.dropPrefixes(prefixes);
  await deps.redis?.publish(CACHE_DROP_CHANNEL, JSON.stringify(prefixes));
}
