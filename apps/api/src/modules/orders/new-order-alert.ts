import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatInr } from '@kirana/shared';
import { inTransaction, type DbOrTx } from '../../db/client';
import { defineJob, enqueue, rowId, type JobContext, type JobSink } from '../../lib/jobs';
import { messagesIn } from '../../lib/i18n/server-messages';
import { queueMessage, type Message } from '../../lib/messaging';
import { getStaffAlertSettings } from '../content';
import { PUSH_ICON, queueStaffPush } from '../notifications';
import { orders } from './orders.tables';

// A new order (cash on delivery as it is placed, online once paid) is told to the email and
// mobile the owner set for alerts, when they asked for a message per order: a job written in the
// order's transaction, so checkout never waits; it queues one message job per channel, each sent
// and retried on its own; and pushes "New order KIR-… ₹X" to every browser of the owner and
// managers who turned on "Notify this browser" (once per order, however often this job runs).
// (The open console hears of the order through the live order stream.)

const NewOrderPayload = z.object({ orderId: rowId });

export const newOrderAlertJob = defineJob(
  'new-order-alert',
  NewOrderPayload,
  ({ deps }: JobContext) =>
    async ({ orderId }): Promise<void> => {
      await inTransaction(deps.database.db, async (tx) => {
        const messages = await newOrderMessages(tx, orderId, deps.config.PUBLIC_URL);
        for (const m of messages) await queueMessage(tx, m);
        await queueNewOrderPush(tx, orderId);
      });
    },
);

/** Written in the transaction that makes the order new (placed). */
export const queueNewOrderAlert = (tx: JobSink, orderId: number) =>
  enqueue(tx, newOrderAlertJob, { orderId });

/** The email and/or SMS of a new order, when the store wants them. */
async function newOrderMessages(
  tx: DbOrTx,
  orderId: number,
  publicUrl: string,
): Promise<Message[]> {
  const alerts = await getStaffAlertSettings(tx);
  if (!alerts.NewOrderMessages || (!alerts.AlertEmail && !alerts.AlertMobile)) return [];
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return [];
  const t = messagesIn(alerts.AlertLanguage);
  const amount = formatInr(order.amountPayablePaise);
  const text = t('alerts.new-order-text', {
    number: order.number,
    items: order.itemCount,
    amount,
    pincode: order.address.Pincode,
    link: `${publicUrl}/admin/orders/${order.id}`,
  });
  const subject = t('alerts.new-order-subject', { number: order.number, amount });
  const messages: Message[] = [];
  if (alerts.AlertEmail) messages.push({ channel: 'email', to: alerts.AlertEmail, subject, text });
  if (alerts.AlertMobile)
    messages.push({ channel: 'phone', to: alerts.AlertMobile, subject, text });
  return messages;
}

/** The staff push of a new order: its number and amount, a click opens it in the console. */
async function queueNewOrderPush(tx: DbOrTx, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const amount = formatInr(order.amountPayablePaise);
  await queueStaffPush(tx, `new-order:${order.id}`, (t) => ({
    title: t('alerts.new-order-push-title', { number: order.number, amount }),
    body: t('alerts.new-order-push-body', {
      items: order.itemCount,
      pincode: order.address.Pincode,
    }),
    icon: PUSH_ICON,
    click_action: `/admin/orders/${order.id}`,
    tag: `new-order-${order.id}`,
  }));
}
