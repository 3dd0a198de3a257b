import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { authIdentities } from './auth.tables';

/** A provider's own id of the shopper (the Firebase uid). */
export interface ProviderSubject {
  provider: 'firebase';
  id: string;
}

/** Serialises the sign-ins of one provider account, so its first sign-in makes one user. */
export async function lockSubject(tx: Tx, s: ProviderSubject): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`identity:${s.provider}:${s.id}`}))`,
  );
}

/** The user a provider account is joined to, if any (the caller checks it is still live). */
export async function linkedUserId(db: DbOrTx, s: ProviderSubject): Promise<number | null> {
  const [row] = await db
    .select({ userId: authIdentities.userId })
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, s.provider), eq(authIdentities.subject, s.id)));
  return row?.userId ?? null;
}

/** Joins a provider account to a user, replacing a join to an erased account. */
export async function linkSubject(db: DbOrTx, s: ProviderSubject, userId: number): Promise<void> {
  await db
    .insert(authIdentities)
    .values({ provider: s.provider, subject: s.id, userId })
    .onConflictDoUpdate({
      target: [authIdentities.provider, authIdentities.subject],
      set: { userId, createdAt: sql`now()` },
    });
}

/** Forgets every provider account joined to a user (account erasure). */
export async function forgetSubjects(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(authIdentities).where(eq(authIdentities.userId, userId));
}
