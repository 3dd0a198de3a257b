/* Kirana's service worker (built to /service-worker.js by vite-plugin-pwa's injectManifest): the
 * shop keeps working on a patchy mobile connection. Caching is Workbox's, by the rules in
 * cache-rules.ts; the files of the pages a shopper may open offline (browse, search, cart,
 * sign-in, account) are precached at install, with the home page's shell. A new version waits
 * until the page asks it to take over (SKIP_WAITING), then the page reloads. Pushes:
 * push-handlers.ts. public/firebase-messaging-sw.js loads this same worker. */
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  CACHE_LIMITS,
  cacheRuleFor,
  type CacheRule,
  DATA_CACHE,
  PAGES_CACHE,
  PRECACHE_CACHE,
  SHELL_CACHE,
} from './cache-rules';
import { offlinePage, shellFor } from './offline-page';
import { listenForPushes } from './push-handlers';
import { languageFor, rememberLanguage, SETTINGS_CACHE } from './shopper-language';
import type { WorkerScope } from './worker-scope';

declare const self: WorkerScope;

// Workbox names its precache `${prefix}-${precache}-${suffix}`: kirana-assets-precache-v1
setCacheNameDetails({ prefix: 'kirana', precache: 'assets-precache', suffix: 'v1' });
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('install', (event) => {
  const shell = caches
    .open(SHELL_CACHE)
    .then((cache) => cache.add(new Request('/', { cache: 'reload' })))
    .catch(() => undefined);
  event.waitUntil(shell);
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'LANGUAGE') event.waitUntil(rememberLanguage(event.data.language));
});

// Caches of older versions (and of the hand-written worker before Workbox) go at activation.
self.addEventListener('activate', (event) => {
  const keep = new Set([
    SHELL_CACHE,
    PAGES_CACHE,
    ASSETS_CACHE,
    DATA_CACHE,
    PRECACHE_CACHE,
    SETTINGS_CACHE,
  ]);
  const cleanup = async () => {
    for (const key of await caches.keys()) if (!keep.has(key)) await caches.delete(key);
    await self.clients.claim();
  };
  event.waitUntil(cleanup());
});

// The app's shell: the one kept at install, else the home page as last seen (the same HTML runs
// every route, so a page never seen still opens and says it is offline). The server's pages vary
// by user agent (phone or wide layout); either does here: the app renders the path afresh.
const homeShell = async () =>
  (await (await caches.open(SHELL_CACHE)).match('/', { ignoreVary: true })) ??
  (await (await caches.open(PAGES_CACHE)).match('/', { ignoreVary: true }));

/** The shell, or with no shell saved yet (the first visit went offline before install
 * finished) a small page that says so, in the shopper's language. */
const offlineAnswer = async ({ request }: { request: Request }) => {
  const shell = await homeShell();
  if (shell) return shellFor(shell, request.url);
  return new Response(offlinePage(await languageFor(request.url)), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

const bounded = (maxEntries: number) => new ExpirationPlugin({ maxEntries });

const strategies: Record<CacheRule, CacheFirst | NetworkFirst> = {
  assets: new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [bounded(CACHE_LIMITS.assets)] }),
  pages: new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [bounded(CACHE_LIMITS.pages), { handlerDidError: offlineAnswer }],
  }),
  data: new NetworkFirst({ cacheName: DATA_CACHE, plugins: [bounded(CACHE_LIMITS.data)] }),
};

for (const rule of Object.keys(strategies) as CacheRule[]) {
  registerRoute(
    ({ request, url }) =>
      cacheRuleFor(
        {
          url,
          method: request.method,
          mode: request.mode,
          hasAuthorization: request.headers.has('authorization'),
        },
        self.location.origin,
      ) === rule,
    strategies[rule],
  );
}

listenForPushes(self);
