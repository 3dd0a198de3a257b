import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/request-user';
import { users } from '../../db/tables';
import { sessions } from './auth.tables';
import { CompiledStatements } from '../../db/compiled';

export const SESSION_DAYS = 30;
/** last_seen_at moves at most this often, so a busy client does not write on every call. */
const SEEN_RESOLUTION_MS = 5 * 60_000;

const sessionStatements = new CompiledStatements();

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session and returns its opaque token; only the token's hash is stored. */
export async function openSession(db: DbOrTx, userId: number, userAgent: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent.slice(0, 400),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

/** The live session of a token (not expired, not revoked, user not deleted), or null. */
export async function findActiveSession(db: Db, token: string): Promise<SessionUser | null> {
  // every signed-in request asks this: built once, then only bound (api/db/compiled.ts)
  const [row] = await sessionStatements.select<{
    sessionId: number;
    userId: number;
    isTestUser: boolean;
    lastSeenAt: Date;
  }>(
    db,
    'active',
    () =>
      db
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          isTestUser: users.isTestUser,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, sql.placeholder('tokenHash')),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            isNull(users.deletedAt),
          ),
        ),
    { tokenHash: hashToken(token) },
  );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, isTestUser: row.isTestUser };
}

/** The user's sessions that are still live, newest first. */
export async function listSessions(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Revokes one of the user's own sessions; another user's id is simply not found. */
export async function revokeSession(db: Db, userId: number, sessionId: number): Promise<void> {
  const done = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!done.length) throw new AppError(404, 'SESSION_NOT_FOUND', 'Session not found');
}

/** Revokes every live session of the user; returns how many. */
export async function revokeAllSessions(db: Db, userId: number): Promise<number> {
  const done = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return done.length;
}

/** My live sessions as the API answers them, the current one marked. */
export async function describeSessions(db: Db, me: { userId: number; sessionId: number }) {
  const rows = await listSessions(db, me.userId);
  return rows.map((s) => ({
    SessionId: s.id,
    UserAgent: s.userAgent,
    CreatedAt: s.createdAt.toISOString(),
    LastSeenAt: s.lastSeenAt.toISOString(),
    ExpiresAt: s.expiresAt.toISOString(),
    IsCurrent: s.id === me.sessionId,
  }));
}
