import { sql } from 'drizzle-orm';
import type { CloseMethod, DailyClose, WalletReason } from '@kirana/shared';
import { queryRows, readTogether, type DbOrTx } from '../../db/client';
import { indiaDayEnd, indiaDayStart } from '../../db/india-days';

// The day's close (India day): read straight from the orders, refunds, wallet ledger and
// payments rows, so every figure is a sum of rows and ties to them to the paisa.

const int = (v: unknown) => Number(v ?? 0);
type Row = Record<string, string | number | null>;

/** `column` falls in India day `day`. */
const onDay = (column: ReturnType<typeof sql>, day: string) =>
  sql`${column} >= ${indiaDayStart(day)} AND ${column} < ${indiaDayEnd(day)}`;

/** Orders placed that day that stand, by method; a test user's order counts as sandbox. */
const ordersSql = (day: string) => sql`
  SELECT CASE WHEN o.is_test_order THEN 'sandbox' ELSE o.payment_method END AS method,
    count(*) AS n, sum(o.amount_payable_paise) AS value, sum(o.wallet_paise) AS wallet
  FROM orders o
  WHERE o.status NOT IN ('awaiting_payment', 'cancelled', 'expired') AND ${onDay(sql`o.created_at`, day)}
  GROUP BY 1 ORDER BY 1`;

/** Cash-on-delivery orders delivered that day whose cash is not marked yet. */
const toCollectSql = (day: string) => sql`
  SELECT count(*) AS n, sum(o.amount_payable_paise - o.wallet_paise) AS amount
  FROM orders o
  WHERE o.payment_method = 'cod' AND o.status = 'delivered' AND o.cod_collected_at IS NULL
    AND NOT o.is_test_order
    AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.status = 'delivered'
      AND ${onDay(sql`e.created_at`, day)})`;

/** Cash marked collected that day, by delivery person: cash, UPI and recorded shortfalls. */
const collectedSql = (day: string) => sql`
  SELECT coalesce(o.cod_collector_name, o.cod_collected_by_name, '') AS collector, count(*) AS n,
    sum(CASE WHEN o.cod_collected_method = 'upi' THEN 0
      ELSE coalesce(o.cod_collected_paise, o.amount_payable_paise - o.wallet_paise) END) AS cash,
    sum(CASE WHEN o.cod_collected_method = 'upi' THEN o.cod_collected_paise ELSE 0 END) AS upi,
    sum(o.amount_payable_paise - o.wallet_paise
      - coalesce(o.cod_collected_paise, o.amount_payable_paise - o.wallet_paise)) AS short
  FROM orders o
  WHERE o.payment_method = 'cod' AND NOT o.is_test_order AND ${onDay(sql`o.cod_collected_at`, day)}
  GROUP BY 1 ORDER BY 1`;

const handedInSql = (day: string) =>
  sql`SELECT sum(amount_paise) AS amount FROM cod_handins h WHERE ${onDay(sql`h.created_at`, day)}`;

/** Refunds that became refunded that day, split by where their money went. */
const refundsSql = (day: string) => sql`
  SELECT count(*) AS n, sum(r.wallet_paise) AS wallet, sum(r.source_paise) AS source,
    sum(r.upi_paise) AS upi
  FROM refunds r
  WHERE r.status = 'refunded' AND (
    SELECT min(e.created_at) FROM refund_events e WHERE e.refund_id = r.id AND e.status = 'refunded'
  ) >= ${indiaDayStart(day)} AND (
    SELECT min(e.created_at) FROM refund_events e WHERE e.refund_id = r.id AND e.status = 'refunded'
  ) < ${indiaDayEnd(day)}`;

const walletSql = (day: string) => sql`
  SELECT w.reason, sum(CASE WHEN w.amount_paise > 0 THEN w.amount_paise ELSE 0 END) AS credits,
    sum(CASE WHEN w.amount_paise < 0 THEN -w.amount_paise ELSE 0 END) AS debits
  FROM wallet_ledger w WHERE ${onDay(sql`w.created_at`, day)}
  GROUP BY w.reason ORDER BY w.reason`;

/**
 * Razorpay payments captured that day (by when the capture was written: the attempt's last
 * change while it is captured) and the fee and its GST where Razorpay has reported them.
 */
const feesSql = (day: string) => sql`
  SELECT count(*) AS n, count(p.fee_paise) AS reported, sum(p.fee_paise) AS fee,
    sum(p.fee_tax_paise) AS tax
  FROM payments p
  WHERE p.provider = 'razorpay' AND p.status = 'captured' AND ${onDay(sql`p.updated_at`, day)}`;

/** The close of India day `day`. */
export async function dailyClose(db: DbOrTx, day: string): Promise<DailyClose> {
  const [orders, toCollect, collected, handedIn, refunds, wallet, fees] = await readTogether<
    [Row[], Row[], Row[], Row[], Row[], Row[], Row[]]
  >(db, [
    () => queryRows<Row>(db, ordersSql(day)),
    () => queryRows<Row>(db, toCollectSql(day)),
    () => queryRows<Row>(db, collectedSql(day)),
    () => queryRows<Row>(db, handedInSql(day)),
    () => queryRows<Row>(db, refundsSql(day)),
    () => queryRows<Row>(db, walletSql(day)),
    () => queryRows<Row>(db, feesSql(day)),
  ]);
  const r = refunds[0] ?? {};
  const f = fees[0] ?? {};
  return {
    Day: day,
    Orders: orders.map((o) => ({
      Method: o.method as CloseMethod,
      Orders: int(o.n),
      Value: int(o.value),
      WalletPart: int(o.wallet),
    })),
    Cod: {
      ToCollect: { Orders: int(toCollect[0]?.n), Amount: int(toCollect[0]?.amount) },
      Collected: collected.map((c) => ({
        Collector: String(c.collector),
        Orders: int(c.n),
        Cash: int(c.cash),
        Upi: int(c.upi),
        Short: int(c.short),
      })),
      HandedIn: int(handedIn[0]?.amount),
    },
    Refunds: { Count: int(r.n), Wallet: int(r.wallet), Source: int(r.source), Upi: int(r.upi) },
    Wallet: wallet.map((w) => ({
      Reason: w.reason as WalletReason,
      Credits: int(w.credits),
      Debits: int(w.debits),
    })),
    Fees: { Payments: int(f.n), Reported: int(f.reported), Fee: int(f.fee), Tax: int(f.tax) },
  };
}
