// Order placement on PostgreSQL, run by bench/run.ts beside its hello-world baseline: N shoppers
// (each signed in through the real OTP calls, with its own session and address) place COD orders
// of one unit with POST /api/orders, (a) all on one hot product whose stock runs out before the
// attempts do, (b) spread over many products. Prints orders/s, latency, refusals by code and, from
// the database, the units sold beyond the starting stock (must be 0) and the final stock.
// Bounded in count and time; loopback only; asserts nothing.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { apiNodeFlags } from '../apps/api/src/node-flags';
import {
  BENCH_CODE,
  call,
  freshDatabase,
  orderBody,
  percentile,
  signUp,
  type Shopper,
} from './shoppers';
import {
  POOL_WAIT,
  statementFile,
  type StatementFigure,
  type StatementFile,
} from './statement-timings';

export interface OrderBenchHelpers {
  /** The PostgreSQL server of the bench (any database on it; a fresh one is made). */
  baseUrl: string;
  start: (file: string, env: Record<string, string>, nodeFlags?: string[]) => ChildProcess;
  waitUp: (url: string) => Promise<void>;
  /** req/s of the bare Fastify hello-world measured in the same run. */
  helloRps: number;
}

const SHOPPERS = Number(process.env.BENCH_ORDER_SHOPPERS ?? 20);
const ATTEMPTS = Number(process.env.BENCH_ORDERS ?? 3000);
const HOT_STOCK = Number(process.env.BENCH_ORDER_HOT_STOCK ?? 2000);
const SPREAD_PRODUCTS = Number(process.env.BENCH_ORDER_PRODUCTS ?? 100);
const WARMUP = Number(process.env.BENCH_ORDER_WARMUP ?? 200);
/** Each case stops when its attempts are done or after this many seconds, whichever is first. */
const CASE_SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 120);
/** 2: also run the cases with the API as two processes on the same database. */
const PROCESSES = Number(process.env.BENCH_ORDER_PROCESSES ?? 2);
/** The unpaid-order limit the bench sets, so its shoppers need few turns. */
const UNPAID_LIMIT = 100;
const STATEMENT_ROWS = Number(process.env.BENCH_ORDER_STATEMENT_ROWS ?? 15);
/** BENCH_PORT: the first API port (the second process takes the next one). */
const PORTS = [0, 1].map((i) => Number(process.env.BENCH_PORT ?? 3903) + i);
const apiAt = (port: number) => `http://127.0.0.1:${port}/api`;
const API = apiAt(PORTS[0]!);
/** BENCH_DB_NAME: the database made afresh on the bench's server (helpers sharing it pick their own). */
const DB_NAME = process.env.BENCH_DB_NAME ?? 'kirana_bench_orders';

/** The shoppers one worker (one request at a time) takes turns with, so none passes the unpaid limits. */
type Worker = Shopper[];

interface CaseResult {
  name: string;
  attempts: number;
  placed: number;
  /** seconds from the first request to the last placed order */
  placingSeconds: number;
  seconds: number;
  latencies: number[];
  refused: Map<string, number>;
  stoppedByTime: boolean;
  /** CPU ms this process (the shoppers' side: requests and answers) used over the case */
  clientCpuMs: number;
}

/**
 * Runs `attempts` orders from every worker at once, each one request at a time, its shoppers
 * taking turns; `productFor(worker index, its k-th order)` answers the product bought. Stops
 * early at the deadline.
 */
