import { isEndedUnpaid, type RestorableCartLine, type RestoreToCartAnswer } from '@kirana/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { findPricing } from '../catalogue';
import { findOwnOrder, orderLinesOf } from '../orders';
import { resolveLines } from './cart-lines';

/**
 * The lines of one of the shopper's unpaid, ended orders as they can go back into the cart:
 * at today's prices, each lowered to the stock left and the per-product limit; a line no longer
 * sold or out of stock is named with its reason instead. Nothing is written (the cart lives in
 * the browser), so asking twice answers the same.
 */
export async function linesForCart(
  db: Db,
  userId: number,
  orderId: number,
  maxQty: number,
  reader: Reader = readerIn(),
): Promise<RestoreToCartAnswer> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw notFound('Order', 'ORDER_NOT_FOUND');
  const ended = isEndedUnpaid({
    Status: order.status,
    PaymentMethodId: order.paymentMethod,
    InvoiceNumber: order.invoiceNumber,
  });
  if (!ended)
    throw new AppError(
      409,
      'ORDER_NOT_RESTORABLE',
      { messageId: 'errors.restore.only-unpaid' },
      { messageId: 'errors.restore.buy-again' },
    );
  const ordered = await orderLinesOf(db, order.id);
  const pricing = await findPricing(
    db,
    ordered.map((l) => l.productId),
  );
  const answer: RestoreToCartAnswer = { Lines: [], NotRestored: [] };
  for (const l of ordered) {
    const item = { ProductId: l.productId, VariantId: l.variantId, Qty: Math.min(l.qty, maxQty) };
    let { lines, problems } = resolveLines(pricing, [item], maxQty, reader);
    // fewer left than ordered: as many as there are
    const fewer = problems[0]?.Code === 'LOW_STOCK' ? problems[0].AvailableQty : 0;
    if (fewer > 0)
      ({ lines, problems } = resolveLines(pricing, [{ ...item, Qty: fewer }], maxQty, reader));
    const line = lines[0];
    if (line) answer.Lines.push(restorable(line));
    else
      answer.NotRestored.push({
        Name: l.variantLabel ? `${l.name} (${l.variantLabel})` : l.name,
        Reason: problems[0]?.Message ?? reader.t('checkout.not-available'),
      });
  }
  return answer;
}

function restorable(line: ReturnType<typeof resolveLines>['lines'][number]): RestorableCartLine {
  return {
    ProductId: line.productId,
    VariantId: line.variantId,
    Name: line.name,
    VariantLabel: line.variantLabel,
    Slug: line.slug,
    ImageId: line.imageId,
    Qty: line.qty,
    UnitPrice: line.unitPrice,
    UnitMrp: line.unitMrp,
  };
}
