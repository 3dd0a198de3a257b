import { refundsToUpiId, type RefundDestination, type ReturnOptionsAnswer } from '@kirana/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { findOwnOrder } from '../orders';
import { findPaidPayment } from '../payments';
import { returnRules } from './return-rules';

/** What each line of the shopper's order may still return, and where the money may go. */
export async function returnOptions(
  db: Db,
  userId: number,
  orderId: number,
  reader: Reader = readerIn(),
): Promise<ReturnOptionsAnswer> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw notFound('Order', 'ORDER_NOT_FOUND');
  const rules = await returnRules(db, order);
  const payment = await findPaidPayment(db, order.id);
  // a sandbox payment is no money: it goes back to the sandbox only, never to the wallet
  const destinations: RefundDestination[] = payment?.provider === 'sandbox' ? [] : ['wallet'];
  if (payment) destinations.push('source');
  // no gateway to reverse (cash on delivery, UPI paid straight to the shop): the owner pays out by UPI
  if (refundsToUpiId(order.paymentMethod)) destinations.push('upi');
  const canReturn = rules.some((r) => r.returnableQty > 0);
  return {
    OrderId: order.id,
    Lines: rules.map((r) => ({
      ProductId: r.line.productId,
      VariantId: r.line.variantId,
      Name: r.line.name,
      VariantLabel: r.line.variantLabel,
      ImageId: r.line.imageId,
      Qty: r.line.qty,
      ReturnableQty: r.returnableQty,
      UnitRefund: r.unitRefund,
      ReturnBy: r.returnBy?.toISOString() ?? null,
      Reason: r.reason && reader.say(r.reason),
    })),
    Destinations: destinations,
    CanReturn: canReturn,
    Message: canReturn
      ? null
      : order.status !== 'delivered'
        ? reader.t('refunds.return.after-delivery')
        : reader.t('refunds.return.nothing-left'),
  };
}
