import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { placeholdersOf, valuesOf } from '../../db/compiled';
import { AppError } from '../../lib/errors';
import type { LockedWrite } from '../users';
import { idempotencyKeys } from './checkout.tables';

/** A claim left unanswered this long (its process died) may be taken over. */
const STALE_CLAIM_SECONDS = 120;

export interface IdempotencyScope {
  userId: number;
  scope: string;
  key: string;
  requestHash: string;
}

export type Claim = { kind: 'free' } | { kind: 'replay'; status: number; body: unknown };

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
 * The claim of an idempotency key, INSERT ... ON CONFLICT DO NOTHING RETURNING, to send as the
 * first write of the work's own transaction (lockLiveUser sends it with the shopper's lock): the
 * claim and the answer commit together or not at all, so a request with the same key waits for
 * that transaction and then finds the answer, or, when it rolled back, the key free again.
 */
export const claimKey = ({ userId, scope, key, requestHash }: IdempotencyScope): LockedWrite => {
  const row = { userId, scope, key, requestHash };
  return {
    shape: 'idempotency-claim',
    build: (tx) =>
      tx
        .insert(idempotencyKeys)
        .values(placeholdersOf('k_', row))
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key }),
    values: valuesOf('k_', row),
  };
};

/**
 * What a request whose claim found its key taken gets, read once its own transaction has ended:
 * the first answer (`replay`); 422 for the same key with another body; `free` when the claim has
 * gone meanwhile (claim it again). An unanswered claim (left by a process of an earlier version,
 * which claimed apart from the work) answers 409 while it is being worked on and is dropped once
 * it is STALE_CLAIM_SECONDS old, its process dead.
 */
export async function takenKey(db: Db, s: IdempotencyScope): Promise<Claim> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(s));
  if (!row) return { kind: 'free' };
  if (row.requestHash !== s.requestHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', {
      messageId: 'errors.idempotency.other-request',
    });
  }
  if (row.responseStatus !== null)
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  const dropped = await db
    .delete(idempotencyKeys)
    .where(
      and(
        keyOf(s),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (dropped.length > 0) return { kind: 'free' };
  throw keyInFlight();
}

/** The refusal of a request whose key another request is still working on. */
export const keyInFlight = () =>
  new AppError(
    409,
    'IDEMPOTENCY_IN_FLIGHT',
    { messageId: 'errors.idempotency.in-flight' },
    { messageId: 'errors.idempotency.wait' },
  );

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
