// npm run bench: does a busy embedded database stall the HTTP thread? The API on PGlite (no
// DATABASE_URL) answers a cached /api/categories, alone and then while 5 clients run searches
// no cache has seen. Prints median and p99 latency; asserts nothing.
// BENCH_API_ROOT points at another checkout (e.g. a `git worktree` of an older commit) to
// measure its server with the same yardstick.
import { spawnReaped } from './children';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rssLine } from './rss';
import { waitUp } from './wait-up';

const ROOT = process.env.BENCH_API_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCHERS = 5;
const PORT = Number(process.env.BENCH_PGLITE_PORT ?? 3905);
const api = `http://127.0.0.1:${PORT}/api`;

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-pglite-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  WEB_DIST_DIR: '/nonexistent',
};
delete env.DATABASE_URL; // the embedded database
const server = spawnReaped(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** One client asking for the cached categories back to back; each answer's time in ms. */
async function timeCategories(until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${api}/categories`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`categories answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

const WORDS = ['atta', 'basmati', 'masala', 'ghee', 'toor dal', 'biscuit', 'paneer', 'soap'];
let searches = 0;
/** One client running searches that no cache has seen (a new number each time). */
async function search(until: number, client: number): Promise<void> {
  for (let i = 0; Date.now() < until; i++) {
    const terms = `${WORDS[(i + client) % WORDS.length]} ${client}${i}`;
    const res = await fetch(`${api}/search?terms=${encodeURIComponent(terms)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`search answered ${res.status}`);
    searches++;
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function row(name: string, times: number[]): void {
  const s = [...times].sort((a, b) => a - b);
  console.log(
    name.padEnd(44),
    pct(s, 50).toFixed(1).padStart(9),
    pct(s, 99).toFixed(1).padStart(9),
    String(s.length).padStart(9),
  );
}

try {
  await waitUp(`${api}/health`);
  const afterSeed = rssLine(server.pid);
  await timeCategories(Date.now() + 2000); // fill the cache, warm the JIT
  const alone = await timeCategories(Date.now() + SECONDS * 1000);
  const until = Date.now() + SECONDS * 1000;
  const [busy] = await Promise.all([
    timeCategories(until),
    ...Array.from({ length: SEARCHERS }, (_, c) => search(until, c)),
  ]);
  console.log(`\nCached /api/categories on PGlite, one client, ${SECONDS} s each\n`);
  console.log(
    'while'.padEnd(44),
    'median ms'.padStart(9),
    'p99 ms'.padStart(9),
    'answers'.padStart(9),
  );
  row('nothing else runs', alone);
  row(`${SEARCHERS} clients run unique searches`, busy);
  console.log(`(${(searches / SECONDS).toFixed(0)} searches/s answered meanwhile)`);
  console.log(
    `API process with PGlite: after the seed ${afterSeed}; after this load ${rssLine(server.pid)}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
