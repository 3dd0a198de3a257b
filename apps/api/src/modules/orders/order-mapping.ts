import {
  CancelReasonCode,
  isCancellableByShopper,
  type OrderDetails,
  type OrderSummary,
} from '@kirana/shared';
import type { orderEvents, orderLines, orders } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The stored preset cancel reason (a column of text): a code this build knows, or null. */
export const cancelReasonCodeOf = (code: string | null): CancelReasonCode | null => {
  const known = CancelReasonCode.safeParse(code);
  return known.success ? known.data : null;
};

/** An order as the history lists it. */
export function toOrderSummary(o: OrderRow, lines: readonly OrderLineRow[]): OrderSummary {
  return {
    OrderId: o.id,
    OrderNumber: o.number,
    Status: o.status,
    PlacedAt: o.createdAt.toISOString(),
    ItemCount: o.itemCount,
    AmountPayable: o.amountPayablePaise,
    PaymentMethodId: o.paymentMethod,
    EtaFrom: o.etaFrom,
    EtaTo: o.etaTo,
    Preview: lines.slice(0, 4).map((l) => ({ Name: l.name, ImageId: l.imageId, Qty: l.qty })),
    IsTestOrder: o.isTestOrder,
  };
}

/** Everything about one order, from its snapshots. */
export function toOrderDetails(
  o: OrderRow,
  lines: readonly OrderLineRow[],
  events: readonly OrderEventRow[],
  extras: Pick<OrderDetails, 'Payment' | 'PayBy' | 'CanReturn' | 'Refunds' | 'EditCreditNotes'>,
): OrderDetails {
  return {
    ...toOrderSummary(o, lines),
    Lines: lines.map((l) => ({
      ProductId: l.productId,
      VariantId: l.variantId,
      Slug: l.slug,
      Name: l.name,
      VariantLabel: l.variantLabel,
      ImageId: l.imageId,
      Qty: l.qty,
      UnitPrice: l.unitPricePaise,
      UnitMrp: l.unitMrpPaise,
      LineTotal: l.lineTotalPaise,
      Discount: l.discountPaise,
      NetAmount: l.netAmountPaise,
      GstRate: l.gstRate,
      Hsn: l.hsn,
    })),
    Bill: o.bill,
    Address: o.address,
    DeliveryMethodName: o.deliveryMethodName,
    DeliverySlot:
      o.slotDate && o.slotStarts && o.slotEnds
        ? { Date: o.slotDate, Starts: o.slotStarts, Ends: o.slotEnds }
        : null,
    Timeline: events.map((e) => ({
      Status: e.status,
      At: e.createdAt.toISOString(),
      Note: e.note,
    })),
    CanCancel: isCancellableByShopper(o.status),
    CancelReason: o.cancelReason,
    CancelReasonCode: cancelReasonCodeOf(o.cancelReasonCode),
    InvoiceNumber: o.invoiceNumber,
    BuyerGstin: o.buyerGstin,
    BuyerBusinessName: o.buyerBusinessName,
    Carrier: o.carrier,
    TrackingNumber: o.trackingNumber,
    ...extras,
  };
}
