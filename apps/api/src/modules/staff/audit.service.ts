import { and, desc, eq, gte, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AuditEntry, AuditPage, AuditQuery, StaffRole } from '@kirana/shared';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { indiaDayEnd, indiaDayStart } from '../../db/india-days';
import { customerOf, subjectOf } from './audit-subjects';
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

/** Entries a statement (each statement's rows one JSON parameter). */
const AUDIT_BATCH = 2000;

/**
 * Writes many audit entries, an INSERT per 2000 (an import's entries: one statement each made a
 * 100,000-row import wait on 100,000 round trips), the entries as one JSON parameter read with
 * jsonb_to_recordset. The same entries recordAudit writes, each with its `subject` given: the
 * subject's lookup by `id::text` would read the whole table for every entry.
 */
export async function recordAudits<T>(
  db: DbOrTx,
  actor: AuditActor,
  items: readonly T[],
  /** an item's entry, made a batch at a time (100,000 entries at once would crowd the heap) */
  changeOf: (item: T) => AuditChange & { subject: string | null },
) {
  for (let i = 0; i < items.length; i += AUDIT_BATCH) {
    const rows = items.slice(i, i + AUDIT_BATCH).map((item) => {
      const c = changeOf(item);
      return {
        action: c.action,
        entity: c.entity,
        entity_id: String(c.entityId),
        subject: c.subject,
        before: c.before ?? null,
        after: c.after ?? null,
      };
    });
    await db.execute(sql`
      INSERT INTO audit_log (staff_id, actor_name, actor_role, action, entity, entity_id, subject,
        before, after, request_id)
      SELECT ${actor.staffId}::int, ${actor.name}::text, ${actor.role}::text, u.action, u.entity,
        u.entity_id, u.subject, u.before, u.after, ${actor.requestId}::text
      FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS (action text, entity text, entity_id text, subject text, before jsonb, after jsonb))
        WITH ORDINALITY AS u(action, entity, entity_id, subject, before, after, n)
      ORDER BY u.n`);
  }
}

/**
 * Words a reader types that the entry keeps as codes, and the code in its action they mean
 * (English and Hindi: the console shows "Cash", "नकद" for an entry whose action says cod).
 */
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
  archived: 'archive',
  cash: 'cod',
  नकद: 'cod',
  रद्द: 'cancel',
  बदला: 'update',
  जोड़ा: 'create',
  हटाया: 'delete',
};

/**
 * The money fields of an entry, kept in paise and shown in rupees by the console (its audit words,
 * apps/admin/src/features/audit/audit-words.ts: a key ending in "paise" or one of these names,
 * separators aside). A key inside a nested object counts too.
 */
const MONEY_KEY =
  '"(?:[^"]*paise|price|mrp|amount|balance|due|shortfall|amount[_-]?payable|refund|total|sub[_-]?total|discount|fee)"';
/** A money field and its value in JSON text: `"Price": 19400` (the value captured). */
const MONEY_PAIR = `${MONEY_KEY}\\s*:\\s*(-?[0-9]+)(?![0-9.eE])`;

/**
 * An entry's JSON with its keys left out ("CancelReason": null is no word of the entry), and its
 * money left out too: paise are no words of the entry, which shows ₹194.00 (found by amount).
 */
const valuesOf = (json: SQLWrapper) =>
  sql`translate(regexp_replace(regexp_replace(coalesce(${json}::text, ''), ${MONEY_PAIR}, ' ', 'gi'),
    '"[^"]*":', ' ', 'g'), '_', ' ')`;

/** Whether the entry recorded `paise` in one of its money fields, before or after. */
const holdsAmount = (paise: number) =>
  sql`EXISTS (SELECT 1 FROM regexp_matches(concat_ws(' ', ${auditLog.before}::text,
    ${auditLog.after}::text), ${MONEY_PAIR}, 'gi') AS m(v) WHERE (m.v)[1]::bigint = ${paise})`;

/**
 * A word typed as money, in paise: "₹194.00", "194.00", "₹194", "194", "₹1,234.50", Indian
 * grouping "₹1,23,456.00" and "Rs.194" are amounts in rupees as the console shows them; null for
 * any other word.
 */
export function amountOfWord(word: string): number | null {
  const m = /^(?:₹|rs\.?|inr)?(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?$/i.exec(word.trim());
  if (!m) return null;
  const rupees = m[1]!.replace(/,/g, '');
  if (rupees.length > 13) return null;
  const paise = Number(rupees) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/**
 * Each word of the filter found somewhere in what the entry shows: its action (words apart:
 * "cod collected"), its name then, who made it, the customer it concerns, or the values it
 * recorded (not the field names every entry of its kind carries).
 */
function wordsCondition(words: string): SQL | undefined {
  const like = (w: string) => `%${w.replace(/[%_\\]/g, '\\$&')}%`;
  // the action as a code too ("staff.invite", as scripts and older links ask for it)
  const text = sql`concat_ws(' ', ${auditLog.action}, translate(${auditLog.action}, '._-', '   '),
    ${auditLog.subject}, ${auditLog.actorName}, ${customerOf(auditLog.entity, auditLog.entityId)},
    ${valuesOf(auditLog.before)}, ${valuesOf(auditLog.after)})`;
  const each = words
    .toLowerCase()
    // "₹ 194" is one amount, not a rupee sign and a number
    .replace(/(₹|\brs\.?|\binr)\s+(?=\d)/g, '$1')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const verb = VERBS[w];
      const paise = amountOfWord(w);
      if (verb) return sql`(${text} ILIKE ${like(w)} OR ${auditLog.action} ILIKE ${like(verb)})`;
      if (paise !== null) return sql`(${text} ILIKE ${like(w)} OR ${holdsAmount(paise)})`;
      return sql`${text} ILIKE ${like(w)}`;
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
