import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { defineJob, enqueue, JobBatch, jobHandlers, JobPayloadInvalid } from './define-job';
import { enqueueJob, runDueJobs } from './jobs';

// A job's payload is checked against its schema when it is written and again when it is run: a
// stored payload the schema refuses is a failed job (retried as any failure is) whose error says
// which field is wrong, and its handler never sees it.

type Seen = { orderIds: number[] };

const noteJob = defineJob(
  'note-order',
  z.object({ orderId: z.number().int().positive(), note: z.string().optional() }),
  ({ orderIds }: Seen) =>
    async ({ orderId }) => {
      orderIds.push(orderId);
    },
);

type JobRow = { kind: string; payload: unknown; attempts: number; done: boolean; error: string };

describe('typed jobs', () => {
  let database: Database;
  const seen: Seen = { orderIds: [] };
  const rows = () =>
    queryRows<JobRow>(
      database.db,
      sql`SELECT kind, payload, attempts, done_at IS NOT NULL AS done, last_error AS error
          FROM jobs ORDER BY id`,
    );
  const run = () => runDueJobs(database.db, jobHandlers([noteJob], seen));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: '', inMemory: true });
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    seen.orderIds.length = 0;
    await database.db.execute(sql`DELETE FROM jobs`);
  });

  it('writes the checked payload under the job name and runs the handler with it', async () => {
    await enqueue(database.db, noteJob, { orderId: 7 });
    expect(await rows()).toEqual([
      { kind: 'note-order', payload: { orderId: 7 }, attempts: 0, done: false, error: null },
    ]);
    expect(await run()).toBe(1);
    expect(seen.orderIds).toEqual([7]);
    expect((await rows())[0]).toMatchObject({ attempts: 1, done: true, error: null });
  });

  it('refuses to write a payload its schema refuses, and writes nothing', async () => {
    const wrong = { orderId: 'seven' } as unknown as { orderId: number };
    await expect(enqueue(database.db, noteJob, wrong)).rejects.toThrow(JobPayloadInvalid);
    expect(await rows()).toEqual([]);
  });

  it('writes a batch of jobs in the order queued, only when the batch is written', async () => {
    const batch = new JobBatch();
    await enqueue(batch, noteJob, { orderId: 3 }, { sequence: 'order:3' });
    const later = new Date(Date.now() + 3_600_000);
    await enqueue(batch, noteJob, { orderId: 1 }, { runAt: later });
    await enqueue(batch, noteJob, { orderId: 2 }, { sequence: 'order:3' });
    expect(await rows()).toEqual([]);
    await batch.write(database.db);
    const written = await queryRows<{ payload: { orderId: number }; sequence: string | null }>(
      database.db,
      sql`SELECT payload, sequence FROM jobs ORDER BY id`,
    );
    expect(written).toEqual([
      { payload: { orderId: 3 }, sequence: 'order:3' },
      { payload: { orderId: 1 }, sequence: null },
      { payload: { orderId: 2 }, sequence: 'order:3' },
    ]);
    // the rows travel as one JSON list: the run time comes back to the millisecond
    const [kept] = await queryRows<{ ms: string }>(
      database.db,
      sql`SELECT (extract(epoch FROM run_at) * 1000)::bigint::text AS ms FROM jobs
           WHERE payload->>'orderId' = '1'`,
    );
    expect(Number(kept!.ms)).toBe(later.getTime());
    // the one set to run later waits; the others run, a sequence's in the order written
    expect(await run()).toBe(2);
    expect(seen.orderIds).toEqual([3, 2]);
    await batch.write(database.db); // emptied by the first write: nothing twice
    expect(await rows()).toHaveLength(3);
  });

  it('refuses to queue a payload its schema refuses in a batch too', async () => {
    const batch = new JobBatch();
    const wrong = { orderId: 0 };
    await expect(enqueue(batch, noteJob, wrong)).rejects.toThrow(JobPayloadInvalid);
    await batch.write(database.db);
    expect(await rows()).toEqual([]);
  });

  it('fails a stored payload its schema refuses, naming the field, without running the handler', async () => {
    // a row written by hand, or by an older version with another payload
    await enqueueJob(database.db, 'note-order', { orderId: '42', note: 3 });
    expect(await run()).toBe(1);
    expect(seen.orderIds).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, done: false });
    expect(row!.error).toContain('payload of job note-order does not match its schema');
    expect(row!.error).toMatch(/orderId/);
    expect(row!.error).toMatch(/note/);
    // retried later as any failed job: nothing runs meanwhile
    expect(await run()).toBe(0);
  });

  it('refuses two jobs of one name', () => {
    expect(() => jobHandlers([noteJob, noteJob], seen)).toThrow('two jobs are named note-order');
  });
});
