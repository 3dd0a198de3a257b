/* Kirana's service worker: the shop keeps working on a patchy mobile connection.
 *  - built files under /assets/ carry a content hash: cache first, kept for good; the pages a
 *    shopper may open offline (browse, search, cart, sign-in, account) are fetched at install;
 *  - pages: the network first, else the last copy of that page, else the home page's shell;
 *  - each runtime cache keeps a bounded number of entries, the oldest written dropped first;
 *  - catalogue and store reads, and any other GET /api/... sent without a sign-in token: the
 *    network first, else the last answer, so pages seen before still show offline.
 * A shopper's own calls, writes and other origins are never touched. A new version waits until the
 * page asks it to take over (SKIP_WAITING), then the page reloads.
 * Push (Web Push): every push shows a system notification; with the store open and in front it
 * is shown silently and handed to the page, which plays the sound, vibrates and shows a toast.
 * A click opens the message's click_action (this site's pages only).
 */
const SHELL = 'kirana-shell-v2'; // v1 also held every page seen; v2 holds the shell alone
const PAGES = 'kirana-pages-v1';
const ASSETS = 'kirana-assets-v1'; // src/lib/cache-flush.ts keeps kirana-assets-* through a flush
const DATA = 'kirana-data-v1';
// entries kept per cache, oldest dropped first (old builds' files, pages and answers fall out);
// the shell cache holds only the home page's shell and is never trimmed
const LIMITS = { [ASSETS]: 200, [PAGES]: 50, [DATA]: 200 };
// The catalogue and store answers are the same for everyone, so they are kept even when a
// signed-in page sends its token with them; any other call is kept only without a token.
const PUBLIC_API =
  /^\/api\/(home-page-data|categories|category-products|product-details|product-reviews|search|search-suggestions|media\/[^/]+|cache-state|get-(store|product|shipping|platformfee)-configs|get-(delivery|payment)-methods|get-(about-us|terms|privacy)-[a-z]+)$/;
// never touched: the developer's and console's calls, and a live order's event stream (its
// ticket opens it; an endless answer is nothing to keep)
const PRIVATE_API = /^\/api\/(dev|docs|admin|order-updates)\b/;

// The files of the pages a shopper may open offline (browse, search, cart, sign-in, account),
// listed by the build in /precache.json; one that fails to load is skipped, not fatal.
async function precacheRoutes() {
  const list = await fetch('/precache.json', { cache: 'no-cache' }).then((r) => r.json());
  const assets = await caches.open(ASSETS);
  await Promise.all(
    (list.files || []).map(async (file) => {
      if (await assets.match(file)) return;
      const response = await fetch(file);
      if (response.ok) await assets.put(file, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .open(SHELL)
        .then((cache) => cache.add(new Request('/', { cache: 'reload' })))
        .catch(() => undefined),
      precacheRoutes().catch(() => undefined),
    ]),
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
// every route, so a page never seen still opens and says it is offline). The server's pages vary
// by user agent (phone or wide layout); either does here: the app renders the path afresh.
const homeShell = async () =>
  (await (await caches.open(SHELL)).match('/', { ignoreVary: true })) ||
  (await caches.open(PAGES)).match('/', { ignoreVary: true });

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

// ---- Push notifications -------------------------------------------------------------------
// The page mirrors the vibration setting here (it lives in local storage, which a worker cannot
// read); src/features/notifications/push-db.ts uses the same database and names.
const PUSH_DB = 'kirana-push';
const PUSH_STORE = 'settings';
const VIBRATION_PATTERN = [50, 50, 100, 100, 200];
const PUSH_MESSAGE_TYPE = 'kirana-push';

function readPushSetting(key) {
  return new Promise((resolve) => {
    const open = indexedDB.open(PUSH_DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(PUSH_STORE);
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      try {
        const req = open.result.transaction(PUSH_STORE).objectStore(PUSH_STORE).get(key);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(undefined);
      } catch {
        resolve(undefined);
      } finally {
        open.result.close();
      }
    };
  });
}

function pushMessageOf(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : '' };
  }
  return {
    title: String(message.title || 'Kirana'),
    body: String(message.body || ''),
    icon: message.icon || '/icon-192.png',
    image: message.image,
    click_action: message.click_action || '/',
    tag: message.tag,
  };
}

/** A page of this site from click_action; anything else opens the home page. */
function targetOf(clickAction) {
  try {
    const url = new URL(clickAction, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const inFront = windows.filter((c) => c.focused || c.visibilityState === 'visible');
      for (const client of inFront) client.postMessage({ type: PUSH_MESSAGE_TYPE, message });
      const vibrate = (await readPushSetting('vibration')) !== false;
      await self.registration.showNotification(message.title, {
        body: message.body,
        icon: message.icon,
        badge: '/icon-192.png',
        ...(message.image ? { image: message.image } : {}),
        ...(message.tag ? { tag: message.tag, renotify: true } : {}),
        data: { click_action: message.click_action },
        // in front the page rings and vibrates itself; in the background the system does
        silent: inFront.length > 0,
        ...(inFront.length === 0 && vibrate ? { vibrate: VIBRATION_PATTERN } : {}),
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf((event.notification.data || {}).click_action || '/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // navigate() works only on a window this worker controls: else a new window opens
        const moved = await Promise.resolve(open.navigate && open.navigate(target)).catch(
          () => null,
        );
        if (moved) return moved;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
