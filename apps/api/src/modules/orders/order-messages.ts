import { z } from 'zod';
import { OrderStatusSchema, formatInr, type OrderStatus } from '@kirana/shared';
import { messagesIn } from '../../lib/i18n/server-messages';
import { defineJob, rowId, type JobContext } from '../../lib/jobs';
import { sendMessage } from '../../lib/messaging';
import { findLiveUser, languageOfUser } from '../users';
import { orderDetails } from './order-queries';
import { orderStatusText } from './order-status-text';

/** The moves whose message says what happens next (`orders.message-next`). */
const WITH_NEXT: ReadonlySet<OrderStatus> = new Set([
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
]);

const OrderMessagePayload = z.object({
  orderId: rowId,
  userId: rowId,
  status: OrderStatusSchema,
});

/** The job that tells a shopper their order moved. */
export const orderMessageJob = defineJob(
  'order-status-message',
  OrderMessagePayload,
  tellOrderMoved,
);

/** The job handler that tells the shopper, by email or SMS, that their order moved. */
function tellOrderMoved({ deps, log }: JobContext) {
  return async ({
    orderId,
    userId,
    status,
  }: z.output<typeof OrderMessagePayload>): Promise<void> => {
    const order = await orderDetails(deps.database.db, null, orderId);
    if (!order || order.IsTestOrder) return;
    const user = await findLiveUser(deps.database.db, userId);
    const contact = user?.email ?? user?.phone;
    if (!contact) return; // an erased account: nobody to tell
    const t = messagesIn(languageOfUser(user));
    const label = orderStatusText(t, status);
    const number = order.OrderNumber;
    const link = `${deps.config.PUBLIC_URL}/order/details/${order.OrderId}`;
    const next = WITH_NEXT.has(status) ? `${t('orders.message-next', { status })} ` : '';
    const amount = formatInr(order.AmountPayable);
    await sendMessage(deps, log, {
      channel: contact.includes('@') ? 'email' : 'phone',
      to: contact,
      subject: t('orders.message-subject', { number, status: label }),
      text: `${t('orders.message-body', { number, amount, status: label.toLowerCase() })} ${next}${link}`,
    });
  };
}
