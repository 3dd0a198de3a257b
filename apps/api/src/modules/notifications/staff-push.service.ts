import { and, eq, sql } from 'drizzle-orm';
import type { Language, StaffPushStatus, StaffPushSubscribeBody } from '@kirana/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { StaffActor } from '../../lib/request-staff';
import { assertPublicPushEndpoint } from './push-endpoint';
import { vapidPublicKey } from './vapid-keys';
import { staffPushSubscriptions } from './notifications.tables';

// "Notify this browser" in the console: a staff member's browser subscription, saved per
// endpoint (a browser has one), for the owner and managers (the routes' permission says so).

/** A push goes to a browser of a staff member; the ADMIN_TOKEN automation has none. */
function staffIdOf(actor: StaffActor): number {
  if (actor.staffId === null)
    throw new AppError(
      403,
      'STAFF_MEMBER_ONLY',
      'Only a signed-in staff member can turn on notifications for a browser',
    );
  return actor.staffId;
}

/** The key to subscribe with, and whether `endpoint` is saved for me. */
export async function staffPushStatus(
  deps: Pick<AppDeps, 'config' | 'database'>,
  actor: StaffActor,
  endpoint: string | undefined,
): Promise<StaffPushStatus> {
  const VapidPublicKey = await vapidPublicKey(deps);
  if (!endpoint || actor.staffId === null) return { VapidPublicKey, Subscribed: false };
  const [row] = await deps.database.db
    .select({ id: staffPushSubscriptions.id })
    .from(staffPushSubscriptions)
    .where(
      and(
        eq(staffPushSubscriptions.endpoint, endpoint),
        eq(staffPushSubscriptions.staffId, actor.staffId),
      ),
    );
  return { VapidPublicKey, Subscribed: row !== undefined };
}

/**
 * Saves this browser's subscription for me, bound to this console session, its pushes in
 * `language`. The same endpoint saved again (a renewal, or another staff member signed in on
 * this browser) updates its one row. Only a public push service is taken (`privateHosts`
 * excepted).
 */
export async function saveStaffPush(
  db: Db,
  actor: StaffActor,
  body: StaffPushSubscribeBody,
  language: Language,
  privateHosts: ReadonlySet<string>,
): Promise<void> {
  const staffId = staffIdOf(actor);
  await assertPublicPushEndpoint(body.endpoint, privateHosts, 'body.endpoint');
  const row = {
    staffId,
    sessionId: actor.sessionId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    language,
  };
  await db
    .insert(staffPushSubscriptions)
    .values({ ...row, endpoint: body.endpoint })
    .onConflictDoUpdate({
      target: staffPushSubscriptions.endpoint,
      set: { ...row, savedAt: sql`now()` },
    });
}

/** Forgets this browser's subscription if it is mine (another's stays); true when it went. */
export async function removeStaffPush(db: Db, actor: StaffActor, endpoint: string) {
  const staffId = staffIdOf(actor);
  const gone = await db
    .delete(staffPushSubscriptions)
    .where(
      and(
        eq(staffPushSubscriptions.endpoint, endpoint),
        eq(staffPushSubscriptions.staffId, staffId),
      ),
    )
    .returning({ id: staffPushSubscriptions.id });
  return gone.length > 0;
}
