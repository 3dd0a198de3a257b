// The words of an order's status, its payment method and its moves in the console user's
// language: each its own catalogue id (status-labels.test.tsx proves every one is there).
import type { OrderStatus } from '@kirana/shared/orders/order-flow';
import type { PaymentMethodId } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { formatDateTime, OrderStatusBadge } from '../../components';
import { useT } from '../../lib/i18n';

const STATUS_IDS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'orders.status.awaiting_payment',
  placed: 'orders.status.placed',
  confirmed: 'orders.status.confirmed',
  packed: 'orders.status.packed',
  shipped: 'orders.status.shipped',
  out_for_delivery: 'orders.status.out_for_delivery',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  expired: 'orders.status.expired',
};

const METHOD_IDS: Readonly<Record<PaymentMethodId, string>> = {
  cod: 'orders.method.cod',
  wallet: 'orders.method.wallet',
  razorpay: 'orders.method.razorpay',
  sandbox: 'orders.method.sandbox',
  upi_direct: 'orders.method.upi_direct',
};

/** The same, short, for lists. */
const SHORT_METHOD_IDS: Readonly<Record<PaymentMethodId, string>> = {
  cod: 'orders.method-short.cod',
  wallet: 'orders.method-short.wallet',
  razorpay: 'orders.method-short.online',
  sandbox: 'orders.method-short.online',
  upi_direct: 'orders.method-short.upi',
};

/** The button label of a move to each status (others are named by the status itself). */
const MOVE_IDS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'orders.move.confirmed',
  packed: 'orders.move.packed',
  shipped: 'orders.move.shipped',
  out_for_delivery: 'orders.move.out_for_delivery',
  delivered: 'orders.move.delivered',
  cancelled: 'orders.move.cancelled',
};

export const statusLabel = (t: Translate, s: OrderStatus) => t(STATUS_IDS[s]);
/** A status the server sent as text (a late credit's order): its words, or the text as sent. */
export const statusText = (t: Translate, s: string) =>
  s in STATUS_IDS ? t(STATUS_IDS[s as OrderStatus]) : s;
export const paymentMethodLabel = (t: Translate, m: PaymentMethodId) => t(METHOD_IDS[m]);
export const paymentShort = (t: Translate, m: PaymentMethodId) => t(SHORT_METHOD_IDS[m]);
export const moveLabel = (t: Translate, s: OrderStatus) => {
  const id = MOVE_IDS[s];
  return id ? t(id) : statusLabel(t, s);
};

/** An order's status as the shared pill, in the console user's language. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const t = useT();
  return <OrderStatusBadge status={status} label={statusLabel(t, status)} />;
}

/** The order page's status line: the pill, then when it was ordered (no status word twice). */
export function OrderStatusLine({ status, placedAt }: { status: OrderStatus; placedAt: string }) {
  const t = useT();
  return (
    <>
      <OrderStatusPill status={status} />{' '}
      {t('orders.details.placed', { at: formatDateTime(placedAt) })}
    </>
  );
}
