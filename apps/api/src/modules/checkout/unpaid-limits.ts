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
  /** the holdings when the caller has just read them in this transaction (else read here) */
  holdings?: { orders: number; units: number },
): Promise<void> {
  if (order.paymentMethod === 'wallet') return;
  const held = holdings ?? (await unpaidHoldings(tx, userId));
  if (held.orders + 1 > limits.MaxUnpaidOrders)
    throw new AppError(
      409,
      'UNPAID_ORDERS_LIMIT',
      { messageId: 'errors.unpaid.orders', values: { count: held.orders } },
      { messageId: 'errors.unpaid.orders-hint', values: { max: limits.MaxUnpaidOrders } },
    );
  if (held.units + order.units > limits.MaxUnpaidUnits)
    throw new AppError(
      409,
      'UNPAID_UNITS_LIMIT',
      { messageId: 'errors.unpaid.units', values: { max: limits.MaxUnpaidUnits } },
      { messageId: 'errors.unpaid.units-hint', values: { count: held.units } },
    );
}