async function runCase(
  name: string,
  workers: Worker[],
  attempts: number,
  productFor: (w: number, k: number) => number,
): Promise<CaseResult> {
  const run = randomUUID().slice(0, 8);
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const deadline = t0 + CASE_SECONDS * 1000;
  let next = 0;
  let placed = 0;
  let lastPlaced = t0;
  let stoppedByTime = false;
  await Promise.all(
    workers.map(async (worker, w) => {
      for (let k = 0; ; k++) {
        const shopper = worker[k % worker.length]!;
        if (performance.now() > deadline) {
          stoppedByTime = next < attempts;
          return;
        }
        const i = next++;
        if (i >= attempts) return;
        const started = performance.now();
        let code: string;
        try {
          const r = await call(shopper.api, 'POST', '/orders', {
            token: shopper.token,
            body: shopper.bodies.get(productFor(w, k)),
            key: `bench-${name}-${run}-${i}`,
          });
          if (r.status === 201) {
            const done = performance.now();
            latencies.push(done - started);
            placed++;
            lastPlaced = done;
            continue;
          }
          code = `${r.status} ${String(r.body.Code ?? '')}`.trim();
        } catch (err) {
          code = err instanceof Error && err.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK';
        }
        refused.set(code, (refused.get(code) ?? 0) + 1);
      }
    }),
  );
  return {
    name,
    attempts: Math.min(next, attempts),
    placed,
    placingSeconds: (lastPlaced - t0) / 1000,
    seconds: (performance.now() - t0) / 1000,
    latencies,
    refused,
    stoppedByTime,
    clientCpuMs: cpuMs(process.cpuUsage(cpu0)),
  };
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/** Units of each product sold in standing orders, from the order lines. */
async function unitsSold(db: pg.Client, ids: number[]): Promise<Map<number, number>> {
  const r = await db.query<{ id: number; n: string }>(
    `SELECT l.product_id AS id, SUM(l.qty) AS n FROM order_lines l
       JOIN orders o ON o.id = l.order_id
      WHERE o.status <> 'cancelled' AND l.product_id = ANY($1::int[])
      GROUP BY l.product_id`,
    [ids],
  );
  return new Map(r.rows.map((row) => [row.id, Number(row.n)]));
}

async function stocks(db: pg.Client, ids: number[]): Promise<Map<number, number>> {
  const r = await db.query<{ id: number; stock: number }>(
    'SELECT id, stock FROM products WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(r.rows.map((row) => [row.id, row.stock]));
}

interface StockCheck {
  oversold: number;
  finalStock: string;
  consistent: boolean;
}

/** Units sold beyond the starting stock, summed over products, and the final stock. */
async function checkStock(
  db: pg.Client,
  start: Map<number, number>,
  soldBefore: Map<number, number>,
): Promise<StockCheck> {
  const ids = [...start.keys()];
  const sold = await unitsSold(db, ids);
  const now = await stocks(db, ids);
  let oversold = 0;
  let consistent = true;
  for (const id of ids) {
    const n = (sold.get(id) ?? 0) - (soldBefore.get(id) ?? 0);
    oversold += Math.max(0, n - start.get(id)!);
    if (now.get(id)! !== start.get(id)! - n) consistent = false;
  }
  const finals = [...now.values()];
  const finalStock =
    finals.length === 1
      ? String(finals[0])
      : `min ${Math.min(...finals)}, total ${finals.reduce((a, b) => a + b, 0)}`;
  return { oversold, finalStock, consistent };
}

interface Taken {
  figures: StatementFigure[];
  /** CPU ms the API processes used over the span, and the kernel's part of it */
  apiCpu: CpuMs;
}

/** CPU milliseconds, and how many of them the kernel spent (system time). */
interface CpuMs {
  ms: number;
  kernelMs: number;
}

/** Signals each API to write its statement figures so far and start again; answers them merged. */
async function takeStatements(apis: ChildProcess[]): Promise<Taken> {
  const merged = new Map<string, StatementFigure>();
  const apiCpu: CpuMs = { ms: 0, kernelMs: 0 };
  for (const api of apis) {
    const file = statementFile(api.pid);
    rmSync(file, { force: true });
    api.kill('SIGUSR2');
    for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
    if (!existsSync(file)) continue;
    const taken = JSON.parse(readFileSync(file, 'utf8')) as StatementFile;
    apiCpu.ms += taken.cpuMs;
    apiCpu.kernelMs += taken.kernelMs;
    for (const f of taken.statements) {
      const m = merged.get(f.text) ?? { text: f.text, calls: 0, totalMs: 0 };
      m.calls += f.calls;
      m.totalMs += f.totalMs;
      merged.set(f.text, m);
    }
    rmSync(file, { force: true });
  }
  return { figures: [...merged.values()], apiCpu };
}

/** CPU ticks of a process: user and system (the kernel's, for it). */
interface Ticks {
  user: number;
  system: number;
}

/**
 * CPU ticks of the PostgreSQL backends serving the bench's database, by process id, read from
 * /proc (a server on this machine; empty elsewhere).
 */
async function backendTicks(db: pg.Client): Promise<Map<number, Ticks>> {
  const r = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const ticks = new Map<number, Ticks>();
  for (const { pid } of r.rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, { user: Number(f[11]), system: Number(f[12]) });
    } catch {
      // not on this machine, or gone
    }
  }
  return ticks;
}

