import type { FastifyReply } from 'fastify';
import type { Language } from '@kirana/shared';
import type { ZodType } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CACHE_DROP_CHANNEL } from './redis';

interface Entry {
  answer: Promise<unknown>;
  /** characters of a text answer (JSON, a page's HTML) once it is in; 0 before */
  chars: number;
}

/**
 * In-process cache of catalogue answers, keyed by the store's cache-state version. A catalogue
 * change bumps the version (and, with Redis, tells every process), which empties the cache.
 * Bounded twice: at most `maxEntries` answers and `maxChars` characters of text answers (pages'
 * HTML are tens of KB each: 5000 of them alone would hold hundreds of MB); the oldest go first.
 */
export class CatalogueCache {
  private version = '';
  private entries = new Map<string, Entry>();
  private chars = 0;

  /** Called when entries are dropped (this process's change, or one another process told of). */
  onChange: () => void = () => {};

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxChars = 24_000_000,
  ) {}

  get state(): string {
    return this.version;
  }

  /** Characters of text the cache holds now. */
  get heldChars(): number {
    return this.chars;
  }

  /** Sets the version; a different version drops every entry. */
  setState(version: string): void {
    if (version === this.version) return;
    this.version = version;
    this.entries.clear();
    this.chars = 0;
    this.onChange();
  }

  /** Drops the entries whose key starts with one of `prefixes` (one product's answers). */
  dropPrefixes(prefixes: readonly string[]): void {
    for (const key of this.entries.keys()) {
      if (prefixes.some((p) => key.startsWith(p))) this.drop(key);
    }
    this.onChange();
  }

  /** Answers from the cache or runs `load` once, sharing the pending promise. Failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit.answer as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.dropOldest(Math.ceil(this.maxEntries / 10));
    const entry: Entry = { answer: load(), chars: 0 };
    this.entries.set(key, entry);
    entry.answer.then(
      (value) => {
        if (typeof value !== 'string' || this.entries.get(key) !== entry) return;
        entry.chars = value.length;
        this.chars += value.length;
        while (this.chars > this.maxChars && this.entries.size > 0) this.dropOldest(1);
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    return entry.answer as Promise<T>;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.chars -= entry.chars;
    this.entries.delete(key);
  }

  /** Drops the `n` oldest entries: Map keeps insertion order. */
  private dropOldest(n: number): void {
    for (const key of this.entries.keys()) {
      this.drop(key);
      if (--n === 0) break;
    }
  }

  static newState(): string {
    return randomUUID();
  }
}

/**
 * The cache key of a page's HTML (its path as opened, language prefix included: the links
 * drawn in it keep the prefix) in a language: drawn by the server for a layout (phone or
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

/**
 * cachedJson for an answer that depends on the reader's language (catalogue names): the key
 * ends with the language, so English and Hindi answers are kept apart (a key's prefix, as
 * dropCachedEntries takes it, still covers both), and `Vary: Accept-Language` tells HTTP caches
 * the same.
 */
export function cachedLocalJson<T>(
  language: Language,
  reply: FastifyReply,
  cache: CatalogueCache,
  key: string,
  schema: ZodType<T>,
  load: (language: Language) => Promise<T>,
): Promise<T> {
  reply.header('vary', 'Accept-Language');
  return cachedJson(reply, cache, `${key}#${language}`, schema, () => load(language));
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
