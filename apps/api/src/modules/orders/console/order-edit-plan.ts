import type { AdminOrderEditBody, Bill, BillFee, OrderEditChange } from '@kirana/shared';
import { AppError } from '../../../lib/errors';
import { computeBill, type BillInput, type BillLineInput } from '../../checkout';
import { evaluateCoupon, type Coupon } from '../../offers';
import type { OrderRow } from '../order-mapping';
import type { orderLines } from '../orders.tables';

// What an edit does to an order, worked out before anything is written (pure): the new
// quantities, the bill by the checkout's own computeBill, and the money to give back.
//
// The rules (docs/decisions/0019-order-edits.md):
// - a line may only go down (0 removes it); a line not in the order is refused;
// - prices are the ones the order was placed at; the fees (delivery, platform, COD) stay as
//   charged: the store still delivers the order (free delivery stays free);
// - the coupon is judged again by the checkout's rules (evaluateCoupon) on what is left, as it
//   stood when the order was placed (its use is already counted: limits and dates are not asked
//   again); its discount is spread over its lines again, never more than before. When its
//   minimum is no longer met it falls away and its use is given back;
// - a bill that would come out higher than before (the coupon fell away) is refused: that
//   would need a new payment. The store may remove less, or cancel;
// - what was paid beyond the new bill is refunded.

type LineRow = typeof orderLines.$inferSelect;

export interface EditPlan {
  changes: OrderEditChange[];
  /** every line's new quantity (0: removed) by order line id */
  qtyByLine: Map<number, number>;
  bill: Bill;
  couponDropped: boolean;
  cancelsOrder: boolean;
  refund: number;
}

const lineKey = (productId: number, variantId: number | null) => `${productId}:${variantId ?? ''}`;

const badEdit = (message: string, detail?: string) =>
  new AppError(409, 'ORDER_EDIT_INVALID', message, detail);

/** The new quantity of each line: only lower, only lines of this order, at least one change. */
function newQuantities(lines: readonly LineRow[], body: AdminOrderEditBody): Map<number, number> {
  const byKey = new Map(lines.map((l) => [lineKey(l.productId, l.variantId), l]));
  const qty = new Map(lines.map((l) => [l.id, l.qty]));
  const seen = new Set<string>();
  for (const asked of body.Lines) {
    const key = lineKey(asked.ProductId, asked.VariantId);
    const line = byKey.get(key);
    if (!line || seen.has(key))
      throw badEdit(
        'A line of the edit is not in this order',
        `Product ${asked.ProductId}${asked.VariantId ? `, size ${asked.VariantId}` : ''} is not one of its lines, or is named twice`,
      );
    seen.add(key);
    if (asked.Qty > line.qty)
      throw badEdit(
        `${line.name}: an edit may only lower a quantity (now ${line.qty})`,
        'Raising a quantity or adding an item would need a new payment: the shopper places a new order.',
      );
    qty.set(line.id, asked.Qty);
  }
  if (lines.every((l) => qty.get(l.id) === l.qty))
    throw badEdit('The edit changes nothing', 'Lower a quantity or remove a line.');
  return qty;
}

/** The fees of the bill as it was charged, unchanged. */
function feesAsCharged(order: OrderRow, fees: readonly BillFee[]) {
  const of = (kind: BillFee['Kind']) => fees.find((f) => f.Kind === kind);
  const delivery = of('delivery');
  const platform = of('platform');
  const cod = of('cod');
  return {
    delivery: {
      methodId: order.deliveryMethodId,
      name: delivery?.Name ?? order.deliveryMethodName,
      fee: delivery?.Amount ?? 0,
      freeAbove: null,
      gstRate: delivery?.GstRate ?? 18,
    },
    platformFee: platform
      ? { name: platform.Name, fee: platform.Amount, gstRate: platform.GstRate }
      : null,
    codFee: cod ? { fee: cod.Amount, gstRate: cod.GstRate } : null,
  };
}