/** Backend CPU between two readings (backends that ended in between are not counted). */
function backendCpu(before: Map<number, Ticks>, after: Map<number, Ticks>): CpuMs {
  const cpu: CpuMs = { ms: 0, kernelMs: 0 };
  for (const [pid, t] of after) {
    const was = before.get(pid) ?? { user: 0, system: 0 };
    // a tick is 10 ms (USER_HZ 100)
    cpu.ms += (t.user - was.user + t.system - was.system) * 10;
    cpu.kernelMs += (t.system - was.system) * 10;
  }
  return cpu;
}

/** Where an order's database time goes: statements per placed order and the costliest ones. */
function printStatements(
  title: string,
  { figures: all, apiCpu }: Taken,
  pgCpu: CpuMs,
  placed: number,
): void {
  const per = (ms: number) => (ms / Math.max(1, placed)).toFixed(2);
  const wait = all.find((f) => f.text === POOL_WAIT);
  const figures = all.filter((f) => f !== wait);
  const calls = figures.reduce((n, f) => n + f.calls, 0);
  const ms = figures.reduce((n, f) => n + f.totalMs, 0);
  console.log(
    `\n${title}: ${(calls / Math.max(1, placed)).toFixed(1)} statements and ` +
      `${(ms / Math.max(1, placed)).toFixed(2)} ms of statement time a placed order ` +
      `(${calls} statements, ${placed} placed; time counts from send to answer, lock waits included)`,
  );
  console.log(
    `CPU a placed order: API process ${per(apiCpu.ms)} ms (kernel ${per(apiCpu.kernelMs)}), ` +
      `PostgreSQL backends ${per(pgCpu.ms)} ms (kernel ${per(pgCpu.kernelMs)})`,
  );
  if (wait)
    console.log(
      `Pool connections taken ${(wait.calls / Math.max(1, placed)).toFixed(1)} times a placed order, ` +
        `waiting ${(wait.totalMs / wait.calls).toFixed(2)} ms each on average`,
    );
  console.log('  calls/order', ' mean ms', ' share', ' statement');
  for (const f of [...figures].sort((x, y) => y.totalMs - x.totalMs).slice(0, STATEMENT_ROWS)) {
    console.log(
      '  ' + (f.calls / Math.max(1, placed)).toFixed(2).padStart(11),
      (f.totalMs / f.calls).toFixed(3).padStart(8),
      `${((100 * f.totalMs) / (ms || 1)).toFixed(1)}%`.padStart(6),
      ' ' + f.text.slice(0, 110),
    );
  }
}

interface CaseRow {
  r: CaseResult;
  check: StockCheck;
  startStock: string;
}

function printCases(title: string, rows: CaseRow[], helloRps: number): void {
  console.log(`\n${title}`);
  console.log(
    'case'.padEnd(28),
    'placed'.padStart(7),
    'orders/s'.padStart(9),
    'vs hello'.padStart(9),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'start stock'.padStart(12),
    'final stock'.padStart(20),
    'OVERSELL'.padStart(9),
  );
  for (const { r, check, startStock } of rows) {
    const sorted = [...r.latencies].sort((x, y) => x - y);
    const rate = r.placed / (r.placingSeconds || r.seconds);
    console.log(
      r.name.padEnd(28),
      String(r.placed).padStart(7),
      rate.toFixed(0).padStart(9),
      (rate / helloRps).toFixed(3).padStart(9),
      percentile(sorted, 50).toFixed(1).padStart(7),
      percentile(sorted, 99).toFixed(1).padStart(7),
      startStock.padStart(12),
      check.finalStock.padStart(20),
      String(check.oversold).padStart(9),
    );
  }
  for (const { r, check } of rows) {
    const codes = [...r.refused].map(([c, n]) => `${c} x${n}`).join(', ') || 'none';
    console.log(
      `  ${r.name}: ${r.attempts} attempted in ${r.seconds.toFixed(1)} s` +
        `${r.stoppedByTime ? ' (stopped by the time cap)' : ''}; refused: ${codes}; ` +
        `the shoppers' side ${(r.clientCpuMs / Math.max(1, r.placed)).toFixed(2)} ms CPU an order` +
        `${check.consistent ? '' : '; STOCK DOES NOT MATCH UNITS SOLD'}`,
    );
  }
}

interface Products {
  hot: number;
  spread: number[];
  spreadStock: number;
  /** the spread products each worker buys in turn */
  spreadOf: number[][];
}

