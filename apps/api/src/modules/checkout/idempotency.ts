import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { idempotencyKeys } from './checkout.tables';

/** A claim left unanswered this long (its process died) may be taken over. */
const STALE_CLAIM_SECONDS = 120;

export interface IdempotencyScope {
  userId: number;
  scope: string;
  key: string;
  requestHash: string;
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown };

/** A stable hash of a request body: the same JSON, whatever its key order, hashes the same. */
export function hashRequest(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/**
 * Claims an idempotency key with INSERT ... ON CONFLICT DO NOTHING, committed at once so every
 * other request sees it. A key already answered replays that answer; the same key with another
 * body is refused (422); a key still being worked on answers 409.
 */
export async function claimKey(db: Db, s: IdempotencyScope): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(s)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(s));
  if (!row) return claimKey(db, s); // released in between: try again
  if (row.requestHash !== s.requestHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', {
      messageId: 'errors.idempotency.other-request',
    });
  }
  if (row.responseStatus !== null)
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        keyOf(s),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length > 0) return { kind: 'claimed' };
  throw new AppError(
    409,
    'IDEMPOTENCY_IN_FLIGHT',
    { messageId: 'errors.idempotency.in-flight' },
    { messageId: 'errors.idempotency.wait' },
  );
}

const keyOf = (s: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.userId, s.userId),
    eq(idempotencyKeys.scope, s.scope),
    eq(idempotencyKeys.key, s.key),
  );

/**
 * Stores the answer of a claimed key, in the same transaction as the work it answers for: the
 * update, to await or to send with the transaction's last writes (writeTogether).
 */
export const completeKey = (tx: DbOrTx, s: IdempotencyScope, status: number, body: unknown) =>
  tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body as object })
    .where(keyOf(s));

/** Frees a claimed key whose work failed and wrote nothing, so a retry runs it again. */
export async function releaseKey(db: Db, s: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyOf(s), isNull(idempotencyKeys.responseStatus)));
}
