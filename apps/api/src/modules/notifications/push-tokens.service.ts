import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type {
  PushMessage,
  SaveNotificationTokenAnswer,
  SaveNotificationTokenBody,
  SendNotificationAnswer,
} from '@kirana/shared';
import { inTransaction, type Db, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { PUSH_ICON } from './push-icon';
import { assertPublicPushEndpoint } from './push-endpoint';
import { messagesForUser } from '../users';
import type { ServerTranslate } from '../../lib/i18n/server-messages';
import { queuePush } from './push-delivery';
import { pushSubscriptions, pushWelcomes } from './notifications.tables';

// The browser's push subscription is the spec's notification "token": saved per endpoint (a
// browser has one), renewed by the web app when it is 7 days old, deleted at logout.

/** The spec sends userId in the body: it must be the signed-in shopper, never another. */
export function assertSelf(callerId: number, userId: number): void {
  if (callerId !== userId)
    throw new AppError(403, 'NOT_YOUR_USER', 'You can only manage your own notifications');
}

/**
 * Saves the subscription for the shopper; the same endpoint saved again (a renewal, or another
 * shopper signing in on that browser) updates its one row. Only a public push service is taken
 * (`privateHosts` excepted).
 */
export async function saveToken(
  db: Db,
  callerId: number,
  body: SaveNotificationTokenBody,
  privateHosts: ReadonlySet<string>,
): Promise<SaveNotificationTokenAnswer> {
  assertSelf(callerId, body.userId);
  const { endpoint, keys } = body.token;
  await assertPublicPushEndpoint(endpoint, privateHosts);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId: callerId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: callerId, p256dh: keys.p256dh, auth: keys.auth, savedAt: sql`now()` },
      })
      .returning({ savedAt: pushSubscriptions.savedAt });
    // a welcome asked for before this shopper had any subscription goes out now
    await pushWaitingWelcome(tx, callerId);
    return { isTokenSaved: true, SavedAt: row!.savedAt.toISOString() };
  });
}

/** Forgets this browser's subscription, if it is the shopper's. */
export async function deleteToken(db: Db, callerId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, callerId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The welcome notification the spec's dummy request sends (once per shopper, ever), in `t`'s language. */
export const welcomePush = (t: ServerTranslate): PushMessage => ({
  title: t('notifications.welcome-title'),
  body: t('notifications.welcome-body'),
  icon: PUSH_ICON,
  click_action: '/order/history',
  tag: 'welcome',
});

/**
 * Queues the shopper's asked-for welcome if it has not gone out and the shopper has a saved
 * subscription; true when queued. The guarded update makes it once, whichever comes first (the
 * ask or a save) and however often each is retried. (An ask and a first save committing at the
 * same moment may each miss the other: the welcome then waits for the next save, the renewal.)
 */
async function pushWaitingWelcome(tx: Tx, userId: number): Promise<boolean> {
  const hasSubscription = exists(
    tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  );
  const claimed = await tx
    .update(pushWelcomes)
    .set({ pushedAt: sql`now()` })
    .where(and(eq(pushWelcomes.userId, userId), isNull(pushWelcomes.pushedAt), hasSubscription))
    .returning({ userId: pushWelcomes.userId });
  if (claimed.length) await queuePush(tx, userId, welcomePush(await messagesForUser(tx, userId)));
  return claimed.length > 0;
}

/**
 * The spec's dummy request, made once the shopper is signed in: recorded once per shopper ever,
 * pushed now if a subscription is saved, else at the first save (Queued says it went out now).
 */
export async function sendWelcome(
  db: Db,
  callerId: number,
  userId: number,
): Promise<SendNotificationAnswer> {
  assertSelf(callerId, userId);
  const Queued = await inTransaction(db, async (tx) => {
    await tx.insert(pushWelcomes).values({ userId }).onConflictDoNothing();
    return pushWaitingWelcome(tx, userId);
  });
  return { dummyNotificationSent: true, Queued };
}
