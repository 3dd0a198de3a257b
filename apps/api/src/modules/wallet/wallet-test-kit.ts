import { eq, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/client';
import type { TestApp } from '../../test/harness';
import { orders } from '../orders/orders.tables';
import { creditWallet } from './wallet.service';
import { walletLedger, wallets } from './wallet.tables';

/** Gives a shopper wallet money as the store would (an adjustment with its own reference). */
export const fundWallet = (t: TestApp, userId: number, amount: number) =>
  inTransaction(t.database.db, (tx) =>
    creditWallet(tx, {
      userId,
      amount,
      reason: 'adjustment',
      reference: `test:${userId}:${Math.random()}`,
    }),
  );

export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db.select().from(wallets).where(eq(wallets.userId, userId));
  return row?.balancePaise ?? 0;
}

/** The sum of a shopper's ledger: always equal to the balance. */
export async function ledgerSum(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ s: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return Number(row!.s);
}

/** An order's row as stored (its paid and refunded totals). */
export const orderRow = async (t: TestApp, orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
