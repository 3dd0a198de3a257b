import type { OrderStatus } from '@kirana/shared';
import type { ServerTranslate } from '../../lib/i18n/server-messages';

// An order status as the shopper's messages name it (`orders.status-*` in the catalogue).

const STATUS_IDS: Record<OrderStatus, string> = {
  awaiting_payment: 'orders.status-awaiting-payment',
  placed: 'orders.status-placed',
  confirmed: 'orders.status-confirmed',
  packed: 'orders.status-packed',
  shipped: 'orders.status-shipped',
  out_for_delivery: 'orders.status-out-for-delivery',
  delivered: 'orders.status-delivered',
  cancelled: 'orders.status-cancelled',
  expired: 'orders.status-expired',
};

/** The status's name in `t`'s language ('Shipped', 'भेज दिया गया'). */
export const orderStatusText = (t: ServerTranslate, status: OrderStatus): string =>
  t(STATUS_IDS[status]);
