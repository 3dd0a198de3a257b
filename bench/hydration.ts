// What the storefront's scripts cost a phone on the landing pages the server draws: Chromium at a
// 4x slower CPU (as Lighthouse's mobile run) loads each page cold, and its performance trace says
//   entry     evaluating the entry script (compile + run the shell's module graph), ms
//   hydrate   main-thread work from the end of the entry until the app answers taps
//             (<html data-ready>, set once the page is hydrated: app/shell/route-effects.tsx), ms
//   ready     from navigation start to <html data-ready>, ms
//   blocking  the part of every main-thread task over 50 ms, up to ready (TBT's rule), ms
//   *Cpu      the same work as main-thread CPU time: without the throttle's pauses or the time
//             other processes hold the cores, so the figure to compare on a busy machine
// each the median of HYDRATION_RUNS (5) cold loads, printed with the load average, as the
// machine's load moves every figure. Asserts nothing. With the store running (`npm start`):
//   npx tsx bench/hydration.ts        (BENCH_STORE_URL, default http://127.0.0.1:3000)
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';

const STORE = process.env.BENCH_STORE_URL ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
// the landing pages bench/lighthouse.ts scores
const PAGES = {
  home: '/',
  category: '/category/staples-atta',
  product: '/aashirvaad-shudh-chakki-atta',
};
// Lighthouse's phone: its layout is the one the server draws for a phone's user agent
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
const READY_MARK = 'kirana-ready';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** thread (CPU) time: what the thread ran, without the throttle's pauses or other processes' */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface Figures {
  entry: number;
  entryCpu: number;
  hydrate: number;
  hydrateCpu: number;
  ready: number;
  blocking: number;
}

/** The figures of one trace: the renderer's main thread, from navigation start to the mark. */
function figuresOf(events: TraceEvent[], readyMs: number): Figures {
  const mark = events.find((e) => e.name === READY_MARK);
  if (!mark) throw new Error('the page never said it was ready');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.pid === mark.pid && e.tid === main?.tid);
  // navigation start, from the mark's own time since then (the trace may begin after it)
  const start = mark.ts - readyMs * 1000;
  const tasks = onMain.filter(
    (e) =>
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.ph === 'X' &&
      e.ts >= start &&
      e.ts <= mark.ts,
  );
  // the entry is the first module script the page evaluates (the page's own chunks come later)
  const entryEval = onMain.find((e) => e.name === 'v8.evaluateModule' && e.ts >= start);
  const entryTask =
    entryEval &&
    tasks.find((t) => t.ts <= entryEval.ts && t.ts + t.dur! >= entryEval.ts + entryEval.dur!);
  if (!entryTask) throw new Error('no evaluation of the entry script in the trace');
  const afterEntry = entryTask.ts + entryTask.dur!;
  const ms = (us: number) => us / 1000;
  const hydrating = tasks.filter((t) => t.ts >= afterEntry);
  return {
    entry: ms(entryTask.dur!),
    entryCpu: ms(entryTask.tdur ?? 0),
    hydrate: ms(hydrating.reduce((a, t) => a + t.dur!, 0)),
    hydrateCpu: ms(hydrating.reduce((a, t) => a + (t.tdur ?? 0), 0)),
    ready: readyMs,
    blocking: ms(tasks.reduce((a, t) => a + Math.max(0, t.dur! - 50_000), 0)),
  };
}

/** One cold load of a page at the slower CPU, with hydration errors (#418, #423) collected. */
async function load(browser: Browser, url: string, errors: string[]): Promise<Figures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    // a user-timing mark in the trace the moment the app says it answers taps
    // (a string: it runs before <html> exists, and tsx would wrap a function in its own helpers)
    await page.addInitScript(`new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.ready !== 'true') return;
      performance.mark('${READY_MARK}');
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'v8',
        'blink.user_timing',
        'loading',
        '__metadata',
      ],
    });
    await page.goto(url);
    // a selector, not a function: the store's Content Security Policy forbids evaluating strings
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 120_000 });
    const readyMs = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]!.startTime,
      READY_MARK,
    );
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return figuresOf(trace.traceEvents, readyMs);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const COLUMNS: (keyof Figures)[] = [
  'entry',
  'entryCpu',
  'hydrate',
  'hydrateCpu',
  'ready',
  'blocking',
];
const row = (label: string, cells: number[]) =>
  console.log(label.padEnd(10), ...cells.map((n) => String(Math.round(n)).padStart(10)));
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  console.log(
    `\nEntry evaluation and hydration at ${CPU_SLOWDOWN}x slower CPU, phone layout, median of ${RUNS} cold loads (ms;`,
  );
  console.log(
    "*Cpu: main-thread CPU time, which the machine's load moves far less than the others)",
  );
  console.log(`load average before: ${loads()}`);
  console.log('page'.padEnd(10), ...COLUMNS.map((c) => c.padStart(10)));
  for (const [name, path] of Object.entries(PAGES)) {
    const errors: string[] = [];
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, `${STORE}${path}`, errors));
    row(
      name,
      COLUMNS.map((c) => median(runs.map((r) => r[c]))),
    );
    if (process.env.HYDRATION_VERBOSE)
      for (const r of runs)
        row(
          '',
          COLUMNS.map((c) => r[c]),
        );
    for (const e of new Set(errors)) console.log(`  console error on ${name}: ${e}`);
  }
  console.log(`load average after: ${loads()}`);
} finally {
  await browser.close();
}
