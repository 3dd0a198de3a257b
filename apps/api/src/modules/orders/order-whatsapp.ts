import type { OrderStatus, WhatsAppEvent } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import type { JobSink } from '../../lib/jobs';
import { queueWhatsAppUpdate } from '../whatsapp';
import type { OrderRow } from './order-mapping';

/** The moves a shopper hears of on WhatsApp (packed is the store's own step). */
const EVENTS: Partial<Record<OrderStatus, WhatsAppEvent>> = {
  placed: 'order_placed',
  confirmed: 'order_confirmed',
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

/**
 * Queues the WhatsApp update of the order's new status (for a shopper who agreed to them), its
 * job written to `jobs` (a batch of the move's jobs, or the transaction itself).
 */
export async function queueOrderWhatsApp(
  tx: DbOrTx,
  order: OrderRow,
  jobs: JobSink = tx,
  consent?: boolean,
): Promise<void> {
  const event = EVENTS[order.status];
  if (!event || order.isTestOrder) return;
  await queueWhatsAppUpdate(
    tx,
    {
      key: `order:${order.id}:${event}`,
      userId: order.userId,
      orderId: order.id,
      event,
      facts: {
        orderNumber: order.number,
        amountPaise: order.amountPayablePaise,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
      },
    },
    jobs,
    consent,
  );
}
