import { defineJob, type JobContext } from '../../lib/jobs';
import { restockNotice } from '../catalogue';
import { getStaffAlertSettings } from '../content';
import { announceBackInStock } from './back-in-stock.service';
import { forgetRestockedAlerts } from './low-stock-alerts';

/** The catalogue's restock notice: tells each shopper waiting for the restocked row once. */
export const restockNoticeJob = defineJob(
  restockNotice.name,
  restockNotice.payload,
  ({ deps }: Pick<JobContext, 'deps'>) =>
    async ({ productId, variantId }) => {
      await announceBackInStock(deps, productId, variantId);
      const { LowStockThreshold } = await getStaffAlertSettings(deps.database.db);
      await forgetRestockedAlerts(deps.database.db, LowStockThreshold);
    },
);
