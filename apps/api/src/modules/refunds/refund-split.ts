import { and, eq, ne, sql } from 'drizzle-orm';
import type { OnlineProvider } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { refunds } from './refunds.tables';

// How much of a refund may still go back to the online payment, or out by UPI: what that
// payment (or the cash at the door) brought in, less the parts earlier refunds sent the same
// way. Read on the locked order, so two refunds never both count the same room.

/** Paise earlier refunds of an order (rejected ones aside) send to the source and by UPI. */
async function sentBefore(db: DbOrTx, orderId: number): Promise<{ source: number; upi: number }> {
  const [row] = await db
    .select({
      source: sql<string>`coalesce(sum(${refunds.sourcePaise}), 0)`,
      upi: sql<string>`coalesce(sum(${refunds.upiPaise}), 0)`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'rejected')));
  return { source: Number(row?.source ?? 0), upi: Number(row?.upi ?? 0) };
}

export interface Split {
  walletPaise: number;
  sourcePaise: number;
  upiPaise: number;
  sourceProvider: OnlineProvider | null;
  sourcePaymentId: string | null;
}

export const allToWallet = (amount: number): Split => ({
  walletPaise: amount,
  sourcePaise: 0,
  upiPaise: 0,
  sourceProvider: null,
  sourcePaymentId: null,
});

/** `amount` split between the online payment (as much as it has room for) and the wallet. */
export async function splitToSource(
  db: DbOrTx,
  orderId: number,
  amount: number,
  payment: { provider: OnlineProvider; gatewayPaymentId: string; amount: number },
): Promise<Split> {
  const room = Math.max(0, payment.amount - (await sentBefore(db, orderId)).source);
  const source = Math.min(amount, room);
  return {
    walletPaise: amount - source,
    sourcePaise: source,
    upiPaise: 0,
    sourceProvider: source > 0 ? payment.provider : null,
    sourcePaymentId: source > 0 ? payment.gatewayPaymentId : null,
  };
}

/** `amount` split between a UPI payout (up to the cash paid at the door) and the wallet. */
export async function splitToUpi(
  db: DbOrTx,
  orderId: number,
  amount: number,
  cash: number,
): Promise<Split> {
  const room = Math.max(0, cash - (await sentBefore(db, orderId)).upi);
  const upi = Math.min(amount, room);
  return { ...allToWallet(amount - upi), upiPaise: upi };
}
