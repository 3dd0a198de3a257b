import { z } from 'zod';
import type { PaymentMethodId } from '../checkout/checkout';
import { isOnlineMethod } from '../checkout/payment-methods';
import type { OrderStatus } from './order-flow';

/**
 * An online order that ended without its payment: it expired, or was cancelled before it was
 * paid (an online order gets its invoice number only once paid). Its items never left the store,
 * and the cart that held them was emptied when the order was placed: they may go back into it.
 */
export function isEndedUnpaid(order: {
  Status: OrderStatus;
  PaymentMethodId: PaymentMethodId;
  InvoiceNumber: string | null;
}): boolean {
  return (
    isOnlineMethod(order.PaymentMethodId) &&
    order.InvoiceNumber === null &&
    (order.Status === 'expired' || order.Status === 'cancelled')
  );
}

/** A line of an unpaid order that can go back into the cart, at today's price and stock. */
export const RestorableCartLine = z.object({
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  VariantLabel: z.string().nullable(),
  Slug: z.string(),
  ImageId: z.string().nullable(),
  Qty: z.number().int().describe('the order’s quantity, lowered to today’s stock and limit'),
  UnitPrice: z.number().int().describe('today’s price in paise'),
  UnitMrp: z.number().int(),
});
export type RestorableCartLine = z.infer<typeof RestorableCartLine>;

/** `GET /orders/:orderId/cart-lines`: what of an order that was never paid can be bought again. */
export const RestoreToCartAnswer = z.object({
  Lines: z.array(RestorableCartLine),
  NotRestored: z.array(z.object({ Name: z.string(), Reason: z.string() })),
});
export type RestoreToCartAnswer = z.infer<typeof RestoreToCartAnswer>;
