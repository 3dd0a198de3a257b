import type { WhatsAppEvent } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { enqueue, type JobSink } from '../../lib/jobs';
import { shopperMessages } from '../../lib/messaging';
import { whatsappConsentGiven } from '../users';
import { whatsappUpdateJob } from './send-update.job';
import { parametersOf, type UpdateFacts } from './templates';

/**
 * Queues a WhatsApp update in the move's transaction, in the shopper's message sequence (after
 * the email or SMS of the same move), for a shopper who agreed to them; `key` names the order (or
 * refund) and the event, so the update goes out once.
 */
export async function queueWhatsAppUpdate(
  tx: DbOrTx,
  u: { key: string; userId: number; orderId: number; event: WhatsAppEvent; facts: UpdateFacts },
  jobs: JobSink = tx,
  /** the shopper's consent when the caller has just read their row (else it is read here) */
  consent?: boolean,
): Promise<void> {
  if (!(consent ?? (await whatsappConsentGiven(tx, u.userId)))) return;
  await enqueue(
    jobs,
    whatsappUpdateJob,
    {
      key: u.key,
      userId: u.userId,
      orderId: u.orderId,
      event: u.event,
      parameters: parametersOf(u.event, u.facts),
    },
    { sequence: shopperMessages(u.userId) },
  );
}
