import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from './jobs.tables';

export type JobHandlers = Record<string, (payload: Record<string, unknown>) => Promise<void>>;

/** How long a claimed job is leased to its worker before another may take it again. */
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;

/** Writes a job in the caller's transaction: it runs only if that transaction commits (not before `runAt`). */
export async function enqueueJob(
  tx: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<void> {
  await tx.insert(jobs).values({ kind, payload, ...(runAt ? { runAt } : {}) });
}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED (several processes never take the same one),
 * leases them, runs each outside any transaction and marks it done; a failure is retried later
 * with a growing delay, up to MAX_ATTEMPTS. Returns how many ran.
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  log?: FastifyBaseLogger,
  limit = 20,
): Promise<number> {
  const claimed = await db.execute<{
    id: number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
  }>(sql`
    UPDATE ${jobs} SET attempts = attempts + 1, run_at = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM ${jobs} WHERE done_at IS NULL AND run_at <= now() AND attempts < ${MAX_ATTEMPTS}
      ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`);
  const rows = (
    claimed as unknown as {
      rows: { id: number; kind: string; payload: Record<string, unknown>; attempts: number }[];
    }
  ).rows;
  for (const job of rows) {
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
  return rows.length;
}

/** Runs due jobs every `intervalMs` until the returned stop function is called. */
export function startJobWorker(
  db: Db,
  handlers: JobHandlers,
  log?: FastifyBaseLogger,
  intervalMs = 1000,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(db, handlers, log)
      .catch((err) => log?.error({ err }, 'job worker round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
