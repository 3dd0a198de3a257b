// npm run bench: the embedded store's (PGlite) memory under a browse-and-buy load. Starts the API
// without DATABASE_URL (it seeds the demo store), then for BENCH_RSS_SECONDS runs BENCH_RSS_BROWSERS
// clients reading the home page data, category pages, product pages and searches (every product
// and new search words, so the caches fill as a long day would) and BENCH_RSS_BUYERS shoppers each
// adding a product to the cart (its price check), quoting and placing a COD order; a shopper the
// store's unpaid-order limits stop (409) is replaced by a new one, signed in then, so the buying
// goes on for the whole run. Runs the API's bundle, as `npm start` does (BENCH_API=tsx: the
// sources through tsx; BENCH_NODE_FLAGS: node flags, e.g. --liftoff-only). Prints the API process's RSS
// after the seed, every 60 s and at the end (and its peak, VmHWM), then where the memory is:
// process.memoryUsage() of the HTTP thread and of PGlite's worker thread, and the size of PGlite's
// WebAssembly heap (bench/memory-probe.mjs, loaded into the API). Asserts nothing.
// Env: BENCH_RSS_SECONDS (300), BENCH_RSS_BROWSERS (4), BENCH_RSS_BUYERS (2),
// BENCH_RSS_PORT (4113). `npx tsx bench/rss-load.ts` runs it alone.
import { spawnReaped } from './children';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { rssLine } from './rss';
import {
  ROOT,
  apiNodeArgs,
  benchApiEnv,
  call,
  loadLine,
  orderBody,
  signUp,
  stop,
  type Shopper,
} from './shoppers';
import { waitUp } from './wait-up';

