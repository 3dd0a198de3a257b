import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { WhatsAppEvent, isLanguage } from '@kirana/shared';
import { messagesIn } from '../../lib/i18n/server-messages';
import { defineJob, rowId, type JobContext } from '../../lib/jobs';
import { sendMessage } from '../../lib/messaging';
import { findLiveUser } from '../users';
import { renderTemplate } from './templates';
import { whatsappMessages } from './whatsapp.tables';

/** The job that sends a failed WhatsApp update by SMS instead, once. */
export const smsFallbackJob = defineJob(
  'whatsapp-sms-fallback',
  z.object({ messageId: rowId }),
  sendInstead,
);

function sendInstead({ deps, log }: JobContext) {
  return async ({ messageId }: { messageId: number }): Promise<void> => {
    const db = deps.database.db;
    const [row] = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, messageId));
    if (!row || row.smsFallbackAt) return;
    const user = await findLiveUser(db, row.userId);
    if (!user?.phone) return; // an erased account: nobody to tell
    const event = WhatsAppEvent.parse(row.event);
    // in the language the WhatsApp message was going in
    const language = isLanguage(row.language) ? row.language : 'en';
    await sendMessage(deps, log, {
      channel: 'phone',
      to: user.phone,
      subject: messagesIn(language)('whatsapp.sms-subject'),
      text: renderTemplate(event, row.parameters, language),
    });
    await db
      .update(whatsappMessages)
      .set({ smsFallbackAt: sql`now()` })
      .where(and(eq(whatsappMessages.id, row.id), isNull(whatsappMessages.smsFallbackAt)));
  };
}
