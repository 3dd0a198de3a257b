import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

// The console's push worker as a browser gets it (served by the API, under the console's path)
// and as a browser runs it: in a service worker scope of its own (here a node:vm context with
// the scope's registration and clients), a push shows its notification, a click opens its page.

type Listener = (event: Record<string, unknown>) => void;

interface Tab {
  url: string;
  focused: boolean;
  navigatedTo: string[];
}

/** A service worker scope at /admin/ with `tabs` open: what the worker showed and opened. */
function aWorkerScope(source: string, tabs: Tab[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: () => Promise.resolve(),
    registration: {
      scope: 'https://shop.example.in/admin/',
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () =>
        tabs.map((tab) => ({
          url: tab.url,
          focus: async () => {
            tab.focused = true;
          },
          navigate: async (url: string) => {
            tab.navigatedTo.push(url);
          },
        })),
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  runInNewContext(source, { self, URL, String, Boolean });
  /** Fires an event at the worker and waits for what it asked to wait for. */
  async function fire(type: string, event: Record<string, unknown>) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  }
  const push = (data: unknown) =>
    fire('push', { data: { json: () => JSON.parse(JSON.stringify(data)) as unknown } });
  const click = (url: string) =>
    fire('notificationclick', { notification: { data: { url }, close: () => undefined } });
  return { shown, opened, push, click };
}

describe('the console’s push worker', () => {
  let t: TestApp;
  let source: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('is served under the console’s path, for its scope, checked for updates each time', async () => {
    const res = await fetch(`${t.url}/admin/staff-push-worker.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('service-worker-allowed')).toBe('/admin/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    source = await res.text();
  });

  it('shows a push as its notification', async () => {
    const scope = aWorkerScope(source);
    await scope.push({
      title: 'New order KIR-1042 ₹1,249.00',
      body: '2 items for pincode 560001. Tap to open it.',
      icon: '/icon-192.png',
      click_action: '/admin/orders/1042',
      tag: 'new-order-1042',
    });
    expect(scope.shown).toEqual([
      {
        title: 'New order KIR-1042 ₹1,249.00',
        options: {
          body: '2 items for pincode 560001. Tap to open it.',
          icon: '/icon-192.png',
          tag: 'new-order-1042',
          renotify: true,
          data: { url: '/admin/orders/1042' },
        },
      },
    ]);
  });

  it('opens the order in a new tab when no console is open', async () => {
    const scope = aWorkerScope(source, [
      { url: 'https://shop.example.in/cart', focused: false, navigatedTo: [] },
    ]);
    await scope.click('/admin/orders/1042');
    expect(scope.opened).toEqual(['https://shop.example.in/admin/orders/1042']);
  });

  it('takes an open console tab to the product', async () => {
    const tab = { url: 'https://shop.example.in/admin/orders', focused: false, navigatedTo: [] };
    const scope = aWorkerScope(source, [tab]);
    await scope.click('/admin/catalogue/products/7');
    expect(tab).toMatchObject({
      focused: true,
      navigatedTo: ['https://shop.example.in/admin/catalogue/products/7'],
    });
    expect(scope.opened).toEqual([]);
  });

  it('never opens a page outside the console', async () => {
    const scope = aWorkerScope(source);
    await scope.click('https://evil.example/admin/orders/1');
    await scope.click('/checkout');
    expect(scope.opened).toEqual([
      'https://shop.example.in/admin/',
      'https://shop.example.in/admin/',
    ]);
  });
});
