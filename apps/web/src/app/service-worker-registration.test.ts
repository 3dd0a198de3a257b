import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activeServiceWorker,
  OFFLINE_LOG,
  registerServiceWorker,
  SERVICE_WORKER_URL,
  SW_ACTIVATION_WAIT_MS,
  swPage,
} from './service-worker-registration';

/** A browser's service worker container, as far as the page uses it. */
class FakeContainer extends EventTarget {
  controller: object | null = null;
  registrations: { unregister: ReturnType<typeof vi.fn> }[] = [];
  registered: FakeRegistration | null = null;
  ready = new Promise<never>(() => undefined);
  getRegistrations = vi.fn(async () => this.registrations);
  register = vi.fn(async () => (this.registered = new FakeRegistration()));
}
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}

let container: FakeContainer;
const answer = (status: number, type: string) =>
  vi.fn(async () => new Response('x', { status, headers: { 'content-type': type } }));

beforeEach(() => {
  container = new FakeContainer();
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.spyOn(swPage, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it.each([
    ['missing', 404, 'text/plain'],
    ['not JavaScript', 200, 'text/html; charset=utf-8'],
  ])('unregisters and reloads when the script is %s', async (_what, status, type) => {
    vi.stubGlobal('fetch', answer(status, type));
    const old = { unregister: vi.fn(async () => true) };
    container.registrations = [old];
    await registerServiceWorker();
    expect(old.unregister).toHaveBeenCalled();
    expect(swPage.reload).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('only logs offline mode when the script cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await registerServiceWorker();
    expect(info).toHaveBeenCalledWith(OFFLINE_LOG);
    expect(container.register).not.toHaveBeenCalled();
    expect(swPage.reload).not.toHaveBeenCalled();
  });

  it('registers, tells a new version to take over at once, and reloads when it does', async () => {
    vi.stubGlobal('fetch', answer(200, 'text/javascript; charset=utf-8'));
    container.controller = {}; // an older worker controls this page
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    const fresh = new FakeWorker();
    container.registered!.installing = fresh;
    container.registered!.dispatchEvent(new Event('updatefound'));
    expect(fresh.postMessage).not.toHaveBeenCalled();
    fresh.become('installed');
    expect(fresh.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(swPage.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker of a visit takes control', async () => {
    vi.stubGlobal('fetch', answer(200, 'application/javascript'));
    await registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));
    expect(swPage.reload).not.toHaveBeenCalled();
  });
});

describe('activeServiceWorker', () => {
  it(`gives up after ${SW_ACTIVATION_WAIT_MS} ms without an active worker`, async () => {
    vi.useFakeTimers();
    const waiting = activeServiceWorker();
    await vi.advanceTimersByTimeAsync(SW_ACTIVATION_WAIT_MS);
    expect(await waiting).toBeNull();
  });
});
