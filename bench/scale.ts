// npm run bench, last part: the catalogue reads at 100,000 products on PostgreSQL. Builds (or
// reuses) a generated catalogue (scale-catalogue.ts) in its own database, starts the API on it and
// prints, for unique (uncached) searches with typos and any word order, cached searches, uncached
// category pages and uncached product pages: p50/p95/p99 with one client and with 10, and
// requests/s. Loopback only; prints figures, asserts nothing.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ensureCatalogue } from './scale-db';
import { benchApiEnv, start, stop } from './shoppers';
import { mulberry32 } from '../apps/api/src/db/seed/catalogue/prng';
import { waitUp } from './wait-up';

const PORT = 3904;
const API = `http://127.0.0.1:${PORT}/api`;
const CLIENTS = 10;
/** Requests per row and client count (each a distinct URL where the row is uncached). */
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 400);
/** Seconds given to the API after start to read its search word index. */
const WARM_SECONDS = Number(process.env.BENCH_SCALE_WARM_SECONDS ?? 8);

/** A shopper's typo: a letter dropped, doubled, swapped with the next or replaced by a neighbour. */
function typo(word: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  switch (Math.floor(rnd() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default:
      return word.slice(0, i) + (word[i] === 'a' ? 'e' : 'a') + word.slice(i + 1);
  }
}

interface Sample {
  name: string;
  brand: string;
  searchText: string;
  slug: string;
  nameHi: string | null;
}

/** The vowel signs a shopper typing Hindi drops or takes for its long or short twin. */
const SIGN_SLIPS: Record<string, string> = { 'ी': 'ि', 'ि': 'ी', 'ू': 'ु', 'ु': 'ू', 'ा': '', 'े': 'ै' };

/** One typo in a Devanagari word: a vowel sign dropped or swapped for its twin. */
function hindiTypo(word: string, rnd: () => number): string {
  const chars = [...word];
  const signs = chars.flatMap((c, i) => (c in SIGN_SLIPS && i > 0 ? [i] : []));
  if (signs.length === 0) return word;
  const i = signs[Math.floor(rnd() * signs.length)]!;
  chars[i] = SIGN_SLIPS[chars[i]!]!;
  return chars.join('');
}

/**
 * Distinct searches typed in Devanagari: one or two words of a product's Hindi name, in any
 * order, a third with a vowel sign slipped (दुध for दूध).
 */
function hindiTerms(samples: Sample[], n: number, seed: number): string[] {
  const rnd = mulberry32(seed);
  const named = samples.filter((s) => s.nameHi);
  const out = new Set<string>();
  for (let tries = 0; out.size < n && named.length && tries < n * 50; tries++) {
    const pool = [...new Set(named[Math.floor(rnd() * named.length)]!.nameHi!.split(' '))].filter(
      (w) => [...w].length >= 2 && !/\d/.test(w),
    );
    const picked: string[] = [];
    while (picked.length < Math.min(1 + Math.floor(rnd() * 2), pool.length)) {
      const w = pool[Math.floor(rnd() * pool.length)]!;
      if (!picked.includes(w)) picked.push(w);
    }
    if (picked.length && rnd() < 0.35) picked[0] = hindiTypo(picked[0]!, rnd);
    out.add(picked.join(' '));
  }
  return [...out];
}

/**
 * Distinct search terms as shoppers type them: one to three words of a product's name, brand and
 * Hinglish names (chawal, atta, haldi…), in any order, a third with a typo in a word of 5+ letters.
 */
function searchTerms(samples: Sample[], n: number, seed: number): string[] {
  const rnd = mulberry32(seed);
  const out = new Set<string>();
  const words = (s: string) => s.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  for (let tries = 0; out.size < n && tries < n * 50; tries++) {
    const p = samples[Math.floor(rnd() * samples.length)]!;
    const pool = [...new Set([...words(p.name), ...words(p.brand), ...words(p.searchText)])];
    const count = 1 + Math.floor(rnd() * 3);
    const picked: string[] = [];
    while (picked.length < Math.min(count, pool.length)) {
      const w = pool[Math.floor(rnd() * pool.length)]!;
      if (!picked.includes(w)) picked.push(w);
    }
    if (rnd() < 0.35) {
      const long = picked.findIndex((w) => w.length >= 5);
      if (long >= 0) picked[long] = typo(picked[long]!, rnd);
    }
    out.add(picked.join(' '));
  }
  return [...out];
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** GETs every path once, `clients` at a time; latency of each, and requests/s over the whole. */
async function load(paths: string[], clients: number): Promise<Figures> {
  const times: number[] = [];
  const slow: [number, string][] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const t = performance.now();
        const res = await fetch(`${API}${path}`);
        await res.arrayBuffer();
        times.push(performance.now() - t);
        slow.push([performance.now() - t, path]);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  if (process.env.BENCH_SCALE_SLOWEST) {
    slow.sort((a, b) => b[0] - a[0]);
    for (const [ms, path] of slow.slice(0, Number(process.env.BENCH_SCALE_SLOWEST)))
      console.log(`  ${ms.toFixed(0).padStart(6)} ms ${decodeURIComponent(path)}`);
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    errors,
  };
}

interface Row {
  name: string;
  one: Figures;
  ten: Figures;
}

/** One client over the first half of the paths, then 10 over the second: no path is asked twice. */
async function measure(name: string, paths: string[]): Promise<Row> {
  const half = Math.floor(paths.length / 2);
  const one = await load(paths.slice(0, half), 1);
  const ten = await load(paths.slice(half), CLIENTS);
  return { name, one, ten };
}

function print(rows: Row[], products: number): void {
  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\nCatalogue reads at ${products} products on PostgreSQL (${REQUESTS} requests a row; uncached: each URL asked once)\n`,
  );
  console.log(
    ''.padEnd(34),
    '1 client: p50     p95     p99'.padStart(29),
    `  ${CLIENTS} clients: p50     p95     p99   req/s  errors`,
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(34),
      `${ms(r.one.p50)} ${ms(r.one.p95)} ${ms(r.one.p99)}`.padStart(29),
      `           ${ms(r.ten.p50)} ${ms(r.ten.p95)} ${ms(r.ten.p99)} ${r.ten.rps.toFixed(0).padStart(7)} ${String(r.one.errors + r.ten.errors).padStart(7)}`,
    );
  }
  console.log('(milliseconds; requests/s with 10 clients)');
}

async function samplesOf(
  databaseUrl: string,
): Promise<{ samples: Sample[]; slugs: string[]; products: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<Sample>(
      `SELECT name, brand, search_text AS "searchText", slug, name_hi AS "nameHi" FROM products
       WHERE is_active ORDER BY md5(id::text) LIMIT 5000`,
    );
    const { rows: count } = await db.query<{ n: string }>('SELECT count(*) AS n FROM products');
    return { samples: rows, slugs: rows.map((r) => r.slug), products: Number(count[0]!.n) };
  } finally {
    await db.end();
  }
}

const databaseUrl = await ensureCatalogue(PORT);
const api = start('apps/api/src/server.ts', benchApiEnv(PORT, { DATABASE_URL: databaseUrl }));
try {
  await waitUp(`${API}/health`);
  // the API reads its search word index in the background once started (a few seconds at
  // 100,000 products): the figures are those of a warm process, as a deployment serves after
  // its readiness delay
  await new Promise((r) => setTimeout(r, WARM_SECONDS * 1000));
  const { samples, slugs, products } = await samplesOf(databaseUrl);
  const categories = (
    (await (await fetch(`${API}/categories`)).json()) as {
      Categories: { Slug: string; SubCategories?: { Slug: string }[] }[];
    }
  ).Categories.flatMap((c) => [c.Slug, ...(c.SubCategories ?? []).map((s) => s.Slug)]);

  const terms = searchTerms(samples, REQUESTS + 40, 13);
  const hindi = hindiTerms(samples, REQUESTS + 40, 17);
  const search = (t: string) => `/search?terms=${encodeURIComponent(t)}&pageNo=1&pageSize=20`;
  // warm the JIT and the database's cache on terms not measured
  await load(terms.slice(REQUESTS).map(search), CLIENTS);
  await load(hindi.slice(REQUESTS).map(search), CLIENTS);

  const cachedTerms = ['atta aashirvad', 'chawal', 'haldi powder', 'masala garam', 'tumeric'];
  const cached = Array.from({ length: REQUESTS }, (_, i) => search(cachedTerms[i % 5]!));
  await load(cachedTerms.map(search), 1);

  const rnd = mulberry32(7);
  const sorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating', 'discount'];
  const lists = new Set<string>();
  while (lists.size < Math.min(REQUESTS, categories.length * sorts.length * 5)) {
    const slug = categories[Math.floor(rnd() * categories.length)]!;
    const sort = sorts[Math.floor(rnd() * sorts.length)]!;
    const page = 1 + Math.floor(rnd() * 5);
    lists.add(`/category-products?categorySlug=${slug}&pageNo=${page}&pageSize=20&sort=${sort}`);
  }
  const details = slugs.slice(0, REQUESTS).map((s) => `/product-details?productSlug=${s}`);

  const rows = [
    await measure('search, uncached (typos, any order)', terms.slice(0, REQUESTS).map(search)),
    await measure('search in Hindi, uncached (typos)', hindi.slice(0, REQUESTS).map(search)),
    await measure('search, cached', cached),
    await measure('category list, uncached', [...lists]),
    await measure('product details, uncached', details),
  ];
  print(rows, products);
} finally {
  await stop(api);
}
