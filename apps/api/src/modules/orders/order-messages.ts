import { z } from 'zod';
import {
  ORDER_STATUS_LABELS,
  OrderStatusSchema,
  formatInr,
  type OrderStatus,
} from '@kirana/shared';
import { defineJob, rowId, type JobContext } from '../../lib/jobs';
import { sendMessage } from '../../lib/messaging';
import { findLiveUser } from '../users';
import { orderDetails } from './order-queries';

const WHAT_NEXT: Partial<Record<OrderStatus, string>> = {
  placed: 'We will confirm it shortly and tell you when it ships.',
  confirmed: 'We are getting it ready.',
  packed: 'It is packed and will ship soon.',
  shipped: 'It is on its way.',
  out_for_delivery: 'It will reach you today.',
  delivered: 'Thank you for shopping with us.',
  cancelled: 'Anything held for it has been released.',
};

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
    const label = ORDER_STATUS_LABELS[status];
    const link = `${deps.config.PUBLIC_URL}/order/details/${order.OrderId}`;
    await sendMessage(deps, log, {
      channel: contact.includes('@') ? 'email' : 'phone',
      to: contact,
      subject: `Order ${order.OrderNumber}: ${label}`,
      text:
        `Your order ${order.OrderNumber} (${formatInr(order.AmountPayable)}) is ${label.toLowerCase()}. ` +
        `${WHAT_NEXT[status] ?? ''} ${link}`.trim(),
    });
  };
}
