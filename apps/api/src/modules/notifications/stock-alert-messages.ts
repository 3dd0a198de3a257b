import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { defineJob, enqueue, rowId, type JobContext } from '../../lib/jobs';
import { sendMessage } from '../../lib/messaging';
import { findPricing } from '../catalogue';
import { messagesIn } from '../../lib/i18n/server-messages';
import { findLiveUser, languageOfUser } from '../users';
import { stockAlerts } from './notifications.tables';

// Besides the push, a shopper waiting for a row is told by email (the address they signed in
// with, verified by its code) or else SMS (their verified phone), through the senders the sign-in
// codes use. Once per alert: the job claims the alert (messaged_at) before sending, so a retried
// job or a second restock never sends again; a failed send gives the claim back and is retried.

const StockAlertPayload = z.object({ alertId: rowId });

/** The job that tells a waiting shopper the row is back. */
export const stockAlertMessageJob = defineJob(
  'stock-alert-message',
  StockAlertPayload,
  tellBackInStock,
);

/** Queues the message of a closed alert, in the transaction that closed it. */
export async function queueStockAlertMessage(tx: DbOrTx, alertId: number): Promise<void> {
  await enqueue(tx, stockAlertMessageJob, { alertId });
}

function tellBackInStock({ deps, log }: JobContext) {
  return async ({ alertId }: z.output<typeof StockAlertPayload>): Promise<void> => {
    const db = deps.database.db;
    const [alert] = await db
      .update(stockAlerts)
      .set({ messagedAt: sql`now()` })
      .where(and(eq(stockAlerts.id, alertId), isNull(stockAlerts.messagedAt)))
      .returning();
    if (!alert) return; // sent already
    try {
      const user = await findLiveUser(db, alert.userId);
      const contact = user?.email ?? user?.phone;
      const p = (await findPricing(db, [alert.productId])).get(alert.productId);
      if (!contact || !p) return; // an erased account or a deleted product: nobody, nothing to tell
      const option = alert.variantId ? p.variants.get(alert.variantId)?.label : undefined;
      const what = option ? `${p.name} (${option})` : p.name;
      const t = messagesIn(languageOfUser(user));
      await sendMessage(deps, log, {
        channel: contact.includes('@') ? 'email' : 'phone',
        to: contact,
        subject: t('notifications.back-subject', { what }),
        text: t('notifications.back-text', { what, link: `${deps.config.PUBLIC_URL}/${p.slug}` }),
      });
    } catch (err) {
      await db.update(stockAlerts).set({ messagedAt: null }).where(eq(stockAlerts.id, alertId));
      throw err;
    }
  };
}
