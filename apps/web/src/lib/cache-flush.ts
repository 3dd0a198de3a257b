import { languageCookie, languageFromCookie } from '@kirana/shared/common/languages';
import { readLocal, writeLocal } from './storage';

/** localStorage key holding the cache state last flushed for. */
export const LAST_CACHE_FLUSHED_KEY = 'lastCacheFlushed';

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** Expires every cookie visible to this page, on this path and on the parent domains. */
export function clearAllCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
  const host = doc.location?.hostname ?? '';
  const domains = [
    '',
    ...host.split('.').map((_, i, parts) => `; domain=.${parts.slice(i).join('.')}`),
  ];
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; ${EXPIRED}; path=/${domain}`;
      doc.cookie = `${name}=; ${EXPIRED}${domain}`;
    }
  }
}

/**
 * The service worker's caches of built files (src/service-worker/cache-rules.ts: ASSETS_CACHE and
 * Workbox's PRECACHE_CACHE). Their names carry a content hash, so they can never be stale: a flush
 * keeps them (with the pages kept for offline use at install, which a first visit's flush would
 * otherwise wipe at once).
 */
export const IMMUTABLE_CACHE = /^kirana-assets-/;

/** Deletes every Cache Storage cache the page can see but the built files' (no-op without one). */
export async function clearBrowserCaches(
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!cacheStorage) return;
  const keys = await cacheStorage.keys();
  await Promise.all(
    keys.filter((key) => !IMMUTABLE_CACHE.test(key)).map((key) => cacheStorage.delete(key)),
  );
}

export interface CacheFlushDeps {
  doc?: Document;
  cacheStorage?: CacheStorage;
}

/**
 * The spec's cache-flush rule: when the server's cache state differs from lastCacheFlushed,
 * clear all cookies and browser caches, then store the new value. Resolves true when it flushed.
 */
export async function flushCachesIfStale(
  serverState: string,
  deps: CacheFlushDeps = {},
): Promise<boolean> {
  if (readLocal(LAST_CACHE_FLUSHED_KEY) === serverState) return false;
  const doc = deps.doc ?? document;
  try {
    // the shopper's language is a choice, not a cache: it is written back after the flush
    const language = languageFromCookie(doc.cookie);
    clearAllCookies(doc);
    if (language) doc.cookie = languageCookie(language);
    await clearBrowserCaches('cacheStorage' in deps ? deps.cacheStorage : globalThis.caches);
  } catch (err) {
    console.warn('Could not clear browser caches', err);
  }
  // Stored even after a partial failure, so a broken Cache Storage cannot flush on every visit.
  writeLocal(LAST_CACHE_FLUSHED_KEY, serverState);
  return true;
}
