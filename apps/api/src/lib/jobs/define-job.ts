import type { FastifyBaseLogger } from 'fastify';
import type { SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../deps';
import {
  enqueueJob,
  enqueueJobs,
  jobsInsert,
  type JobHandlers,
  type JobOptions,
  type JobRow,
} from './jobs';

/** What a job's handler is made with; a module's job may ask for more (the registry gives it). */
export interface JobContext {
  deps: AppDeps;
  log: FastifyBaseLogger;
}

/** A row's id in a payload (the order, the refund... the job is about). */
export const rowId = z.number().int().positive();

/** A payload's schema: an object, stored as the row's JSON. */
export type JobPayload = z.ZodType<Record<string, unknown>>;

/** A job as the worker runs it: made once with its context, then given each stored payload. */
export interface RunnableJob<C> {
  readonly name: string;
  start(context: C): (stored: unknown) => Promise<void>;
}

/** A kind of job: its name (the rows' `kind`), its payload's schema and its handler. */
export interface Job<S extends JobPayload, C = JobContext> extends RunnableJob<C> {
  readonly payload: S;
  /** Made once per worker (an agent, a logger...), then called with each checked payload. */
  readonly handler: (context: C) => (payload: z.output<S>) => Promise<void>;
}

/** The error of a stored payload its schema refuses: the job fails (and is retried) with it. */
export class JobPayloadInvalid extends Error {
  constructor(name: string, error: z.ZodError) {
    super(`payload of job ${name} does not match its schema: ${z.prettifyError(error)}`);
    this.name = 'JobPayloadInvalid';
  }
}

/**
 * A kind of job named before its handler: what a module queues when the handler lives in a
 * module above it (the module that queues must not import the handler's, or they would import
 * each other). The handler's module makes the job with `defineJob(type.name, type.payload, ...)`.
 */
export interface JobType<S extends JobPayload> {
  readonly name: string;
  readonly payload: S;
}

export const jobType = <S extends JobPayload>(name: string, payload: S): JobType<S> => ({
  name,
  payload,
});

/**
 * Defines a job beside its handler. The payload is stored as JSON, so its schema is plain data
 * (no transforms): `enqueue` checks it before writing and the worker checks it again on the
 * stored row before calling the handler.
 */
export function defineJob<S extends JobPayload, C = JobContext>(
  name: string,
  payload: S,
  handler: (context: C) => (payload: z.output<S>) => Promise<void>,
): Job<S, C> {
  return {
    name,
    payload,
    handler,
    start(context) {
      const handle = handler(context);
      return async (stored) => {
        const checked = payload.safeParse(stored);
        if (!checked.success) throw new JobPayloadInvalid(name, checked.error);
        await handle(checked.data);
      };
    },
  };
}

/**
 * Jobs gathered to be written together, in one statement, by `write` (in the caller's
 * transaction, before it commits): enqueue adds to it as it would write to a transaction.
 */
export class JobBatch {
  private readonly rows: JobRow[] = [];

  add(row: JobRow): void {
    this.rows.push(row);
  }

  /** Writes the jobs gathered so far (none: no statement) and empties the batch. */
  async write(tx: DbOrTx): Promise<void> {
    await enqueueJobs(tx, this.rows.splice(0));
  }

  /**
   * The jobs gathered so far as one insert to send with other writes (writeTogether), none as
   * an empty list; empties the batch.
   */
  take(): SQLWrapper[] {
    const insert = jobsInsert(this.rows.splice(0));
    return insert ? [insert] : [];
  }
}

/** Where enqueue writes: the caller's transaction, or a batch written later in it. */
export type JobSink = DbOrTx | JobBatch;

/**
 * Writes a job in the caller's transaction (it runs only if that transaction commits), or adds
 * it to a batch, its payload checked against the job's schema: a payload that does not match
 * throws here.
 */
export async function enqueue<S extends JobPayload>(
  to: JobSink,
  job: JobType<S>,
  payload: z.input<S>,
  options: JobOptions = {},
): Promise<void> {
  const checked = job.payload.safeParse(payload);
  if (!checked.success) throw new JobPayloadInvalid(job.name, checked.error);
  if (to instanceof JobBatch) to.add({ kind: job.name, payload: checked.data, options });
  else await enqueueJob(to, job.name, checked.data, options);
}

/** The worker's handlers of a list of jobs, each made once with the context. */
export function jobHandlers<C>(jobs: readonly RunnableJob<C>[], context: C): JobHandlers {
  const handlers: JobHandlers = {};
  for (const job of jobs) {
    if (handlers[job.name]) throw new Error(`two jobs are named ${job.name}`);
    handlers[job.name] = job.start(context);
  }
  return handlers;
}
