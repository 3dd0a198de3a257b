import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { REFUND_STATUS_LABELS, RefundStatus, formatInr } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { defineJob, enqueue, rowId, type JobContext } from '../../lib/jobs';
import { sendMessage, shopperMessages } from '../../lib/messaging';
import { findOrder } from '../orders';
import { findLiveUser } from '../users';
import { queueWhatsAppUpdate } from '../whatsapp';
import { refundNumber } from './refund-numbers';
import { refunds } from './refunds.tables';

// Besides the push, a shopper is told by email (or SMS, for a phone sign-in) when their refund
// moves, as they are when their order does: what was decided and where the money went, with the
// bank's delay said plainly, since "Refunded" on the gateway is not yet money in the account.

const RefundMessagePayload = z.object({
  refundId: rowId,
  status: RefundStatus,
});

/** The job that tells a shopper their refund moved. */
export const refundMessageJob = defineJob(
  'refund-status-message',
  RefundMessagePayload,
  tellRefundMoved,
);

type Row = typeof refunds.$inferSelect;

/** The statuses a shopper is told of (a request is their own doing). */
const TOLD: ReadonlySet<RefundStatus> = new Set(['approved', 'picked_up', 'refunded', 'rejected']);

/** Queues the message of a move, in the transaction that made it (and, paid out, its WhatsApp update). */
export async function queueRefundMessage(tx: DbOrTx, r: Row, to: RefundStatus): Promise<void> {
  if (TOLD.has(to))
    await enqueue(
      tx,
      refundMessageJob,
      { refundId: r.id, status: to },
      { sequence: shopperMessages(r.userId) },
    );
  if (to === 'refunded') await queueRefundWhatsApp(tx, r);
}

async function queueRefundWhatsApp(tx: DbOrTx, r: Row): Promise<void> {
  const order = await findOrder(tx, r.orderId);
  if (!order || order.isTestOrder) return;
  await queueWhatsAppUpdate(tx, {
    key: `refund:${r.id}:refund_credited`,
    userId: r.userId,
    orderId: r.orderId,
    event: 'refund_credited',
    facts: { orderNumber: order.number, amountPaise: r.amountPaise },
  });
}

/** Where the money of a refund goes (or went), one sentence per part. */
function destinations(r: Row, done: boolean): string[] {
  const out: string[] = [];
  if (r.walletPaise > 0)
    out.push(
      done
        ? `${formatInr(r.walletPaise)} is in your Kirana wallet.`
        : `${formatInr(r.walletPaise)} goes to your Kirana wallet.`,
    );
  if (r.sourcePaise > 0)
    out.push(
      `${formatInr(r.sourcePaise)} ${done ? 'was sent' : 'goes'} back to the UPI app or card you paid with; ` +
        'banks usually take 5–7 working days to show it.',
    );
  if (r.upiPaise > 0)
    out.push(
      done
        ? `${formatInr(r.upiPaise)} was paid to ${r.upiId ?? 'your UPI ID'}${r.payoutReference ? ` (reference ${r.payoutReference})` : ''}.`
        : `${formatInr(r.upiPaise)} will be paid to ${r.upiId ?? 'your UPI ID'}.`,
    );
  return out;
}

/** The message's text for a move to `status`. */
export function refundMessageText(r: Row, status: RefundStatus, orderNumber: string): string {
  const what = `your refund ${refundNumber(r.id)} of ${formatInr(r.amountPaise)} for order ${orderNumber}`;
  const said = (first: string, done: boolean) => [first, ...destinations(r, done)].join(' ');
  switch (status) {
    case 'approved':
      return r.kind === 'return'
        ? `We approved ${what}. We will pick the items up; the money is sent once they are picked up.`
        : said(`We approved ${what}.`, false);
    case 'picked_up':
      return said(`We picked up the items of ${what}.`, false);
    case 'refunded':
      return said(`We have paid out ${what}.`, true);
    case 'rejected':
      return `We could not accept the return of ${what}${r.rejectReason ? `: ${r.rejectReason}` : '.'}`;
    default:
      return `The status of ${what} is ${REFUND_STATUS_LABELS[status].toLowerCase()}.`;
  }
}

/** The job handler: reads the refund as it is now and sends the message of the move. */
function tellRefundMoved({ deps, log }: JobContext) {
  return async ({ refundId, status }: z.output<typeof RefundMessagePayload>): Promise<void> => {
    const db = deps.database.db;
    const [r] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!r || !TOLD.has(status)) return;
    const order = await findOrder(db, r.orderId);
    if (!order || order.isTestOrder) return;
    const user = await findLiveUser(db, r.userId);
    const contact = user?.email ?? user?.phone;
    if (!contact) return; // an erased account: nobody to tell
    const text = refundMessageText(r, status, order.number);
    await sendMessage(deps, log, {
      channel: contact.includes('@') ? 'email' : 'phone',
      to: contact,
      subject: `Refund ${refundNumber(r.id)}: ${REFUND_STATUS_LABELS[status]}`,
      text: `${text} ${deps.config.PUBLIC_URL}/refund/details/${r.id}`,
    });
  };
}
