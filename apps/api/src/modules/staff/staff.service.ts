import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type {
  Language,
  StaffInviteBody,
  StaffMember,
  StaffRole,
  StaffUpdateBody,
} from '@kirana/shared';
import { inTransaction, sqlState, type Db, type DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from './audit.service';
import { queueInviteMessage } from './staff-invite-message';
import { revokeStaffSessions } from './staff-sessions.service';
import { staff } from './staff.tables';

type StaffRow = typeof staff.$inferSelect;

export const staffMember = (r: StaffRow): StaffMember => ({
  Id: r.id,
  Name: r.name,
  Email: r.email,
  Phone: r.phone,
  Role: r.role as StaffRole,
  IsActive: r.isActive,
  CreatedAt: r.createdAt.toISOString(),
  LastSignInAt: r.lastSignInAt?.toISOString() ?? null,
});

/** What the audit keeps of a staff member (no session data). */
const audited = (r: StaffRow) => ({
  Name: r.name,
  Email: r.email,
  Phone: r.phone,
  Role: r.role,
  IsActive: r.isActive,
});

const taken = () =>
  new AppError(409, 'STAFF_EXISTS', 'Someone on the staff already uses this email or mobile');

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  return rows.map(staffMember);
}

/**
 * Adds a staff member; they sign in with a code sent to the email or mobile given, and are told
 * so by a message with the console's address (queued in the same transaction).
 */
export async function inviteStaff(
  db: Db,
  actor: AuditActor,
  body: StaffInviteBody,
  message: { consoleUrl: string; language: Language },
): Promise<StaffMember> {
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({
          name: body.Name,
          email: body.Email ?? null,
          phone: body.Phone ?? null,
          role: body.Role,
          invitedBy: actor.staffId,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'staff.invite',
        entity: 'staff',
        entityId: row!.id,
        after: audited(row!),
      });
      await queueInviteMessage(
        tx,
        { ...row!, role: row!.role as StaffRole, by: actor.name },
        message.consoleUrl,
        message.language,
      );
      return staffMember(row!);
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw taken();
    throw err;
  }
}

/**
 * Renames, changes the role of, or (de)activates a staff member. The store always keeps one
 * active owner: the last one can be neither demoted nor deactivated. A change of role or a
 * deactivation ends the member's sessions, so it takes effect at once.
 */
export async function updateStaff(
  db: Db,
  actor: AuditActor,
  staffId: number,
  body: StaffUpdateBody,
): Promise<StaffMember> {
  return inTransaction(db, async (tx) => {
    // owners are locked first, in id order, so two demotions cannot both pass the last-owner check
    await tx.execute(sql`SELECT id FROM staff WHERE role = 'owner' ORDER BY id FOR UPDATE`);
    const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound('Staff member', 'STAFF_NOT_FOUND');
    const losesOwner =
      before.role === 'owner' &&
      before.isActive &&
      ((body.Role && body.Role !== 'owner') || body.IsActive === false);
    if (losesOwner && (await otherActiveOwners(tx, staffId)) === 0) {
      throw new AppError(
        409,
        'LAST_OWNER',
        'The store needs an active owner',
        'Make someone else owner first',
      );
    }
    const [after] = await tx
      .update(staff)
      .set({
        ...(body.Name !== undefined ? { name: body.Name } : {}),
        ...(body.Role !== undefined ? { role: body.Role } : {}),
        ...(body.IsActive !== undefined ? { isActive: body.IsActive } : {}),
      })
      .where(eq(staff.id, staffId))
      .returning();
    if (after!.role !== before.role || !after!.isActive) await revokeStaffSessions(tx, staffId);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      entity: 'staff',
      entityId: staffId,
      before: audited(before),
      after: audited(after!),
    });
    return staffMember(after!);
  });
}

async function otherActiveOwners(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.isActive, true), ne(staff.id, staffId)));
  return row?.n ?? 0;
}

export interface OwnerSeed {
  name: string;
  email?: string | null;
  phone?: string | null;
}

/**
 * Makes the first owner (from the command line, or OWNER_EMAIL / OWNER_PHONE at start) when the
 * store has no owner yet; answers whether one was made. Later owners are invited from the console.
 */
export async function ensureFirstOwner(db: Db, seed: OwnerSeed): Promise<boolean> {
  if (!seed.email && !seed.phone) return false;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kirana:first-owner'))`);
    const [existing] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.role, 'owner'))
      .limit(1);
    if (existing) return false;
    const [row] = await tx
      .insert(staff)
      .values({
        name: seed.name,
        email: seed.email ?? null,
        phone: seed.phone ?? null,
        role: 'owner',
      })
      .returning();
    await recordAudit(
      tx,
      { staffId: null, name: 'setup', role: 'owner', sessionId: null, requestId: '' },
      { action: 'staff.first-owner', entity: 'staff', entityId: row!.id, after: audited(row!) },
    );
    return true;
  });
}

/** The store's first active owner's email (the owner create-owner made), or '' when none has one. */
export async function ownerEmail(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ email: staff.email })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.isActive, true), isNotNull(staff.email)))
    .orderBy(asc(staff.id))
    .limit(1);
  return row?.email ?? '';
}
