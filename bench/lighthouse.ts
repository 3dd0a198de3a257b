// Lighthouse mobile (simulated 4x CPU, slow 4G) on the landing pages of a running store, twice:
// on the machine as it is, then beside two busy processes (a load average of about 2 on top).
// Lighthouse 13 wants Node 22 and is not a dependency: install it outside the project
//   mkdir /tmp/lh && cd /tmp/lh && npm i lighthouse@13.5.0 --engine-strict=false
// then, with the store running (`npm start`):
//   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse npx tsx bench/lighthouse.ts
// Prints each run with the load average it started at, and each page's median. Asserts nothing.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { spawnReaped } from './children';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.LIGHTHOUSE_BIN;
const STORE = process.env.BENCH_STORE_URL ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// a landing page of each kind in the seeded demo store
const PAGES = {
  home: '/',
  category: '/category/staples-atta',
  product: '/aashirvaad-shudh-chakki-atta',
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

interface Run {
  perf: number;
  tbt: number;
  lcp: number;
  cls: number;
  entryMs: number;
  load: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url: string; scripting: number }[] } }
  >;
}

function lighthouse(url: string): Run {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-lh-'));
  const load = loadavg()[0]!;
  try {
    const out = join(dir, 'report.json');
    execFileSync(
      BIN!,
      [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
      {
        env: { ...process.env, CHROME_PATH: CHROME },
        stdio: 'ignore',
      },
    );
    const r = JSON.parse(readFileSync(out, 'utf8')) as Report;
    const a = r.audits;
    const entry = a['bootup-time']!.details?.items?.find((i) =>
      /\/assets\/index-[^/]*\.js$/.test(i.url),
    );
    return {
      perf: Math.round(r.categories.performance.score * 100),
      tbt: Math.round(a['total-blocking-time']!.numericValue!),
      lcp: Math.round(a['largest-contentful-paint']!.numericValue!),
      cls: a['cumulative-layout-shift']!.numericValue!,
      entryMs: Math.round(entry?.scripting ?? 0),
      load,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const line = (r: Run) =>
  `perf ${r.perf}, TBT ${r.tbt} ms, LCP ${r.lcp} ms, CLS ${r.cls.toFixed(3)}, entry evaluation ${r.entryMs} ms (load average ${r.load.toFixed(1)})`;

/** Two processes spinning on a core each: what a load average of 2 adds. */
function busy(n: number): ChildProcess[] {
  return Array.from({ length: n }, () =>
    spawnReaped(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

if (!BIN) {
  console.log('lighthouse: skipped, set LIGHTHOUSE_BIN (see the top of bench/lighthouse.ts)');
} else {
  for (const [condition, burners] of [
    ['as the machine is', 0],
    ['beside two busy processes', 2],
  ] as const) {
    const spinning = busy(burners);
    // the load average is a one-minute mean: let it take the burners in
    if (burners) await new Promise((r) => setTimeout(r, 60_000));
    try {
      console.log(`\nLighthouse mobile, ${condition}`);
      for (const [page, path] of Object.entries(PAGES)) {
        const runs = Array.from({ length: RUNS }, () => lighthouse(`${STORE}${path}`));
        for (const r of runs) console.log(`  ${page}: ${line(r)}`);
        console.log(
          `  ${page} median: perf ${median(runs.map((r) => r.perf))}, TBT ${median(runs.map((r) => r.tbt))} ms, LCP ${median(runs.map((r) => r.lcp))} ms`,
        );
      }
    } finally {
      for (const p of spinning) p.kill('SIGKILL');
    }
  }
}
