import { ORDER_STATUS_LABELS, type OrderStatus } from '@kirana/shared/orders/order-flow';
import type { PaymentMethodId } from '@kirana/shared';
import { Badge, type BadgeTone } from '../../components';

const TONE: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'warn',
  placed: 'info',
  confirmed: 'info',
  packed: 'info',
  shipped: 'neutral',
  out_for_delivery: 'neutral',
  delivered: 'good',
  cancelled: 'bad',
  expired: 'bad',
};

export const statusLabel = (s: OrderStatus) => ORDER_STATUS_LABELS[s];

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONE[status]}>{statusLabel(status)}</Badge>;
}

/** The same, short, for the list. */
export const PAYMENT_SHORT: Record<PaymentMethodId, string> = {
  cod: 'COD',
  wallet: 'Wallet',
  razorpay: 'Online',
  sandbox: 'Online',
};

/** The button label of a move to each status. */
export const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirm',
  packed: 'Mark packed',
  shipped: 'Ship…',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order…',
};
