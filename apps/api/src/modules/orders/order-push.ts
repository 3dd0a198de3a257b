import type { OrderStatus, PushMessage } from '@kirana/shared';
import type { ServerTranslate } from '../../lib/i18n/server-messages';
import { PUSH_ICON } from '../notifications';
import type { OrderRow } from './order-mapping';
import { orderStatusText } from './order-status-text';

// The push a shopper gets when their order moves: only the moves they wait for.

const PUSHED: ReadonlySet<OrderStatus> = new Set([
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
]);

/** The message of a move, in the shopper's language (`t`), or null for a move not worth a notification. */
export function orderPush(
  order: Pick<OrderRow, 'id' | 'number'>,
  to: OrderStatus,
  image: string | null,
  t: ServerTranslate,
): PushMessage | null {
  if (!PUSHED.has(to)) return null;
  return {
    title: t('orders.push-title', { number: order.number, status: orderStatusText(t, to) }),
    body: t('orders.push-body', { status: to }),
    icon: PUSH_ICON,
    ...(image ? { image } : {}),
    click_action: `/order/details/${order.id}`,
    tag: `order-${order.id}`,
  };
}
