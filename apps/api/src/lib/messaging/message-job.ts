import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { defineJob, enqueue, type JobContext } from '../jobs';
import { sendMessage, type Message } from './send';

// One email or SMS written in a transaction and sent after it commits, by the job worker: the
// staff's alerts (a new order, a size running low) and a new staff member's invitation. A failed
// send is retried by the worker; the caller never waits for the mail or SMS provider.

const MessagePayload = z.object({
  channel: z.enum(['email', 'phone']),
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
});

export const messageJob = defineJob(
  'message',
  MessagePayload,
  ({ deps, log }: JobContext) =>
    async (msg): Promise<void> => {
      await sendMessage(deps, log, msg);
    },
);

/** Queues one message in the caller's transaction: sent only if it commits. */
export const queueMessage = (tx: DbOrTx, msg: Message) => enqueue(tx, messageJob, msg);
