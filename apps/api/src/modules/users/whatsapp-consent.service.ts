import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WhatsAppConsent } from '@kirana/shared';
import { whatsappOn, type Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { findLiveUser, getUser, type UserRow } from './users.service';
import { users } from './users.tables';

// A shopper's consent to order updates on WhatsApp (required for business messages): the time
// it was given and the account's mobile it was given for. A consent holds only for that mobile:
// after a change of number the shopper is asked again.

/** Whether the shopper agreed to WhatsApp updates on the mobile the account has now. */
export const hasWhatsAppConsent = (user: UserRow): boolean =>
  user.whatsappOptedInAt !== null && user.phone !== null && user.whatsappNumber === user.phone;

function consentOf(config: Config, user: UserRow): WhatsAppConsent {
  const optedIn = hasWhatsAppConsent(user);
  return {
    OptedIn: optedIn,
    OptedInAt: optedIn ? user.whatsappOptedInAt!.toISOString() : null,
    PhoneNumber: optedIn ? user.whatsappNumber : null,
    Available: whatsappOn(config) && user.phone !== null,
  };
}

export async function readWhatsAppConsent(deps: AppDeps, userId: number): Promise<WhatsAppConsent> {
  return consentOf(deps.config, await getUser(deps.database.db, userId));
}

/** Records the consent for the account's mobile now (kept as it was when already given). */
async function optIn(db: DbOrTx, user: UserRow): Promise<void> {
  if (hasWhatsAppConsent(user)) return;
  await db
    .update(users)
    .set({ whatsappOptedInAt: sql`now()`, whatsappNumber: user.phone })
    .where(and(eq(users.id, user.id), isNull(users.deletedAt)));
}

/** The shopper's choice in Settings; opting in needs the store's WhatsApp on and a mobile. */
export async function setWhatsAppConsent(
  deps: AppDeps,
  userId: number,
  optedIn: boolean,
): Promise<WhatsAppConsent> {
  const db = deps.database.db;
  const user = await getUser(db, userId);
  if (optedIn) {
    if (!whatsappOn(deps.config))
      throw new AppError(409, 'WHATSAPP_OFF', 'This store does not send updates on WhatsApp');
    if (!user.phone)
      throw new AppError(
        409,
        'MOBILE_REQUIRED',
        'Add your mobile number first',
        'WhatsApp updates go to the mobile number of your account',
      );
    await optIn(db, user);
  } else {
    await db
      .update(users)
      .set({ whatsappOptedInAt: null, whatsappNumber: null })
      .where(eq(users.id, userId));
  }
  return readWhatsAppConsent(deps, userId);
}

/**
 * The checkout's "Send me updates on WhatsApp", in the order's transaction (before the order is
 * written, so its first update goes out): recorded when the store sends WhatsApp updates and the
 * account has a mobile, else nothing to record.
 */
export async function optInAtCheckout(tx: DbOrTx, config: Config, userId: number): Promise<void> {
  if (!whatsappOn(config)) return;
  const user = await findLiveUser(tx, userId);
  if (user?.phone) await optIn(tx, user);
}

/** Whether the shopper has a consent for their mobile (read in a move's transaction). */
export async function whatsappConsentGiven(db: DbOrTx, userId: number): Promise<boolean> {
  const user = await findLiveUser(db, userId);
  return !!user && hasWhatsAppConsent(user);
}
