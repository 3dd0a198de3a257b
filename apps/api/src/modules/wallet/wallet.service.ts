import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  formatInr,
  type AdminWalletTransaction,
  WALLET_PAGE_SIZE,
  WALLET_REASON_LABELS,
  type WalletReason,
  type WalletTransactionsAnswer,
} from '@kirana/shared';
import { readTogether, type DbOrTx, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { walletLedger, wallets } from './wallet.tables';

// The wallet's two moves. Each writes its ledger row first: (reason, reference) is unique, so a
// retried or duplicated event is a no-op. The balance then moves by one guarded UPDATE in the
// caller's transaction, so it never goes below zero however many tabs spend it at once.

export interface WalletMove {
  userId: number;
  amount: number;
  reason: WalletReason;
  /** unique per reason: the order or refund this movement belongs to */
  reference: string;
  orderId?: number | null;
  refundId?: number | null;
  note?: string | null;
  /** a console adjustment: the staff member who made it */
  staffId?: number | null;
  staffName?: string | null;
}

/** Credits a wallet once per (reason, reference); false when that credit was already made. */
export async function creditWallet(tx: Tx, move: WalletMove): Promise<boolean> {
  if (!Number.isInteger(move.amount) || move.amount <= 0)
    throw new Error(`wallet credit must be positive paise, got ${move.amount}`);
  const [balance] = await tx
    .insert(wallets)
    .values({ userId: move.userId, balancePaise: move.amount })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balancePaise: sql`${wallets.balancePaise} + ${move.amount}`, updatedAt: sql`now()` },
    })
    .returning({ balance: wallets.balancePaise });
  return writeLedger(tx, move, move.amount, balance!.balance);
}

/**
 * Debits a wallet once per (reason, reference). Refused with 409 WALLET_BALANCE_LOW when the
 * balance is short: the guarded UPDATE matches no row and the caller's transaction rolls back.
 */
export async function debitWallet(tx: Tx, move: WalletMove): Promise<void> {
  if (!Number.isInteger(move.amount) || move.amount <= 0)
    throw new Error(`wallet debit must be positive paise, got ${move.amount}`);
  const [balance] = await tx
    .update(wallets)
    .set({ balancePaise: sql`${wallets.balancePaise} - ${move.amount}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.userId, move.userId), sql`${wallets.balancePaise} >= ${move.amount}`))
    .returning({ balance: wallets.balancePaise });
  if (!balance) {
    const have = await walletBalance(tx, move.userId);
    throw new AppError(
      409,
      'WALLET_BALANCE_LOW',
      `Your wallet has ${formatInr(have)}, less than ${formatInr(move.amount)}`,
      'Please use less of your wallet or choose another way to pay.',
    );
  }
  if (!(await writeLedger(tx, move, -move.amount, balance.balance)))
    throw new AppError(
      409,
      'WALLET_ALREADY_CHARGED',
      'This payment was already taken from your wallet',
    );
}

async function writeLedger(
  tx: Tx,
  move: WalletMove,
  signed: number,
  after: number,
): Promise<boolean> {
  const inserted = await tx
    .insert(walletLedger)
    .values({
      userId: move.userId,
      amountPaise: signed,
      reason: move.reason,
      reference: move.reference,
      orderId: move.orderId ?? null,
      refundId: move.refundId ?? null,
      balanceAfterPaise: after,
      note: move.note ?? null,
      staffId: move.staffId ?? null,
      staffName: move.staffName ?? null,
    })
    .onConflictDoNothing({ target: [walletLedger.reason, walletLedger.reference] })
    .returning({ id: walletLedger.id });
  if (inserted.length === 0) {
    // a duplicate: undo the balance move made just before, inside the same transaction
    await tx
      .update(wallets)
      .set({ balancePaise: sql`${wallets.balancePaise} - ${signed}` })
      .where(eq(wallets.userId, move.userId));
    return false;
  }
  return true;
}

/** The shopper's balance as one expression, to read with another of their rows (0 with no wallet). */
export const walletBalanceSql = (userId: number | Placeholder): SQL<number> =>
  sql`coalesce((SELECT ${wallets.balancePaise} FROM ${wallets} WHERE ${eq(wallets.userId, userId)}), 0)`.mapWith(
    Number,
  );

/** The shopper's balance in paise (0 before their first credit). */
export async function walletBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balancePaise })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

/** The columns a transaction answer is made of (see toTransaction). */
export const ledgerColumns = {
  id: walletLedger.id,
  amount: walletLedger.amountPaise,
  reason: walletLedger.reason,
  orderId: walletLedger.orderId,
  refundId: walletLedger.refundId,
  after: walletLedger.balanceAfterPaise,
  note: walletLedger.note,
  staffName: walletLedger.staffName,
  at: walletLedger.createdAt,
  orderNumber: sql<
    string | null
  >`(SELECT number FROM orders WHERE orders.id = ${walletLedger.orderId})`,
};

/** A page of a wallet's movements, newest first, with who adjusted each (the console's view). */
export async function walletLedgerPage(
  db: DbOrTx,
  userId: number,
  pageNo: number,
): Promise<{ total: number; transactions: AdminWalletTransaction[] }> {
  const [[total], rows] = await readTogether(db, [
    () => db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.userId, userId)),
    () =>
      db
        .select(ledgerColumns)
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId))
        .orderBy(desc(walletLedger.id))
        .limit(WALLET_PAGE_SIZE)
        .offset((pageNo - 1) * WALLET_PAGE_SIZE),
  ]);
  return { total: Number(total?.n ?? 0), transactions: rows.map(toTransaction) };
}

/** A ledger row as read for an answer. */
interface LedgerView {
  id: number;
  amount: number;
  reason: WalletReason;
  orderId: number | null;
  refundId: number | null;
  after: number;
  note: string | null;
  staffName: string | null;
  at: Date;
  orderNumber: string | null;
}

/** One ledger row as a transaction: the amount unsigned, its direction in Type. */
export function toTransaction(r: LedgerView): AdminWalletTransaction {
  return {
    TransactionId: r.id,
    Type: r.amount > 0 ? 'credit' : 'debit',
    Amount: Math.abs(r.amount),
    Reason: r.reason,
    Description:
      r.note ??
      (r.orderNumber
        ? `${WALLET_REASON_LABELS[r.reason]} ${r.orderNumber}`
        : WALLET_REASON_LABELS[r.reason]),
    OrderId: r.orderId,
    OrderNumber: r.orderNumber,
    RefundId: r.refundId,
    BalanceAfter: r.after,
    At: new Date(r.at).toISOString(),
    StaffName: r.staffName,
  };
}

/** A page of the shopper's wallet movements, newest first. */
export async function walletTransactions(
  db: DbOrTx,
  userId: number,
  pageNo: number,
): Promise<WalletTransactionsAnswer> {
  const page = await walletLedgerPage(db, userId, pageNo);
  return {
    NoTransactions: page.total === 0,
    PageNo: pageNo,
    CountTotalTransactions: page.total,
    Transactions: page.transactions.map(({ StaffName: _staff, ...t }) => t),
  };
}

/** The wallet credit a refund made (its ledger entry and time), or null before it is paid out. */
export async function walletLedgerOfRefund(
  db: DbOrTx,
  refundId: number,
): Promise<{ id: number; at: Date } | null> {
  const [row] = await db
    .select({ id: walletLedger.id, at: walletLedger.createdAt })
    .from(walletLedger)
    .where(and(eq(walletLedger.refundId, refundId), eq(walletLedger.reason, 'refund')));
  return row ?? null;
}
