// How an order was paid, in the shopper's words: the wallet part, the online or cash part, what
// is still due, and what came back.
import type { OnlineProvider, OrderDetails } from '@kirana/shared';
import { formatInr } from '../catalogue';
import { formatDateTime } from './format';

const PROVIDER_LABELS: Readonly<Record<OnlineProvider, string>> = {
  razorpay: 'Razorpay',
  sandbox: 'test gateway',
};

export interface PaymentText {
  paid: string | null;
  due: string | null;
  refunded: string | null;
}

/** The online part actually received (what was paid beyond the wallet part). */
export const onlinePaid = (order: OrderDetails) =>
  Math.max(0, order.Payment.PaidAmount - order.Payment.WalletAmount);

/** True when part of the order was paid in the sandbox: no money moved, none comes back. */
export const isSandboxPaid = (order: OrderDetails) =>
  order.Payment.Provider === 'sandbox' && onlinePaid(order) > 0;

/**
 * True when part of the order was paid online with real money, so a cancellation asks where
 * that part goes (a sandbox part goes back to the sandbox only).
 */
export const hasOnlinePaidPart = (order: OrderDetails) =>
  order.Payment.Provider !== null && !isSandboxPaid(order) && onlinePaid(order) > 0;

/** "Paid ₹200.00 from wallet + ₹1,049.00 by UPI/card (Razorpay)", "Pay ₹X on delivery", refunds. */
export function paymentText(order: OrderDetails): PaymentText {
  const p = order.Payment;
  const online = onlinePaid(order);
  const parts: string[] = [];
  if (p.WalletAmount > 0) parts.push(`${formatInr(p.WalletAmount)} from wallet`);
  if (online > 0)
    parts.push(
      p.Provider
        ? `${formatInr(online)} by UPI/card (${PROVIDER_LABELS[p.Provider]})`
        : `${formatInr(online)} in cash on delivery`,
    );
  const rest = p.RestAmount - online;
  const closed = order.Status === 'cancelled' || order.Status === 'expired';
  let due: string | null = null;
  if (rest > 0 && !closed)
    due =
      order.PaymentMethodId === 'cod'
        ? `Pay ${formatInr(rest)} on delivery`
        : `${formatInr(rest)} to pay online${order.PayBy ? ` by ${formatDateTime(order.PayBy)}` : ''}`;
  return {
    paid: parts.length ? `Paid ${parts.join(' + ')}` : null,
    due,
    refunded: p.RefundedAmount > 0 ? `Refunded ${formatInr(p.RefundedAmount)}` : null,
  };
}

type OrderRefund = OrderDetails['Refunds'][number];

const SOURCE_DAYS = 'usually 5–7 working days';

/** Where a refund's money went (or is going), part by part. */
export function refundWhere(r: OrderRefund): string {
  const done = r.Status === 'refunded';
  const parts: string[] = [];
  if (r.WalletAmount > 0) parts.push(`${formatInr(r.WalletAmount)} credited to your Kirana wallet`);
  if (r.SourceAmount > 0)
    parts.push(
      done
        ? `${formatInr(r.SourceAmount)} back on your original payment method`
        : `${formatInr(r.SourceAmount)} on its way to your original payment method (${SOURCE_DAYS})`,
    );
  if (r.UpiAmount > 0)
    parts.push(
      done
        ? `${formatInr(r.UpiAmount)} sent to your UPI id`
        : `${formatInr(r.UpiAmount)} on its way to your UPI id`,
    );
  return parts.join(' · ');
}

/**
 * What the shopper reads once an order is cancelled: the wallet part is back at once (a
 * cancellation credits it in the same step), only the rest is on its way.
 */
export function cancelledMessage(order: OrderDetails): string {
  const sum = (pick: (r: OrderRefund) => number) => order.Refunds.reduce((n, r) => n + pick(r), 0);
  const wallet = sum((r) => r.WalletAmount);
  const away = sum((r) => r.SourceAmount + r.UpiAmount);
  const parts: string[] = [];
  if (wallet > 0) parts.push(`${formatInr(wallet)} is back in your Kirana wallet`);
  if (away > 0)
    parts.push(
      `${formatInr(away)} is on its way to ${sum((r) => r.UpiAmount) > 0 ? 'you' : 'your original payment method'} (${SOURCE_DAYS})`,
    );
  const said = `Order ${order.OrderNumber} is cancelled.`;
  return parts.length > 0 ? `${said} ${parts.join('; ')}.` : said;
}
