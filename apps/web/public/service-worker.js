/* Kirana's service worker: the shop keeps working on a patchy mobile connection.
 *  - built files under /assets/ carry a content hash: cache first, kept for good;
 *  - pages: the network first, else the last copy of that page, else the home page's shell;
 *  - each runtime cache keeps a bounded number of entries, the oldest written dropped first;
 *  - catalogue and store reads, and any other GET /api/... sent without a sign-in token: the
 *    network first, else the last answer, so pages seen before still show offline.
 * A shopper's own calls, writes and other origins are never touched. A new version waits until the
 * page asks it to take over (SKIP_WAITING), then the page reloads.
 */
const SHELL = 'kirana-shell-v2'; // v1 also held every page seen; v2 holds the shell alone
const PAGES = 'kirana-pages-v1';
const ASSETS = 'kirana-assets-v1';
const DATA = 'kirana-data-v1';
// entries kept per cache, oldest dropped first (old builds' files, pages and answers fall out);
// the shell cache holds only the home page's shell and is never trimmed
const LIMITS = { [ASSETS]: 200, [PAGES]: 50, [DATA]: 200 };
// The catalogue and store answers are the same for everyone, so they are kept even when a
// signed-in page sends its token with them; any other call is kept only without a token.
const PUBLIC_API =
  /^\/api\/(home-page-data|categories|category-products|product-details|product-reviews|search|search-suggestions|media\/[^/]+|cache-state|get-(store|product|shipping|platformfee)-configs|get-(delivery|payment)-methods|get-(about-us|terms|privacy)-[a-z]+)$/;
const PRIVATE_API = /^\/api\/(dev|docs|admin)\b/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(new Request('/', { cache: 'reload' })))
      .catch(() => undefined),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, PAGES, ASSETS, DATA]);
      for (const key of await caches.keys()) if (!keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(ASSETS);
  }
  return response;
}

async function trim(cacheName) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  const extra = keys.length - LIMITS[cacheName];
  for (const key of keys.slice(0, Math.max(0, extra))) await cache.delete(key);
}

async function networkFirst(request, cacheName, fallback) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      if (cacheName in LIMITS) await trim(cacheName);
    }
    return response;
  } catch (err) {
    const hit = (await cache.match(request)) || (fallback ? await fallback() : undefined);
    if (hit) return hit;
    throw err;
  }
}

// The app's shell: the one kept at install, else the home page as last seen (the same HTML runs
// every route, so a page never seen still opens and says it is offline).
const homeShell = async () =>
  (await (await caches.open(SHELL)).match('/')) || (await caches.open(PAGES)).match('/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, PAGES, homeShell));
  } else if (
    PUBLIC_API.test(url.pathname) ||
    (url.pathname.startsWith('/api/') &&
      !PRIVATE_API.test(url.pathname) &&
      !request.headers.has('authorization'))
  ) {
    event.respondWith(networkFirst(request, DATA));
  }
});