/** Cash collected for every open order (as the delivery person does), so no limit is reached. */
const collectCash = (db: pg.Client) =>
  db.query(
    'UPDATE orders SET paid_paise = amount_payable_paise WHERE paid_paise < amount_payable_paise',
  );

/** Jobs due now or soon and not done (a payment deadline, due in minutes, is not counted). */
const queuedJobs = async (db: pg.Client): Promise<number> =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL AND attempts < 8
         AND kind <> 'order-payment-deadline'`,
    )
  ).rows[0]!.n;

/** How long the job workers wait for the queue to drain before the bench goes on. */
const DRAIN_CAP_SECONDS = 120;

/**
 * The jobs the placed orders left queued (messages, pushes, low-stock checks): the worker of
 * each process runs them after the commits, so orders/s counts placement, not that work. Waits
 * for the workers to drain them (up to DRAIN_CAP_SECONDS) and prints their rate.
 */
async function printJobDrain(db: pg.Client): Promise<void> {
  const queued = await queuedJobs(db);
  const t0 = performance.now();
  let left = queued;
  while (left > 0 && performance.now() - t0 < DRAIN_CAP_SECONDS * 1000) {
    await new Promise((r) => setTimeout(r, 250));
    left = await queuedJobs(db);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `  jobs still queued when the cases ended: ${queued} (run by the job workers after; not in orders/s); ` +
      `${queued - left} ran in ${seconds.toFixed(1)} s (${((queued - left) / seconds).toFixed(0)} jobs/s)` +
      (left > 0 ? `, ${left} still queued after ${DRAIN_CAP_SECONDS} s` : ''),
  );
}

/** Restocks the products, runs (a) the hot product and (b) the spread ones, checks the stock. */
async function runCases(db: pg.Client, workers: Worker[], p: Products): Promise<CaseRow[]> {
  await collectCash(db);
  await db.query('UPDATE products SET stock = $1 WHERE id = $2', [HOT_STOCK, p.hot]);
  await db.query('UPDATE products SET stock = $1 WHERE id = ANY($2::int[])', [
    p.spreadStock,
    p.spread,
  ]);
  const rows: CaseRow[] = [];
  const hotSoldBefore = await unitsSold(db, [p.hot]);
  const a = await runCase('hot', workers, ATTEMPTS, () => p.hot);
  rows.push({
    r: { ...a, name: `(a) one hot product #${p.hot}` },
    check: await checkStock(db, new Map([[p.hot, HOT_STOCK]]), hotSoldBefore),
    startStock: String(HOT_STOCK),
  });
  await collectCash(db);
  const spreadSoldBefore = await unitsSold(db, p.spread);
  const b = await runCase('spread', workers, ATTEMPTS, (w, k) => {
    const mine = p.spreadOf[w]!;
    return mine[k % mine.length]!;
  });
  rows.push({
    r: { ...b, name: `(b) ${p.spread.length} products` },
    check: await checkStock(
      db,
      new Map(p.spread.map((id) => [id, p.spreadStock])),
      spreadSoldBefore,
    ),
    startStock: `${p.spreadStock} each`,
  });
  return rows;
}

