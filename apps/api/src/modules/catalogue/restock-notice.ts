import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../lib/jobs';

/**
 * A row's stock came back (the store owner restocked it): a job row that the notifications
 * module's handler turns into the waiting shoppers' alerts. The catalogue only queues it, so it
 * does not import notifications (which reads the catalogue's prices and stock).
 */
export const RESTOCK_NOTICE_JOB = 'restock-notice';

export async function queueRestockNotice(
  db: DbOrTx,
  productId: number,
  variantId: number | null,
): Promise<void> {
  await enqueueJob(db, RESTOCK_NOTICE_JOB, { productId, variantId });
}
