import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work to do after a commit (messages to shoppers...): written in the same transaction as the
 * change that asks for it, claimed by one worker with FOR UPDATE SKIP LOCKED, so it runs once
 * with several processes and survives a crash.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** jobs of one sequence (an order's messages...) run one at a time, in the order written */
    sequence: text('sequence'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at IS NULL`),
    index('jobs_sequence_idx')
      .on(t.sequence, t.id)
      .where(sql`done_at IS NULL AND sequence IS NOT NULL`),
  ],
);