export async function benchOrderPlacement(h: OrderBenchHelpers): Promise<void> {
  console.log(
    `\nOrder placement on PostgreSQL, ${SHOPPERS} workers (one request at a time each, their shoppers taking turns)`,
  );
  let databaseUrl: string;
  try {
    databaseUrl = await freshDatabase(DB_NAME);
  } catch (err) {
    console.log(
      `  skipped: PostgreSQL at ${h.baseUrl} is not reachable (${err instanceof Error ? err.message : String(err)})`,
    );
    return;
  }
  const emails = Array.from({ length: SHOPPERS * 20 }, (_, i) => `bench-shopper${i}@example.com`);
  const startApi = (port: number) =>
    h.start(
      'bench/statement-timings.ts',
      {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        BENCH_TIMED_API: '1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        TEST_LOGIN_IDENTIFIERS: emails.join(','),
        TEST_LOGIN_CODE: BENCH_CODE,
        RATE_LIMIT_PER_MINUTE: '100000000',
        OTP_REQUESTS_PER_IP: '100000',
        SIGN_IN_ATTEMPTS_PER_IP: '100000',
      },
      // npm start's flags, then e.g. BENCH_API_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'
      // to profile the API
      [...apiNodeFlags(), ...(process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean)],
    );
  const apis = [startApi(PORTS[0]!)];
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await h.waitUp(`${API}/health`);
    await db.connect();
    // each worker's shoppers take turns, so no shopper keeps more than the unpaid limits allow
    await db.query(
      `INSERT INTO settings (key, value) VALUES ('unpaidOrderLimits', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({ MaxUnpaidOrders: UNPAID_LIMIT, MaxUnpaidUnits: 10_000 })],
    );
    const turns = Math.ceil(Math.max(ATTEMPTS, WARMUP) / SHOPPERS / (UNPAID_LIMIT - 10));
    const shoppers: Shopper[] = [];
    for (const [n, email] of emails.slice(0, SHOPPERS * turns).entries())
      shoppers.push(await signUp(API, email, n));
    // signed in through the test sign-in (production mode has no outbox to read codes from), but
    // buying as real shoppers: a test user's orders take the test invoice series, one row the
    // store's real orders never touch
    await db.query('UPDATE users SET is_test_user = false WHERE email = ANY($1::text[])', [emails]);
    const workers: Worker[] = Array.from({ length: SHOPPERS }, (_, w) =>
      shoppers.filter((_, i) => i % SHOPPERS === w),
    );

    // simple (no option rows) products: the hot one, a warm-up one, then the spread ones
    const simple = (
      await db.query<{ id: number }>(
        'SELECT id FROM products WHERE NOT has_variants ORDER BY id LIMIT $1',
        [SPREAD_PRODUCTS + 2],
      )
    ).rows.map((r) => r.id);
    if (simple.length < 3) throw new Error('the seed has too few simple products');
    const [hot, warm, ...spread] = simple as [number, number, ...number[]];
    const spreadStock = Math.ceil(ATTEMPTS / spread.length) * 2;
    await db.query('UPDATE products SET is_active = true WHERE id = ANY($1::int[])', [simple]);
    await db.query('UPDATE products SET stock = $1 WHERE id = $2', [HOT_STOCK, hot]);
    await db.query('UPDATE products SET stock = $1 WHERE id = $2', [(WARMUP + 1000) * 2, warm]);
    await db.query('UPDATE products SET stock = $1 WHERE id = ANY($2::int[])', [
      spreadStock,
      spread,
    ]);

    // worker w buys the spread products w, w + N, w + 2N, ... in turn; one quote per shopper
    // and product it will buy
    const spreadOf = workers.map((_, w) => spread.filter((_, j) => j % SHOPPERS === w));
    for (const [w, worker] of workers.entries()) {
      for (const s of worker) {
        for (const id of [hot, warm, ...spreadOf[w]!]) s.bodies.set(id, await orderBody(s, id));
      }
    }
    const products: Products = { hot, spread, spreadStock, spreadOf };

    // warm the JIT, the pools and PostgreSQL's caches; not counted
    await runCase('warm', workers, WARMUP, () => warm);
    await takeStatements(apis);
    const ticksBefore = await backendTicks(db);

    console.log(
      `${ATTEMPTS} attempts a case, ${CASE_SECONDS} s cap; hello-world baseline ${h.helloRps.toFixed(0)} req/s`,
    );
    const one = await runCases(db, workers, products);
    const taken = await takeStatements(apis);
    const pgCpu = backendCpu(ticksBefore, await backendTicks(db));
    printCases('API as one process', one, h.helloRps);
    await printJobDrain(db);
    printStatements(
      'Statements of (a) and (b), one process',
      taken,
      pgCpu,
      one.reduce((n, c) => n + c.r.placed, 0),
    );

    if (PROCESSES >= 2) {
      apis.push(startApi(PORTS[1]!));
      await h.waitUp(`${apiAt(PORTS[1]!)}/health`);
      // the workers split between the two processes
      const split = workers.map((worker, w) =>
        worker.map((s) => ({ ...s, api: apiAt(PORTS[w % 2]!) })),
      );
      await collectCash(db);
      await runCase('warm2', split, WARMUP, () => warm);
      const two = await runCases(db, split, products);
      printCases('API as two processes (shoppers split between them)', two, h.helloRps);
      await printJobDrain(db);
    }
    console.log(
      '\norders/s counts placed orders over the time to the last one placed; latencies are of placed orders.',
    );
  } finally {
    await db.end().catch(() => {});
    for (const api of apis) api.kill('SIGTERM');
  }
}
