import type { OtpProof, Profile, ProfileExport } from '@kirana/shared';
import { inTransaction } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import {
  describeSessions,
  forgetOtpRequests,
  forgetSubjects,
  revokeAllSessions,
  verifyOtp,
} from '../auth';
import { addressesOf, eraseAddressesOf } from './address-link';
import { anonymiseUser, getUser, setContact, toProfile } from './users.service';
import { readWhatsAppConsent } from './whatsapp-consent.service';

/** Applies a new email or mobile once its code (sent for this user only) is verified. */
export async function confirmContactChange(
  deps: AppDeps,
  userId: number,
  proof: OtpProof,
): Promise<Profile> {
  const { channel, identifier } = await verifyOtp(
    deps,
    proof.RequestId,
    proof.Code,
    `contact:${userId}`,
  );
  return setContact(deps.database.db, userId, channel, identifier);
}

/** Everything we hold about the user (DPDP Act 2023, right to access). */
export async function exportMyData(
  deps: AppDeps,
  me: { userId: number; sessionId: number },
): Promise<ProfileExport> {
  const db = deps.database.db;
  return {
    ExportedAt: new Date().toISOString(),
    Profile: toProfile(await getUser(db, me.userId)),
    Sessions: await describeSessions(db, me),
    Addresses: await addressesOf(db, me.userId),
    WhatsAppUpdates: await readWhatsAppConsent(deps, me.userId),
  };
}

/** Erases the user's personal data and ends every session (DPDP Act 2023, right to erasure). */
export async function deleteAccount(deps: AppDeps, userId: number): Promise<void> {
  const db = deps.database.db;
  const me = await getUser(db, userId);
  await inTransaction(db, async (tx) => {
    await forgetOtpRequests(
      tx,
      [me.email, me.phone].filter((s) => s !== null),
    );
    await anonymiseUser(tx, userId);
    await forgetSubjects(tx, userId);
    await revokeAllSessions(tx, userId);
    await eraseAddressesOf(tx, userId);
  });
}
