import { ORDER_STATUS_LABELS, type OrderStatus, type PushMessage } from '@kirana/shared';
import { PUSH_ICON } from '../notifications';
import type { OrderRow } from './order-mapping';

// The push a shopper gets when their order moves: only the moves they wait for.

const PUSHED: Partial<Record<OrderStatus, string>> = {
  confirmed: 'We are getting it ready.',
  shipped: 'It is on its way.',
  out_for_delivery: 'It will reach you today. Keep your phone handy.',
  delivered: 'Delivered. Tell others what you think: rate your items.',
  cancelled: 'It has been cancelled. Any money paid is on its way back.',
};

/** The message of a move, or null for a move not worth a notification. */
export function orderPush(
  order: Pick<OrderRow, 'id' | 'number'>,
  to: OrderStatus,
  image: string | null,
): PushMessage | null {
  const body = PUSHED[to];
  if (!body) return null;
  return {
    title: `Order ${order.number}: ${ORDER_STATUS_LABELS[to]}`,
    body,
    icon: PUSH_ICON,
    ...(image ? { image } : {}),
    click_action: `/order/details/${order.id}`,
    tag: `order-${order.id}`,
  };
}
