import { ORDER_STATUS_LABELS, type OrderStatus } from '@kirana/shared/orders/order-flow';
import type { PaymentMethodId } from '@kirana/shared';

export const statusLabel = (s: OrderStatus) => ORDER_STATUS_LABELS[s];

/** The same, short, for the list. */
export const PAYMENT_SHORT: Record<PaymentMethodId, string> = {
  cod: 'COD',
  wallet: 'Wallet',
  razorpay: 'Online',
  sandbox: 'Online',
  upi_direct: 'UPI',
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
