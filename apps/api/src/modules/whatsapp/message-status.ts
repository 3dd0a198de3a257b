import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enqueue } from '../../lib/jobs';
import { shopperMessages } from '../../lib/messaging';
import { smsFallbackJob } from './sms-fallback.job';
import type { WebhookStatus } from './status-webhook';
import { whatsappMessages } from './whatsapp.tables';

/** The statuses a message may move to each status from: only forward, and never out of failed. */
const MOVES_FROM: Record<WebhookStatus, string[]> = {
  sent: ['sending', 'accepted'],
  delivered: ['sending', 'accepted', 'sent'],
  read: ['sending', 'accepted', 'sent', 'delivered'],
  failed: ['sending', 'accepted', 'sent'],
};

/**
 * Moves a message forward (a guarded update: a repeated or late status moves nothing); the one
 * move to failed queues its SMS instead, in the same transaction, so it is sent once.
 */
export async function moveMessage(
  tx: DbOrTx,
  which: SQL | undefined,
  status: WebhookStatus,
  error: string | null,
): Promise<void> {
  const [moved] = await tx
    .update(whatsappMessages)
    .set({ status, updatedAt: sql`now()`, ...(status === 'failed' ? { error } : {}) })
    .where(and(which, inArray(whatsappMessages.status, MOVES_FROM[status])))
    .returning();
  if (moved && status === 'failed')
    await enqueue(
      tx,
      smsFallbackJob,
      { messageId: moved.id },
      { sequence: shopperMessages(moved.userId) },
    );
}
