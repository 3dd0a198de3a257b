// How an order was paid, in the shopper's words: the wallet part, the online or cash part, what
// is still due, and what came back.
import type { OrderDetails } from '@kirana/shared';
import type { Translate } from '../../lib/i18n';
import { formatInr } from '../catalogue';

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

/**
 * "Paid ₹200.00 from wallet + ₹1,049.00 by UPI/card (Razorpay)", "Pay ₹X on delivery", refunds;
 * `dateTime` formats the pay-by time in the shopper's language.
 */
export function paymentText(
  t: Translate,
  order: OrderDetails,
  dateTime: (iso: string) => string,
): PaymentText {
  const p = order.Payment;
  const online = onlinePaid(order);
  const parts: string[] = [];
  if (p.WalletAmount > 0)
    parts.push(t('orders.paid.wallet', { amount: formatInr(p.WalletAmount) }));
  if (online > 0)
    parts.push(
      p.Provider
        ? t('orders.paid.online', { amount: formatInr(online), provider: p.Provider })
        : t('orders.paid.cash', { amount: formatInr(online) }),
    );
  const rest = p.RestAmount - online;
  const closed = order.Status === 'cancelled' || order.Status === 'expired';
  let due: string | null = null;
  if (rest > 0 && !closed)
    due =
      order.PaymentMethodId === 'cod'
        ? t('orders.due.cod', { amount: formatInr(rest) })
        : order.PayBy
          ? t('orders.due.onlineBy', { amount: formatInr(rest), when: dateTime(order.PayBy) })
          : t('orders.due.online', { amount: formatInr(rest) });
  return {
    paid: parts.length ? t('orders.paid.summary', { parts: parts.join(' + ') }) : null,
    due,
    refunded:
      p.RefundedAmount > 0 ? t('orders.refunded', { amount: formatInr(p.RefundedAmount) }) : null,
  };
}

type OrderRefund = OrderDetails['Refunds'][number];

/** Where a refund's money went (or is going), part by part. */
export function refundWhere(t: Translate, r: OrderRefund): string {
  const done = r.Status === 'refunded';
  const parts: string[] = [];
  if (r.WalletAmount > 0)
    parts.push(t('orders.refundWhere.wallet', { amount: formatInr(r.WalletAmount) }));
  if (r.SourceAmount > 0) {
    const amount = formatInr(r.SourceAmount);
    parts.push(
      done
        ? t('orders.refundWhere.sourceDone', { amount })
        : t('orders.refundWhere.sourceOnWay', { amount }),
    );
  }
  if (r.UpiAmount > 0) {
    const amount = formatInr(r.UpiAmount);
    parts.push(
      done
        ? t('orders.refundWhere.upiDone', { amount })
        : t('orders.refundWhere.upiOnWay', { amount }),
    );
  }
  return parts.join(' · ');
}

/**
 * What the shopper reads once an order is cancelled: the wallet part is back at once (a
 * cancellation credits it in the same step), only the rest is on its way.
 */
export function cancelledMessage(t: Translate, order: OrderDetails): string {
  const sum = (pick: (r: OrderRefund) => number) => order.Refunds.reduce((n, r) => n + pick(r), 0);
  const wallet = sum((r) => r.WalletAmount);
  const away = sum((r) => r.SourceAmount + r.UpiAmount);
  const parts: string[] = [];
  if (wallet > 0) parts.push(t('orders.cancelled.walletBack', { amount: formatInr(wallet) }));
  if (away > 0)
    parts.push(
      sum((r) => r.UpiAmount) > 0
        ? t('orders.cancelled.onWayToYou', { amount: formatInr(away) })
        : t('orders.cancelled.onWayToSource', { amount: formatInr(away) }),
    );
  const number = order.OrderNumber;
  return parts.length > 0
    ? t('orders.cancelled.withParts', { number, parts: parts.join('; ') })
    : t('orders.cancelled.said', { number });
}
