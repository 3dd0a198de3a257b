import { AppError, type Said } from '../../lib/errors';

/**
 * Refuses to go on when the total the shopper confirmed is not the server's (409 PRICE_CHANGED,
 * "Product Updates Detected", with `why` saying what changed): placing an order and switching
 * one to cash on delivery both charge only what was seen.
 */
export function assertTotalAsSeen(total: number, seen: number, why: Said): void {
  if (total !== seen)
    throw new AppError(409, 'PRICE_CHANGED', { messageId: 'checkout.price-changed.title' }, why);
}
