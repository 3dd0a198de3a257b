import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@kirana/shared';
import type { Db, DbOrTx } from '../../db/client';
import { staff, staffSessions } from './staff.tables';
import type { StaffActor } from '../../lib/request-staff';

/** A console session lasts a working day; a lost laptop is not a standing key to the shop. */
export const STAFF_SESSION_HOURS = 12;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openStaffSession(
  db: DbOrTx,
  staffId: number,
  userAgent: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000);
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    userAgent: userAgent.slice(0, 400),
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of a token whose staff member is still active, or null. */
export async function findStaffSession(db: Db, token: string): Promise<StaffActor | null> {
  const [row] = await db
    .select({ sessionId: staffSessions.id, staffId: staff.id, name: staff.name, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(staff.isActive, true),
      ),
    );
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function revokeStaffSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member (deactivated, or their role changed). */
export async function revokeStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
