import type { AppDeps } from '../../lib/deps';
import { announceBackInStock } from './back-in-stock.service';

/** The catalogue's RESTOCK_NOTICE_JOB: tells each shopper waiting for the restocked row once. */
export function restockNoticeJob(deps: Pick<AppDeps, 'database'>) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const variantId = payload.variantId === null ? null : Number(payload.variantId);
    await announceBackInStock(deps, Number(payload.productId), variantId);
  };
}
