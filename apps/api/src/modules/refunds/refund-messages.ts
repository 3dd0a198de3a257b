import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { RefundStatus, formatInr } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { messagesIn, type ServerTranslate } from '../../lib/i18n/server-messages';
import { defineJob, enqueue, rowId, type JobContext } from '../../lib/jobs';
import { sendMessage, shopperMessages } from '../../lib/messaging';
import { findOrder } from '../orders';
import { findLiveUser, languageOfUser } from '../users';
import { queueWhatsAppUpdate } from '../whatsapp';
import { refundNumber } from './refund-numbers';
import { refunds } from './refunds.tables';
import { refundStatusText } from './refund-status-text';

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
function destinations(r: Row, done: boolean, t: ServerTranslate): string[] {
  const out: string[] = [];
  if (r.walletPaise > 0)
    out.push(
      t(done ? 'refunds.wallet-done' : 'refunds.wallet-due', { amount: formatInr(r.walletPaise) }),
    );
  if (r.sourcePaise > 0)
    out.push(
      t(done ? 'refunds.source-done' : 'refunds.source-due', { amount: formatInr(r.sourcePaise) }),
    );
  if (r.upiPaise > 0) {
    const paid = { amount: formatInr(r.upiPaise), upi: r.upiId ?? t('refunds.your-upi') };
    if (!done) out.push(t('refunds.upi-due', paid));
    else if (r.payoutReference)
      out.push(t('refunds.upi-done-reference', { ...paid, reference: r.payoutReference }));
    else out.push(t('refunds.upi-done', paid));
  }
  return out;
}

/** The message's text for a move to `status`, in the shopper's language (`t`). */
export function refundMessageText(
  r: Row,
  status: RefundStatus,
  orderNumber: string,
  t: ServerTranslate = messagesIn('en'),
): string {
  const what = t('refunds.what', {
    number: refundNumber(r.id),
    amount: formatInr(r.amountPaise),
    order: orderNumber,
  });
  const said = (first: string, done: boolean) => [first, ...destinations(r, done, t)].join(' ');
  switch (status) {
    case 'approved':
      return r.kind === 'return'
        ? t('refunds.approved-return', { what })
        : said(t('refunds.approved', { what }), false);
    case 'picked_up':
      return said(t('refunds.picked-up', { what }), false);
    case 'refunded':
      return said(t('refunds.refunded', { what }), true);
    case 'rejected':
      return r.rejectReason
        ? t('refunds.rejected-reason', { what, reason: r.rejectReason })
        : t('refunds.rejected', { what });
    default:
      return t('refunds.other', { what, status: refundStatusText(t, status).toLowerCase() });
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
    const t = messagesIn(languageOfUser(user));
    const text = refundMessageText(r, status, order.number, t);
    await sendMessage(deps, log, {
      channel: contact.includes('@') ? 'email' : 'phone',
      to: contact,
      subject: t('refunds.subject', {
        number: refundNumber(r.id),
        status: refundStatusText(t, status),
      }),
      text: `${text} ${deps.config.PUBLIC_URL}/refund/details/${r.id}`,
    });
  };
}
