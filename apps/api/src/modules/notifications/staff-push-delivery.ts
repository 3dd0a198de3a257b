import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  type PushMessage,
} from '@kirana/shared';
import { inTransaction, type DbOrTx } from '../../db/client';
import { defineJob, enqueue, rowId, type JobContext } from '../../lib/jobs';
import { messagesIn, type ServerTranslate } from '../../lib/i18n/server-messages';
import { staff, staffSessions } from '../../db/tables';
import { pushSender, QueuedMessage } from './push-delivery';
import { staffPushEvents, staffPushSubscriptions } from './notifications.tables';

// Pushes to the console's staff (a new order, a size running low): written in the transaction
// of what they tell, as one fan-out job per event with the message in every language; the
// fan-out claims the event's key (a retried job pushes nothing twice) and writes one delivery
// job per opted-in browser, in that browser's language, each sent and retried on its own.

/** The roles a staff push may reach: it carries money (an order's amount). */
const PUSHED_ROLES = ['owner', 'manager'];

const Messages = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, QueuedMessage])) as Record<
    Language,
    typeof QueuedMessage
  >,
);
const StaffPushPayload = z.object({
  /** the event's once-only key: new-order:42, low-stock:7:0:<when> */
  key: z.string().min(1).max(200),
  messages: Messages,
});
const StaffPushDeliveryPayload = z.object({
  subscriptionId: rowId,
  staffId: rowId,
  message: QueuedMessage,
});

export const staffPushMessageJob = defineJob('staff-push-message', StaffPushPayload, fanOut);
export const staffPushDeliveryJob = defineJob(
  'staff-push-delivery',
  StaffPushDeliveryPayload,
  deliver,
);

/**
 * Queues `message` (made in each language) to every browser of the owner and managers who
 * turned on "Notify this browser"; pushed after the caller's transaction commits, once per `key`.
 */
export async function queueStaffPush(
  tx: DbOrTx,
  key: string,
  message: (t: ServerTranslate) => PushMessage,
): Promise<void> {
  const messages = Object.fromEntries(LANGUAGES.map((l) => [l, message(messagesIn(l))]));
  await enqueue(tx, staffPushMessageJob, { key, messages: messages as z.input<typeof Messages> });
}

function fanOut({ deps }: Pick<JobContext, 'deps'>) {
  return async ({ key, messages }: z.output<typeof StaffPushPayload>): Promise<void> => {
    await inTransaction(deps.database.db, async (tx) => {
      const [claimed] = await tx
        .insert(staffPushEvents)
        .values({ key })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return; // fanned out before: a retry
      // a browser whose console session was signed out is forgotten
      const signedOut = tx
        .select({ id: staffSessions.id })
        .from(staffSessions)
        .where(isNotNull(staffSessions.revokedAt));
      await tx
        .delete(staffPushSubscriptions)
        .where(inArray(staffPushSubscriptions.sessionId, signedOut));
      const subs = await tx
        .select({
          id: staffPushSubscriptions.id,
          staffId: staffPushSubscriptions.staffId,
          language: staffPushSubscriptions.language,
        })
        .from(staffPushSubscriptions)
        .innerJoin(staff, eq(staff.id, staffPushSubscriptions.staffId))
        .where(and(eq(staff.isActive, true), inArray(staff.role, PUSHED_ROLES)))
        .orderBy(asc(staffPushSubscriptions.id));
      for (const s of subs) {
        const language = isLanguage(s.language) ? s.language : DEFAULT_LANGUAGE;
        await enqueue(
          tx,
          staffPushDeliveryJob,
          { subscriptionId: s.id, staffId: s.staffId, message: messages[language] },
          { sequence: `staff-push:subscription:${s.id}` },
        );
      }
    });
  };
}

/** Sends one message to one staff browser; one the push service says is gone is forgotten. */
function deliver({ deps }: Pick<JobContext, 'deps'>) {
  const send = pushSender(deps);
  return async ({
    subscriptionId,
    staffId,
    message,
  }: z.output<typeof StaffPushDeliveryPayload>): Promise<void> => {
    const db = deps.database.db;
    const [sub] = await db
      .select()
      .from(staffPushSubscriptions)
      .where(eq(staffPushSubscriptions.id, subscriptionId));
    // turned off since, or saved since by another staff member signed in on that browser
    if (!sub || sub.staffId !== staffId) return;
    if ((await send(sub, message)) === 'gone')
      await db
        .delete(staffPushSubscriptions)
        .where(
          and(
            eq(staffPushSubscriptions.id, sub.id),
            eq(staffPushSubscriptions.endpoint, sub.endpoint),
          ),
        );
  };
}
