import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditPage, AuditQuery, StaffRole } from '@kirana/shared';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { indiaDayEnd, indiaDayStart } from '../../db/india-days';
import { subjectOf } from './audit-subjects';
import { auditLog } from './staff.tables';
import { currentStaff, type StaffActor } from '../../lib/request-staff';

/** Who changes something, and in which request: handed from a console route to its service. */
export interface AuditActor extends StaffActor {
  requestId: string;
}

export const auditActor = (req: FastifyRequest): AuditActor => ({
  ...currentStaff(req),
  requestId: req.id,
});

export interface AuditChange {
  /** "<entity>.<verb>": product.update, order.ship, coupon.pause, staff.invite… */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** the name of what changed, when the row is gone by now (a delete); else read in the write */
  subject?: string;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry and
 * the change commit together or not at all.
 */
export async function recordAudit(db: DbOrTx, actor: AuditActor, change: AuditChange) {
  await db.insert(auditLog).values({
    staffId: actor.staffId,
    actorName: actor.name,
    actorRole: actor.role,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    subject: change.subject ?? subjectOf(change.entity, String(change.entityId)),
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: actor.requestId,
  });
}

/** Plain verbs a reader types, and the action verb they mean. */
const VERBS: Record<string, string> = {
  changed: 'update',
  change: 'update',
  edited: 'update',
  updated: 'update',
  added: 'create',
  created: 'create',
  new: 'create',
  deleted: 'delete',
  removed: 'delete',
  cancelled: 'cancel',
  canceled: 'cancel',
  shipped: 'ship',
  delivered: 'deliver',
  packed: 'pack',
  confirmed: 'confirm',
  hidden: 'hide',
  imported: 'import',
  invited: 'invite',
};

/**
 * Each word of the filter found somewhere in the entry: its action (words apart: "cod collected"),
 * what it is about and its name then, who made it, or the fields and values it changed.
 */
function wordsCondition(words: string): SQL | undefined {
  const like = (w: string) => `%${w.replace(/[%_\\]/g, '\\$&')}%`;
  const text = sql`concat_ws(' ', ${auditLog.action}, translate(${auditLog.action}, '._-', '   '),
    ${auditLog.entity}, ${auditLog.subject}, ${auditLog.actorName},
    ${auditLog.before}::text, ${auditLog.after}::text)`;
  const each = words
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const verb = VERBS[w];
      return verb
        ? sql`(${text} ILIKE ${like(w)} OR ${auditLog.action} ILIKE ${like(verb)})`
        : sql`${text} ILIKE ${like(w)}`;
    });
  return and(...each);
}

/** The audit trail, newest first, filtered by actor, words, entity and India dates. */
export async function listAudit(db: Db, q: AuditQuery): Promise<AuditPage> {
  const where: (SQL | undefined)[] = [];
  if (q.actor === 'token') where.push(isNull(auditLog.staffId));
  else if (q.actor && /^\d+$/.test(q.actor)) where.push(eq(auditLog.staffId, Number(q.actor)));
  if (q.action) where.push(wordsCondition(q.action));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.from) where.push(gte(auditLog.at, indiaDayStart(q.from)));
  if (q.to) where.push(lt(auditLog.at, indiaDayEnd(q.to)));
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(cond),
  ]);
  return {
    TotalCount: count?.n ?? 0,
    Entries: rows.map((r): AuditEntry => ({
      Id: r.id,
      At: r.at.toISOString(),
      ActorId: r.staffId,
      ActorName: r.actorName,
      ActorRole: r.actorRole as StaffRole,
      Action: r.action,
      Entity: r.entity,
      EntityId: r.entityId,
      Subject: r.subject,
      Before: r.before ?? null,
      After: r.after ?? null,
      RequestId: r.requestId,
    })),
  };
}
