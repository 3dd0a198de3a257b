import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The worker script itself (public/service-worker.js), run against an in-memory Cache Storage.
const source = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../public/service-worker.js'),
  'utf8',
);
const ORIGIN = 'https://kirana.test';

/** A Cache as the worker uses it: a write replaces the entry and moves it to the end. */
class MemoryCache {
  entries = new Map<string, Response>();
  async match(request: Request | string) {
    const url = typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
    return this.entries.get(url)?.clone();
  }
  async put(request: Request, response: Response) {
    this.entries.delete(request.url);
    this.entries.set(request.url, response);
  }
  async add(request: Request) {
    await this.put(request, new Response('shell'));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

function startWorker() {
  const stores = new Map<string, MemoryCache>();
  const caches = {
    open: async (name: string) =>
      stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
  };
  const network = { online: true };
  const fetch = async (request: Request) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    return new Response(`copy of ${request.url}`);
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);
  /** Sends one GET through the worker's fetch handler and waits for its answer. */
  async function get(path: string, mode: RequestMode = 'same-origin') {
    let answer: Promise<Response> | undefined;
    const request = new Request(ORIGIN + path);
    Object.defineProperty(request, 'mode', { value: mode });
    listeners.fetch!({ request, respondWith: (r: Promise<Response>) => (answer = r) });
    return answer;
  }
  return { stores, get, network };
}

const sizes = (stores: Map<string, MemoryCache>) =>
  Object.fromEntries([...stores].map(([name, cache]) => [name, cache.entries.size]));

describe('service worker runtime caches', () => {
  it('opens a page never seen offline with the home page as last seen when no shell was kept', async () => {
    const { stores, get, network } = startWorker();
    await get('/', 'navigate');
    expect(stores.get('kirana-shell-v2')?.entries.size ?? 0).toBe(0); // install never ran
    network.online = false;
    const page = await get('/category/never-seen', 'navigate');
    expect(await page!.text()).toBe(`copy of ${ORIGIN}/`);
  });

  it('keeps at most 50 pages, dropping the oldest', async () => {
    const { stores, get } = startWorker();
    for (let i = 1; i <= 60; i += 1) await get(`/product/p-${i}`, 'navigate');
    const pages = stores.get('kirana-pages-v1')!;
    expect(pages.entries.size).toBe(50);
    expect(pages.entries.has(`${ORIGIN}/product/p-10`)).toBe(false);
    expect(pages.entries.has(`${ORIGIN}/product/p-11`)).toBe(true);
    expect(pages.entries.has(`${ORIGIN}/product/p-60`)).toBe(true);
  });

  it('keeps at most 200 catalogue answers', async () => {
    const { stores, get } = startWorker();
    for (let i = 1; i <= 230; i += 1) await get(`/api/product-details?productSlug=p-${i}`);
    expect(sizes(stores)).toMatchObject({ 'kirana-data-v1': 200 });
    expect(
      stores.get('kirana-data-v1')!.entries.has(`${ORIGIN}/api/product-details?productSlug=p-31`),
    ).toBe(true);
  });
});
