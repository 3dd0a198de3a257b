import { and, eq } from 'drizzle-orm';
import {
  formatInr,
  type AdminWalletAnswer,
  type WalletAdjustmentAnswer,
  type WalletAdjustmentBody,
} from '@kirana/shared';
import { inTransaction, type Db, type Tx } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { recordAudit, type AuditActor } from '../../staff';
import { findLiveUser } from '../../users';
import {
  creditWallet,
  debitWallet,
  ledgerColumns,
  toTransaction,
  walletBalance,
  walletLedgerPage,
} from '../wallet.service';
import { walletLedger } from '../wallet.tables';

// The store owner's adjustments of a customer's wallet: a credit or a debit with a reason, made
// once per Idempotency-Key (the key is the ledger row's reference, unique per reason), never
// taking the balance below zero, with its audit entry in the same transaction.

const customerNotFound = () => new AppError(404, 'CUSTOMER_NOT_FOUND', 'Customer not found');

const referenceOf = (key: string) => `console:${key}`;

async function adjustmentOf(tx: Tx, key: string) {
  const [row] = await tx
    .select({ ...ledgerColumns, userId: walletLedger.userId })
    .from(walletLedger)
    .where(
      and(eq(walletLedger.reason, 'adjustment'), eq(walletLedger.reference, referenceOf(key))),
    );
  return row ?? null;
}

/** The first answer again for a retry of the same adjustment; 409 when the key meant another. */
async function replay(
  tx: Tx,
  prior: NonNullable<Awaited<ReturnType<typeof adjustmentOf>>>,
  userId: number,
  body: { AmountPaise: number; Reason: string },
): Promise<WalletAdjustmentAnswer> {
  if (prior.userId !== userId || prior.amount !== body.AmountPaise || prior.note !== body.Reason)
    throw new AppError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for another adjustment',
    );
  return {
    Balance: await walletBalance(tx, userId),
    Transaction: toTransaction(prior),
    Replayed: true,
  };
}

/** Moves the wallet, or answers false when a parallel call with the same key got there first. */
async function moveOnce(
  tx: Tx,
  actor: AuditActor,
  userId: number,
  body: { AmountPaise: number; Reason: string },
  key: string,
): Promise<boolean> {
  const move = {
    userId,
    amount: Math.abs(body.AmountPaise),
    reason: 'adjustment' as const,
    reference: referenceOf(key),
    note: body.Reason,
    staffId: actor.staffId,
    staffName: actor.name,
  };
  if (body.AmountPaise > 0) return creditWallet(tx, move);
  try {
    await debitWallet(tx, move);
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'WALLET_ALREADY_CHARGED' || (await adjustmentOf(tx, key))) return false;
    const have = await walletBalance(tx, userId);
    throw new AppError(
      409,
      'WALLET_BALANCE_LOW',
      `The wallet has ${formatInr(have)}: a debit of ${formatInr(move.amount)} would take it below zero`,
    );
  }
}

/**
 * Credits (positive) or debits (negative) a customer's wallet with the staff member's reason.
 * 404 for a missing customer; 409 WALLET_BALANCE_LOW when a debit passes the balance (nothing is
 * written); the same key again answers the first adjustment with Replayed and moves nothing.
 */
export async function adjustWallet(
  deps: AppDeps,
  actor: AuditActor,
  userId: number,
  input: WalletAdjustmentBody,
  key: string,
): Promise<WalletAdjustmentAnswer> {
  const body = { AmountPaise: input.AmountPaise, Reason: input.Reason.trim() };
  return inTransaction(
    deps.database.db,
    async (tx) => {
      if (!(await findLiveUser(tx, userId))) throw customerNotFound();
      const prior = await adjustmentOf(tx, key);
      if (prior) return replay(tx, prior, userId, body);
      if (!(await moveOnce(tx, actor, userId, body, key)))
        return replay(tx, (await adjustmentOf(tx, key))!, userId, body);
      const made = (await adjustmentOf(tx, key))!;
      await recordAudit(tx, actor, {
        action: body.AmountPaise > 0 ? 'wallet.credit' : 'wallet.debit',
        entity: 'wallet',
        entityId: userId,
        before: { Balance: made.after - body.AmountPaise },
        after: {
          Balance: made.after,
          AmountPaise: body.AmountPaise,
          Reason: body.Reason,
          TransactionId: made.id,
        },
      });
      return { Balance: made.after, Transaction: toTransaction(made), Replayed: false };
    },
    { retry: true },
  );
}

/** A customer's balance and a page of their ledger, for the console; 404 for no such customer. */
export async function customerWallet(
  db: Db,
  userId: number,
  pageNo: number,
): Promise<AdminWalletAnswer> {
  if (!(await findLiveUser(db, userId))) throw customerNotFound();
  const [balance, page] = await Promise.all([
    walletBalance(db, userId),
    walletLedgerPage(db, userId, pageNo),
  ]);
  return {
    Balance: balance,
    PageNo: pageNo,
    CountTotalTransactions: page.total,
    Transactions: page.transactions,
  };
}
