import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { WhatsAppEvent } from '@kirana/shared';
import { whatsappOn } from '../../config';
import { inTransaction } from '../../db/client';
import { defineJob, rowId, type JobContext } from '../../lib/jobs';
import { findLiveUser, hasWhatsAppConsent } from '../users';
import { CloudApiError, sendTemplateMessage } from './cloud-api';
import { moveMessage } from './message-status';
import { templateLanguageOf } from './template-language';
import { TEMPLATES } from './templates';
import { whatsappMessages } from './whatsapp.tables';

export const WhatsAppUpdatePayload = z.object({
  /** one message per key: order:<id>:<event>, refund:<id>:<event> */
  key: z.string().min(1),
  userId: rowId,
  orderId: rowId,
  event: WhatsAppEvent,
  parameters: z.array(z.string()),
});

/** The job that sends one update as a template message. */
export const whatsappUpdateJob = defineJob('whatsapp-update', WhatsAppUpdatePayload, sendUpdate);

/**
 * Sends the update when WhatsApp is on and the shopper still agrees, for the mobile they agreed
 * on. The row of its key is written first: a message already answered with a wamid is never sent
 * again (a retried or repeated job); one the Cloud API did not answer is sent again on the retry;
 * one it refused (4xx) fails and goes by SMS instead.
 */
function sendUpdate({ deps }: JobContext) {
  return async (p: z.output<typeof WhatsAppUpdatePayload>): Promise<void> => {
    if (!whatsappOn(deps.config)) return;
    const db = deps.database.db;
    const user = await findLiveUser(db, p.userId);
    if (!user || !hasWhatsAppConsent(user)) return;
    const template = TEMPLATES[p.event].name;
    const language = templateLanguageOf(user);
    await db
      .insert(whatsappMessages)
      .values({ ...p, template, language })
      .onConflictDoNothing({ target: whatsappMessages.key });
    const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.key, p.key));
    if (!row || row.status !== 'sending') return; // sent already, or failed for good
    try {
      const wamid = await sendTemplateMessage(deps.config, {
        to: user.phone!,
        template,
        language,
        parameters: p.parameters,
      });
      await db
        .update(whatsappMessages)
        .set({ wamid, language, status: 'accepted', error: null, updatedAt: sql`now()` })
        .where(eq(whatsappMessages.id, row.id));
    } catch (err) {
      const error = String((err as Error).message ?? err);
      // refused for good: it fails as a webhook would say, and goes by SMS instead
      if (err instanceof CloudApiError && err.refused)
        return inTransaction(db, (tx) =>
          moveMessage(tx, eq(whatsappMessages.id, row.id), 'failed', error),
        );
      await db
        .update(whatsappMessages)
        .set({ error, updatedAt: sql`now()` })
        .where(eq(whatsappMessages.id, row.id));
      throw err;
    }
  };
}
