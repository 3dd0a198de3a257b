import { and, eq, isNull, or, sql, type ColumnsSelection } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Profile } from '@kirana/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { CompiledStatements, type CompiledPart } from '../../db/compiled';
import { AppError } from '../../lib/errors';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

export interface SignInIdentity {
  email: string | null;
  phone: string | null;
  username: string;
  loginFrom: string;
  isTestUser: boolean;
}

const live = isNull(users.deletedAt);

/**
 * The user of a verified email or mobile (email first); creates one on the first sign-in. With
 * neither, always a new account with no contact (the caller joins it to a provider id).
 */
export async function findOrCreateUser(
  db: DbOrTx,
  who: SignInIdentity,
): Promise<{ user: UserRow; created: boolean }> {
  const match = [
    ...(who.email ? [eq(users.email, who.email)] : []),
    ...(who.phone ? [eq(users.phone, who.phone)] : []),
  ];
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = match.length
      ? await db
          .select()
          .from(users)
          .where(and(live, or(...match)))
      : [];
    const existing =
      found.find((u) => who.email && u.email === who.email) ??
      found.find((u) => who.phone && u.phone === who.phone);
    if (existing) {
      if (existing.isTestUser !== who.isTestUser) {
        await db.update(users).set({ isTestUser: who.isTestUser }).where(eq(users.id, existing.id));
      }
      return { user: { ...existing, isTestUser: who.isTestUser }, created: false };
    }
    // Deleted (anonymised) rows hold no email or phone, so a unique clash is a parallel sign-in.
    const [inserted] = await db
      .insert(users)
      .values({
        username: who.username,
        email: who.email,
        phone: who.phone,
        loginFrom: who.loginFrom,
        isTestUser: who.isTestUser,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { user: inserted, created: true };
  }
  throw new AppError(409, 'ACCOUNT_CONFLICT', 'This email and mobile belong to different accounts');
}

/** A live user by id, or null when there is none (never was, or erased). */
export async function findLiveUser(db: DbOrTx, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), live));
  return row ?? null;
}

/** A write sent with lockLiveUser's lock, compiled with it. */
export type LockedWrite = CompiledPart<(tx: Tx) => TypedQueryBuilder<ColumnsSelection>>;

const lockStatements = new CompiledStatements();

/**
 * A live user's row, locked to the end of the caller's transaction (one order at a time per
 * shopper); 401 when the account is gone. `claim`: an INSERT … ON CONFLICT DO NOTHING RETURNING
 * sent in the same statement, one round trip fewer (an order's idempotency claim); it runs
 * before the lock is taken, and `claimed` tells whether it wrote its row.
 */
export async function lockLiveUser(
  tx: Tx,
  userId: number,
  claim: LockedWrite,
): Promise<{ user: UserRow; claimed: boolean }> {
  // every order begins with it: built once for each write, then only bound (api/db/compiled.ts)
  const [row] = await lockStatements.select<{ user: UserRow; claimed: boolean }>(
    tx,
    claim.shape,
    () => {
      const claimed = tx.$with('claimed').as(claim.build(tx));
      return tx
        .with(claimed)
        .select({ user: users, claimed: sql<boolean>`EXISTS (SELECT 1 FROM ${claimed})` })
        .from(users)
        .where(and(eq(users.id, sql.placeholder('lockedUserId')), live))
        .for('update', { of: users });
    },
    { ...claim.values, lockedUserId: userId },
  );
  if (!row) throw new AppError(401, 'UNAUTHORIZED', { messageId: 'errors.sign-in' });
  return row;
}

/** A live user by id; 401 when the account is gone. */
export async function getUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), live));
  if (!row) throw new AppError(401, 'UNAUTHORIZED', { messageId: 'errors.sign-in' });
  return row;
}

/** The profile answer of a user row. */
export function toProfile(u: UserRow): Profile {
  return {
    UserId: u.id,
    Username: u.username,
    Email: u.email,
    PhoneNumber: u.phone,
    LoginFrom: u.loginFrom,
    IsTestUser: u.isTestUser,
    CreatedAt: u.createdAt.toISOString(),
  };
}

/** Renames the user. */
export async function updateUsername(db: Db, userId: number, username: string): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ username })
    .where(and(eq(users.id, userId), live))
    .returning();
  if (!row) throw new AppError(401, 'UNAUTHORIZED', { messageId: 'errors.sign-in' });
  return toProfile(row);
}

/** Sets the user's email or mobile to a verified new one; 409 when another account has it. */
export async function setContact(
  db: Db,
  userId: number,
  channel: 'email' | 'phone',
  identifier: string,
): Promise<Profile> {
  const column = channel === 'email' ? users.email : users.phone;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, identifier), sql`${users.id} <> ${userId}`));
  const conflict = () =>
    new AppError(
      409,
      'CONTACT_TAKEN',
      `This ${channel === 'email' ? 'email' : 'mobile'} is used by another account`,
    );
  if (taken) throw conflict();
  const rows = await db
    .update(users)
    .set(channel === 'email' ? { email: identifier } : { phone: identifier })
    .where(and(eq(users.id, userId), live))
    .returning()
    .catch((err: unknown) => {
      if ((err as { code?: string; cause?: { code?: string } }).code === '23505') throw conflict();
      if ((err as { cause?: { code?: string } }).cause?.code === '23505') throw conflict();
      throw err;
    });
  if (!rows[0]) throw new AppError(401, 'UNAUTHORIZED', { messageId: 'errors.sign-in' });
  return toProfile(rows[0]);
}

/** Erases the user's personal data in place (DPDP Act 2023) and marks the row deleted. */
export async function anonymiseUser(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      username: '',
      email: null,
      phone: null,
      contactMobile: null,
      whatsappOptedInAt: null,
      whatsappNumber: null,
      deletedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), live));
}
