import { defineJob, type JobContext } from '../../lib/jobs';
import { restockNotice } from '../catalogue';
import { announceBackInStock } from './back-in-stock.service';

/** The catalogue's restock notice: tells each shopper waiting for the restocked row once. */
export const restockNoticeJob = defineJob(
  restockNotice.name,
  restockNotice.payload,
  ({ deps }: Pick<JobContext, 'deps'>) =>
    async ({ productId, variantId }) => {
      await announceBackInStock(deps, productId, variantId);
    },
);
