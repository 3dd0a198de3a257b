// What the service worker keeps, and where (service-worker.ts applies these with Workbox):
//  - built files under /assets/ carry a content hash: cache first, kept for good;
//  - pages: the network first, else the last copy of that page, else the home page's shell;
//  - catalogue and store reads, and any other GET /api/... sent without a sign-in token: the
//    network first, else the last answer, so pages seen before still show offline.
// A shopper's own calls, writes and other origins are never touched.

export const SHELL_CACHE = 'kirana-shell-v2'; // v1 also held every page seen; v2 holds the shell alone
export const PAGES_CACHE = 'kirana-pages-v1';
// src/lib/cache-flush.ts keeps kirana-assets-* through a flush: both hold content-hashed files
export const ASSETS_CACHE = 'kirana-assets-v1';
/** Workbox's precache (the offline pages' files, listed by build/precache-plugin.ts). */
export const PRECACHE_CACHE = 'kirana-assets-precache-v1';
export const DATA_CACHE = 'kirana-data-v1';

/**
 * Entries kept per runtime cache, the least recently used dropped first (old builds' files,
 * pages and answers fall out); the shell cache holds only the home page's shell.
 */
export const CACHE_LIMITS = { assets: 200, pages: 50, data: 200 } as const;

// The catalogue and store answers are the same for everyone, so they are kept even when a
// signed-in page sends its token with them; any other call is kept only without a token.
const PUBLIC_API =
  /^\/api\/(home-page-data|categories|category-products|product-details|product-reviews|search|search-suggestions|media\/[^/]+|cache-state|get-(store|product|shipping|platformfee)-configs|get-(delivery|payment)-methods|get-(about-us|terms|privacy)-[a-z]+)$/;
// never touched: the developer's and console's calls, and a live order's event stream (its
// ticket opens it; an endless answer is nothing to keep)
const PRIVATE_API = /^\/api\/(dev|docs|admin|order-updates)\b/;

export type CacheRule = 'assets' | 'pages' | 'data';

/** The fields of a request the rules read. */
export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  hasAuthorization: boolean;
}

/** Which runtime cache answers this request, or null when the worker leaves it alone. */
export function cacheRuleFor(request: RequestFacts, origin: string): CacheRule | null {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== origin) return null;
  if (url.pathname.startsWith('/assets/')) return 'assets';
  if (request.mode === 'navigate') return 'pages';
  const isData =
    PUBLIC_API.test(url.pathname) ||
    (url.pathname.startsWith('/api/') &&
      !PRIVATE_API.test(url.pathname) &&
      !request.hasAuthorization);
  return isData ? 'data' : null;
}
