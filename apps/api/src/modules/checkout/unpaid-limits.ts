import type { PaymentMethodId, UnpaidOrderLimits } from '@kirana/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { unpaidHoldings } from '../orders';

/**
 * Refuses an order that would leave the shopper with more open unpaid orders, or more units in
 * them, than the store allows: otherwise one shopper could hold a product's whole stock with
 * orders never paid. Only a wallet order is paid when placed. Runs in the order's transaction
 * after the shopper's row is locked, so parallel orders of one shopper are counted one by one.
 */
export async function assertWithinUnpaidLimits(
  tx: Tx,
  userId: number,
  order: { paymentMethod: PaymentMethodId; units: number },
  limits: UnpaidOrderLimits,
): Promise<void> {
  if (order.paymentMethod === 'wallet') return;
  const held = await unpaidHoldings(tx, userId);
  if (held.orders + 1 > limits.MaxUnpaidOrders)
    throw new AppError(
      409,
      'UNPAID_ORDERS_LIMIT',
      `You have ${held.orders} orders waiting to be paid`,
      `Up to ${limits.MaxUnpaidOrders} orders may wait for payment or cash on delivery at a time. Please pay for or cancel one first, or pay this one from your wallet.`,
    );
  if (held.units + order.units > limits.MaxUnpaidUnits)
    throw new AppError(
      409,
      'UNPAID_UNITS_LIMIT',
      `Your unpaid orders can hold at most ${limits.MaxUnpaidUnits} items`,
      `Your orders waiting for payment or cash on delivery already hold ${held.units}. Please pay for or cancel one first, or order fewer items.`,
    );
}
