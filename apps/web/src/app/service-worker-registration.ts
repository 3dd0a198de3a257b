// The service worker's life in the page: register it, take a new version at
// once and reload, unregister when the script is gone, note when the app runs offline.
// Loaded once the page has loaded (service-worker.ts), not with the first screen.

export const SERVICE_WORKER_URL = '/service-worker.js';
/** How long to wait for an active worker. */
export const SW_ACTIVATION_WAIT_MS = 10_000;
export const OFFLINE_LOG = 'No internet connection found. App is running in offline mode.';

/** How the page reloads (replaceable in tests). */
export const swPage = { reload: () => window.location.reload() };

/** A new worker has installed while an old one controls the page: let it take over now. */
function takeOverWhenInstalled(registration: ServiceWorkerRegistration): void {
  const promote = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const ask = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller)
        worker.postMessage({ type: 'SKIP_WAITING' });
    };
    ask();
    worker.addEventListener('statechange', ask);
  };
  promote(registration.waiting);
  registration.addEventListener('updatefound', () => promote(registration.installing));
}

/**
 * Tells the worker the page's language for its offline page, now and whenever `<html lang>`
 * changes (the language picker sets it), from this lazily loaded module, not the first screen.
 */
function tellLanguage(worker: ServiceWorker | null): void {
  if (!worker) return;
  const html = document.documentElement;
  const tell = () => worker.postMessage({ type: 'LANGUAGE', language: html.lang });
  tell();
  new MutationObserver(tell).observe(html, { attributes: true, attributeFilter: ['lang'] });
}

/**
 * Checks the worker script, then registers it. A missing or non-JavaScript script (a proxy's
 * error page, say) unregisters every worker and reloads; no network only logs offline mode; a
 * registration error is only logged.
 */
export async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container) return;
  let response: Response;
  try {
    response = await fetch(SERVICE_WORKER_URL, { headers: { 'Service-Worker': 'script' } });
  } catch {
    // eslint-disable-next-line no-console -- the spec's offline note is information, not a fault
    console.info(OFFLINE_LOG);
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || !type.includes('javascript')) {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    if (registrations.length) swPage.reload();
    return;
  }
  let reloading = false;
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    // the first worker of a fresh visit also claims the page: reload only on a real update
    if (reloading || !hadController) return;
    reloading = true;
    swPage.reload();
  });
  try {
    takeOverWhenInstalled(await container.register(SERVICE_WORKER_URL));
    void container.ready.then((r) => tellLanguage(r.active));
  } catch (err) {
    console.warn('Service worker registration failed', err);
  }
}

/** The active registration, or null when none is active within SW_ACTIVATION_WAIT_MS. */
export function activeServiceWorker(
  waitMs = SW_ACTIVATION_WAIT_MS,
): Promise<ServiceWorkerRegistration | null> {
  if (!navigator.serviceWorker) return Promise.resolve(null);
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
  ]);
}
