import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from './jobs.tables';

export type JobHandlers = Record<string, (payload: Record<string, unknown>) => Promise<void>>;

/** How long a claimed job is leased to its worker before another may take it again (default). */
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;

export interface JobOptions {
  /** not before then */
  runAt?: Date;
  /**
   * Jobs of one sequence (`order:42`) run one at a time, in the order written: a later one waits
   * while an earlier one is running or waiting to be retried (until it is given up), so a
   * shopper is never told "delivered" before "shipped" when a send fails or two workers run.
   */
  sequence?: string;
}

/** Writes a job in the caller's transaction: it runs only if that transaction commits. */
export async function enqueueJob(
  tx: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  options: JobOptions = {},
): Promise<void> {
  await enqueueJobs(tx, [{ kind, payload, options }]);
}

/** A job to write: its kind, checked payload and options. */
export interface JobRow {
  kind: string;
  payload: Record<string, unknown>;
  options: JobOptions;
}

/** Writes jobs in one statement, in the order given (a sequence's jobs keep that order). */
export async function enqueueJobs(tx: DbOrTx, rows: readonly JobRow[]): Promise<void> {
  const insert = jobsInsert(rows);
  if (insert) await tx.execute(insert);
}

/**
 * The insert of jobs (undefined for none), in the order given (ids, and so a sequence's order,
 * follow it), to run or to send with other writes (writeTogether). The rows travel as one JSON
 * list, so the text is the same for any number and kind of jobs: prepared once a connection and
 * never built column by column (a placed order's jobs were ~4 rows of a 9-column insert).
 */
export function jobsInsert(rows: readonly JobRow[]): SQL | undefined {
  if (rows.length === 0) return undefined;
  const list = rows.map(({ kind, payload, options: { runAt, sequence } }) => ({
    kind,
    payload,
    runAt: runAt?.toISOString(),
    sequence,
  }));
  return sql`INSERT INTO ${jobs} (kind, sequence, payload, run_at)
    SELECT j->>'kind', j->>'sequence', j->'payload', coalesce((j->>'runAt')::timestamptz, now())
      FROM jsonb_array_elements(${JSON.stringify(list)}::jsonb) WITH ORDINALITY AS t(j, n)
     ORDER BY n`;
}

type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  sequence: string | null;
};

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED (several processes never take the same one),
 * leases them, runs each outside any transaction and marks it done; a failure is retried later
 * with a growing delay, up to MAX_ATTEMPTS. A job whose sequence has an earlier job not done
 * (running, or waiting to be retried) is not claimed, so a round holds at most one job of a
 * sequence; once a round ran sequenced jobs, the next round is claimed at once, so a sequence's
 * jobs run back to back. A round's jobs run in lanes, up to LANES at once (one at a time, a busy
 * store's messages fell behind its orders: 50-80 jobs a second against 4 jobs an order): a
 * sequenced job alone, unsequenced jobs of one kind one after another in the order written (a
 * live order page is told "placed" before "confirmed"). Returns how many ran.
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  log?: FastifyBaseLogger,
  limit = 20,
  leaseSeconds = LEASE_SECONDS,
): Promise<number> {
  let ran = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const rows = await claimJobs(db, limit, leaseSeconds);
    await runLanes(lanesOf(rows), (job) => runJob(db, handlers, job, log));
    ran += rows.length;
    if (!rows.some((job) => job.sequence !== null)) break;
  }
  return ran;
}

/** Lanes of a round run at once: each job's handler may hold a pooled connection or two. */
const LANES = 4;

/** A round's jobs in lanes (in the order claimed, which is the order written). */
function lanesOf(rows: readonly ClaimedJob[]): ClaimedJob[][] {
  const lanes = new Map<string, ClaimedJob[]>();
  for (const job of rows) {
    const key = job.sequence === null ? `kind:${job.kind}` : `job:${job.id}`;
    const lane = lanes.get(key);
    if (lane) lane.push(job);
    else lanes.set(key, [job]);
  }
  return [...lanes.values()];
}

/** Runs the lanes, at most LANES at once, each lane's jobs one after another. */
async function runLanes(
  lanes: ClaimedJob[][],
  run: (job: ClaimedJob) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < lanes.length) for (const job of lanes[next++]!) await run(job);
  };
  await Promise.all(Array.from({ length: Math.min(LANES, lanes.length) }, runner));
}

/** Rounds one call of runDueJobs claims at most (a long sequence goes on at the next tick). */
const MAX_ROUNDS = 10;

async function claimJobs(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
  // an earlier job of the sequence holds it while not done, unless given up (its last attempt
  // failed and its lease or retry delay is over)
  const claimed = await db.execute<ClaimedJob>(sql`
    UPDATE ${jobs} SET attempts = attempts + 1, run_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT j.id FROM ${jobs} j
      WHERE j.done_at IS NULL AND j.run_at <= now() AND j.attempts < ${MAX_ATTEMPTS}
        AND (j.sequence IS NULL OR NOT EXISTS (
          SELECT 1 FROM ${jobs} e
          WHERE e.sequence = j.sequence AND e.id < j.id AND e.done_at IS NULL
            AND (e.attempts < ${MAX_ATTEMPTS} OR e.run_at > now())))
      ORDER BY j.run_at, j.id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts, sequence`);
  // RETURNING follows no order: run them in the order written
  return (claimed as unknown as { rows: ClaimedJob[] }).rows.sort((a, b) => a.id - b.id);
}

/**
 * Runs one job and marks it done at once: marked at the end of its round instead, a job done
 * while another of the round hung (a provider that never answers) stayed leased until its lease
 * ran out, and was then run again by another worker.
 */
async function runJob(
  db: Db,
  handlers: JobHandlers,
  job: ClaimedJob,
  log?: FastifyBaseLogger,
): Promise<void> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(job.payload);
    await db
      .update(jobs)
      .set({ doneAt: sql`now()`, lastError: null })
      .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
  } catch (err) {
    log?.warn({ err, jobId: job.id, kind: job.kind }, 'job failed; it will be retried');
    const delay = Math.min(3600, 15 * 2 ** job.attempts);
    await db
      .update(jobs)
      .set({
        lastError: String((err as Error).message ?? err),
        runAt: sql`now() + make_interval(secs => ${delay})`,
      })
      .where(eq(jobs.id, job.id));
  }
}

/**
 * Runs due jobs until the returned stop function is called, which waits for the round in hand
 * (a stopping process finishes the jobs it holds): a round that found jobs is followed at once
 * by the next, so a backlog drains as fast as the jobs run (at one round a second, 20 jobs, a
 * busy store's messages fell minutes behind its orders); a round that found none waits
 * `intervalMs`.
 */
export function startJobWorker(
  db: Db,
  handlers: JobHandlers,
  log?: FastifyBaseLogger,
  { intervalMs = 1000, leaseSeconds = LEASE_SECONDS } = {},
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    let ran = 0;
    running = runDueJobs(db, handlers, log, undefined, leaseSeconds)
      .then((n) => (ran = n))
      .catch((err) => log?.error({ err }, 'job worker round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, ran > 0 ? 0 : intervalMs);
      });
  };
  let timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
