// Starts the API (apps/api/src/server.ts) with every PostgreSQL statement timed in the process,
// for the order bench: the local server has no pg_stat_statements (it needs
// shared_preload_libraries), so pg.Client#query is wrapped here, in the bench only. On SIGUSR2
// the figures so far (per statement text: calls and total ms) are written as JSON to
// statementFile(this process's id) and the counters start again.
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

const figures = new Map<string, StatementFigure>();
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
  const result = original.apply(this, args);
  // only the promise form is timed (drizzle and the pool use it); callbacks pass through
  if (typeof last === 'function' || !(result instanceof Promise)) return result;
  const text = textOf(args[0]);
  const t0 = performance.now();
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

process.on('SIGUSR2', () => {
  writeFileSync(statementFile(process.pid), JSON.stringify([...figures.values()]));
  figures.clear();
});

if (process.env.BENCH_TIMED_API === '1') await import('../apps/api/src/server');
