// Starts the API (apps/api/src/server.ts) with every PostgreSQL statement timed in the process,
// for the order bench: the local server has no pg_stat_statements (it needs
// shared_preload_libraries), so pg.Client#query is wrapped here, in the bench only. On SIGUSR2
// the figures so far (per statement text: calls and total ms) are written as JSON to
// statementFile(this process's id), with the CPU time the process used since (user + system,
// ms), and the counters start again.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface StatementFigure {
  text: string;
  calls: number;
  totalMs: number;
}

/** Where the process `pid` writes its figures. */
export const statementFile = (pid: number | undefined) =>
  join(tmpdir(), `kirana-bench-statements-${pid}.json`);

/** What the file holds: the statements and the process's CPU time over the same span. */
export interface StatementFile {
  statements: StatementFigure[];
  cpuMs: number;
  /** of cpuMs, the kernel's (system time: socket writes and reads, mostly) */
  kernelMs: number;
}

const figures = new Map<string, StatementFigure>();
let cpuSince = process.cpuUsage();
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;

function textOf(arg: unknown): string {
  const t = typeof arg === 'string' ? arg : (arg as { text?: string } | null)?.text;
  return (t ?? '?').replace(/\s+/g, ' ').trim();
}

function record(text: string, ms: number): void {
  const f = figures.get(text) ?? { text, calls: 0, totalMs: 0 };
  f.calls++;
  f.totalMs += ms;
  figures.set(text, f);
}

pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const last = args[args.length - 1];
  const text = textOf(args[0]);
  const t0 = performance.now();
  // the callback form is what pg.Pool#query uses (drizzle's statements outside a transaction)
  if (typeof last === 'function') {
    args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
      record(err ? `${text} (failed)` : text, performance.now() - t0);
      return (last as (...a: unknown[]) => unknown)(err, ...rest);
    };
  }
  const result = original.apply(this, args);
  if (typeof last === 'function' || !(result instanceof Promise)) return result;
  return result.then(
    (r) => {
      record(text, performance.now() - t0);
      return r;
    },
    (err: unknown) => {
      record(`${text} (failed)`, performance.now() - t0);
      throw err;
    },
  );
} as typeof pg.Client.prototype.query;

/** The pseudo-statement under which the waits for a pool connection are counted. */
export const POOL_WAIT = '(waiting for a pool connection)';
const originalConnect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;

pg.Pool.prototype.connect = function timedConnect(this: pg.Pool, ...args: unknown[]) {
  const t0 = performance.now();
  const cb = args[0];
  if (typeof cb === 'function') {
    return originalConnect.call(this, (...rest: unknown[]) => {
      record(POOL_WAIT, performance.now() - t0);
      return (cb as (...a: unknown[]) => unknown)(...rest);
    });
  }
  return (originalConnect.call(this) as Promise<unknown>).then((client) => {
    record(POOL_WAIT, performance.now() - t0);
    return client;
  });
} as typeof pg.Pool.prototype.connect;

process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage(cpuSince);
  const out: StatementFile = {
    statements: [...figures.values()],
    cpuMs: (cpu.user + cpu.system) / 1000,
    kernelMs: cpu.system / 1000,
  };
  writeFileSync(statementFile(process.pid), JSON.stringify(out));
  figures.clear();
  cpuSince = process.cpuUsage();
});

if (process.env.BENCH_TIMED_API === '1') await import('../apps/api/src/server');
