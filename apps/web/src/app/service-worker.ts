/**
 * Registers the service worker once the page has loaded (main.tsx): the registration code,
 * service-worker-registration.ts, loads then rather than with the first screen. Never rejects.
 */
export function registerServiceWorker(): Promise<void> {
  return import('./service-worker-registration').then(
    (registration) => registration.registerServiceWorker(),
    // not loadable (offline before the file was kept): the next visit registers
    () => undefined,
  );
}