const SECONDS = Number(process.env.BENCH_RSS_SECONDS ?? 300);
const BROWSERS = Number(process.env.BENCH_RSS_BROWSERS ?? 4);
const BUYERS = Number(process.env.BENCH_RSS_BUYERS ?? 2);
const PORT = Number(process.env.BENCH_RSS_PORT ?? 4113);
const API = `http://127.0.0.1:${PORT}/api`;

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-rss-'));
// each shopper places up to the store's unpaid-order limit (10 by default), then a new one buys:
// enough for a few thousand orders (the identifiers go in an environment variable, ~28 KB here)
const emails = Array.from({ length: BUYERS * 500 }, (_, i) => `bench-buyer${i}@example.com`);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...benchApiEnv(PORT, { DATA_DIR: dataDir, TEST_LOGIN_IDENTIFIERS: emails.join(',') }),
};
delete env.DATABASE_URL; // the embedded database
const server = spawnReaped(
  process.execPath,
  apiNodeArgs(['--import', './bench/memory-probe.mjs']),
  {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

/** What bench/memory-probe.mjs writes for each thread of the API. */
interface ThreadMemory {
  threadId: number;
  main: boolean;
  usage: NodeJS.MemoryUsage;
  /** bytes of each WebAssembly.Memory the thread made */
  wasm: number[];
}
const memoryFile = (pid: number | undefined) => join(tmpdir(), `kirana-bench-memory-${pid}.json`);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Asks the API's threads for their memory (memory-probe.ts); null when none answered. */
async function threadsMemory(): Promise<ThreadMemory[] | null> {
  const file = memoryFile(server.pid);
  rmSync(file, { force: true });
  server.kill('SIGUSR2');
  for (let i = 0; i < 200 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  if (!existsSync(file)) return null;
  await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(file, 'utf8')) as ThreadMemory[];
}

function printMemory(threads: ThreadMemory[] | null): void {
  if (!threads) return void console.log('  (no memory figures from the API threads)');
  for (const t of threads) {
    const u = t.usage;
    console.log(
      `  ${t.main ? 'HTTP thread  ' : `worker ${String(t.threadId).padEnd(6)}`} heap used ` +
        `${mb(u.heapUsed)} of ${mb(u.heapTotal)}, external ${mb(u.external)} ` +
        `(array buffers ${mb(u.arrayBuffers)})` +
        (t.wasm.length ? `, WebAssembly memory ${t.wasm.map(mb).join(' + ')}` : ''),
    );
  }
  const rss = threads[0]?.usage.rss ?? 0;
  const known = threads.reduce(
    (n, t) => n + t.usage.heapTotal + t.usage.external + t.wasm.reduce((a, b) => a + b, 0),
    0,
  );
  console.log(
    `  RSS ${mb(rss)}; JS heaps + external + WebAssembly ${mb(known)} (reserved, not all ` +
      `resident); the rest is code, native libraries, thread stacks and the allocator's free space`,
  );
}

let requests = 0;
let orders = 0;
let shopperChanges = 0;
const failures = new Map<string, number>();
const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);

async function get(path: string): Promise<unknown> {
  const res = await fetch(`${API}${path}`, { signal: AbortSignal.timeout(30_000) });
  requests++;
  if (!res.ok) {
    fail(`${path.split('?')[0]} ${res.status}`);
    await res.arrayBuffer();
    return null;
  }
  return res.json();
}

const WORDS = ['atta', 'basmati', 'masala', 'ghee', 'dal', 'biscuit', 'paneer', 'soap', 'tea'];

/** One browser: home, a category page, a product page and a search, over and over. */
async function browse(until: number, client: number, categories: string[], products: string[]) {
  for (let i = client; Date.now() < until; i += BROWSERS) {
    await get('/home-page-data');
    const cat = categories[i % categories.length]!;
    await get(`/category-products?categorySlug=${cat}&pageNo=${1 + (i % 3)}&pageSize=20`);
    await get(`/product-details?productSlug=${products[i % products.length]}`);
    const terms = `${WORDS[i % WORDS.length]} ${i % 50}`;
    await get(`/search?terms=${encodeURIComponent(terms)}`);
    await get(`/search-suggestions?terms=${WORDS[i % WORDS.length]!.slice(0, 3)}`);
  }
}

let signedUp = 0;
/** A shopper not signed in before, or null when the run used every test identifier. */
async function newShopper(): Promise<Shopper | null> {
  const email = emails[signedUp];
  if (!email) return null;
  const n = signedUp++;
  return signUp(API, email, n);
}

/**
 * One buyer: a product in the cart, a quote and a COD order, its shoppers taking turns; a shopper
 * at the store's unpaid limit (COD orders stay unpaid until delivered) gives way to a new one.
 */
async function buy(until: number, shoppers: Shopper[], productIds: number[]) {
  for (let k = 0; Date.now() < until; k++) {
    const turn = k % shoppers.length;
    const s = shoppers[turn]!;
    const id = productIds[k % productIds.length]!;
    try {
      // the cart lives in the browser; the server checks its prices whenever it changes
      await call(API, 'POST', '/validate-cart-products-price', {
        body: { products: [{ productId: id, price: 100, configPriceIds: [] }] },
      });
      const body = await orderBody(s, id);
      const r = await call(API, 'POST', '/orders', { token: s.token, body, key: `rss-${k}-${id}` });
      requests += 3;
      if (r.status === 201) orders++;
      else fail(`order ${r.status} ${String(r.body.Code ?? '')}`);
      if (r.status === 409 && String(r.body.Code ?? '').startsWith('UNPAID_')) {
        const fresh = await newShopper();
        if (fresh) {
          shoppers[turn] = fresh;
          shopperChanges++;
        }
      }
    } catch (err) {
      fail(`buy ${err instanceof Error ? err.message.slice(0, 60) : String(err)}`);
    }
  }
}

try {
  await waitUp(`${API}/health`, 600); // it seeds first: minutes on a busy 2-core machine
  console.log(
    `\nThe embedded store (PGlite) under browse and buy, ${SECONDS} s: ${BROWSERS} browsers, ` +
      `${BUYERS} buyers; ${loadLine()}`,
  );
  console.log(`  after the seed: ${rssLine(server.pid)}`);
  printMemory(await threadsMemory());
  const cats = (await get('/categories')) as { Categories: { Slug: string }[] };
  const categories = cats.Categories.map((c) => c.Slug);
  const products: string[] = [];
  const simple: number[] = [];
  for (const slug of categories) {
    const page = (await get(`/category-products?categorySlug=${slug}&pageNo=1&pageSize=50`)) as {
      Products?: { Slug: string; ProductId: number; HasVariants?: boolean }[];
    } | null;
    for (const p of page?.Products ?? []) {
      products.push(p.Slug);
      if (!p.HasVariants) simple.push(p.ProductId);
    }
  }
  const shoppers: Shopper[] = [];
  for (let n = 0; n < BUYERS * 10; n++) shoppers.push((await newShopper())!);
  // buyers whose orders stay unpaid: each shopper buys in turn so no limit is reached
  const buyable: number[] = [];
  for (const id of simple.slice(0, 40)) {
    try {
      await orderBody(shoppers[0]!, id);
      buyable.push(id);
    } catch {
      // out of stock or not sold: not bought
    }
  }
  if (!buyable.length) throw new Error('no product the buyers can order');

  const t0 = performance.now();
  const until = Date.now() + SECONDS * 1000;
  const ticker = setInterval(() => {
    const s = ((performance.now() - t0) / 1000).toFixed(0);
    console.log(
      `  after ${s} s: ${rssLine(server.pid)}; ${requests} requests, ${orders} orders; ${loadLine()}`,
    );
  }, 60_000);
  const perShopper = Math.ceil(shoppers.length / BUYERS);
  await Promise.all([
    ...Array.from({ length: BROWSERS }, (_, c) => browse(until, c, categories, products)),
    ...Array.from({ length: BUYERS }, (_, b) =>
      buy(until, shoppers.slice(b * perShopper, (b + 1) * perShopper), buyable),
    ),
  ]);
  clearInterval(ticker);
  console.log(
    `  at the end: ${rssLine(server.pid)}; ${requests} requests, ${orders} COD orders` +
      ` (${(requests / SECONDS).toFixed(0)} requests/s), ${shopperChanges} shoppers replaced at` +
      ` the unpaid limit; ${loadLine()}`,
  );
  const problems = [...failures].map(([k, n]) => `${k} x${n}`).join(', ');
  if (problems) console.log(`  failed: ${problems}`);
  printMemory(await threadsMemory());
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
