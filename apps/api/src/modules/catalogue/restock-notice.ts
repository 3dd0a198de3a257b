import { z } from 'zod';
import { enqueue, jobType, rowId, type JobSink } from '../../lib/jobs';

/**
 * A row's stock came back (the store owner restocked it): a job row that the notifications
 * module's handler turns into the waiting shoppers' alerts. The catalogue only queues it, so it
 * does not import notifications (which reads the catalogue's prices and stock).
 */
export const restockNotice = jobType(
  'restock-notice',
  z.object({ productId: rowId, variantId: rowId.nullable() }),
);

export async function queueRestockNotice(
  db: JobSink,
  productId: number,
  variantId: number | null,
): Promise<void> {
  await enqueue(db, restockNotice, { productId, variantId });
}