/** The coupon's discount on what is left, by the checkout's rules, never more than before. */
function couponOnWhatIsLeft(
  order: OrderRow,
  coupon: Coupon | null,
  lines: readonly BillLineInput[],
): BillInput['couponDiscount'] | 'dropped' {
  const before = order.bill;
  if (!before.CouponCode || before.CouponDiscount <= 0) return null;
  if (!coupon) {
    // the coupon was deleted since: its discount stays, over every line, as much as they allow
    return {
      code: before.CouponCode,
      amount: before.CouponDiscount,
      lineKeys: lines.map((l) => l.key),
    };
  }
  const asPlaced: Coupon = {
    ...coupon,
    isActive: true,
    totalLimit: null,
    perUserLimit: null,
    firstOrderOnly: false,
    paymentMethods: [],
  };
  const result = evaluateCoupon(asPlaced, {
    now: order.createdAt,
    lines: lines.map((l) => ({
      key: l.key,
      productId: l.productId,
      categoryId: l.categoryId,
      lineTotal: l.unitPrice * l.qty,
    })),
    paymentMethod: null,
    shopperOrderCount: 0,
    shopperUses: 0,
    totalUses: 0,
  });
  if (!result.ok) return 'dropped';
  return {
    code: before.CouponCode,
    amount: Math.min(result.discount, before.CouponDiscount),
    lineKeys: result.lineKeys,
  };
}

/** The edit worked out on the locked order; 409 for an edit the rules refuse. */
export function planOrderEdit(
  order: OrderRow,
  lines: readonly LineRow[],
  body: AdminOrderEditBody,
  coupon: Coupon | null,
): EditPlan {
  const qtyByLine = newQuantities(lines, body);
  const before = order.bill;
  const changes: OrderEditChange[] = lines
    .filter((l) => qtyByLine.get(l.id) !== l.qty)
    .map((l) => ({
      ProductId: l.productId,
      VariantId: l.variantId,
      Name: l.variantLabel ? `${l.name} (${l.variantLabel})` : l.name,
      QtyBefore: l.qty,
      QtyAfter: qtyByLine.get(l.id)!,
    }));
  const kept: BillLineInput[] = lines
    .filter((l) => qtyByLine.get(l.id)! > 0)
    .map((l) => {
      const was = before.Lines.find(
        (b) => b.ProductId === l.productId && b.VariantId === l.variantId,
      );
      return {
        key: was?.Key ?? lineKey(l.productId, l.variantId),
        productId: l.productId,
        variantId: l.variantId,
        name: l.name,
        variantLabel: l.variantLabel,
        unitPrice: l.unitPricePaise,
        unitMrp: l.unitMrpPaise,
        qty: qtyByLine.get(l.id)!,
        gstRate: l.gstRate as BillLineInput['gstRate'],
        hsn: l.hsn,
        categoryId: l.categoryId,
      };
    });
  const couponDiscount = couponOnWhatIsLeft(order, coupon, kept);
  const place = before.PlaceOfSupply;
  const bill = computeBill({
    lines: kept,
    couponDiscount: couponDiscount === 'dropped' ? null : couponDiscount,
    ...feesAsCharged(order, before.Fees),
    // the place of supply as billed: inter-state stays inter-state
    storeState: before.IsInterState ? `not ${place ?? ''}` : (place ?? ''),
    deliveryState: place,
  });
  const cancelsOrder = kept.length === 0;
  if (!cancelsOrder && bill.AmountPayable > before.AmountPayable)
    throw badEdit(
      `Coupon ${before.CouponCode ?? ''}'s minimum is no longer met: the new bill would be higher than the one placed`,
      'That would need a new payment. Remove less, or cancel the order.',
    );
  const stillHeld = order.paidPaise - order.refundedPaise;
  return {
    changes,
    qtyByLine,
    bill,
    couponDropped: couponDiscount === 'dropped',
    cancelsOrder,
    refund: cancelsOrder ? stillHeld : Math.max(0, stillHeld - bill.AmountPayable),
  };
}
