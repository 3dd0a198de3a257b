import { sql } from 'drizzle-orm';
import type { DashboardAnswer, DashboardPeriod, OrderStatus } from '@kirana/shared';
import { isoIndiaDay, isoIndiaWeekday } from '@kirana/shared/common/india-dates';
import { queryRows, type Db } from '../../db/client';
import { indiaDayEnd, indiaDayStart } from '../../db/india-days';
import { REST_AFTER_WALLET_SQL } from '../orders';

// The console's home: orders and money at a glance. Read straight from the tables by name
// (orders, refunds, products, product_variants), as figures across modules; days are India's.

const WAITING: OrderStatus[] = [
  'awaiting_payment',
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
];
const LOW_STOCK_ROWS = 20;
const CHART_DAYS = 14;

/** An order that stands: a real shopper's, not waiting for payment, cancelled or expired. */
const STANDING = sql`NOT o.is_test_order AND o.status NOT IN ('awaiting_payment', 'cancelled', 'expired')`;

/**
 * An order's value less what was already given back for it (returned or removed items whose
 * refund is paid): the dashboard counts what the shop kept (#28: "Today" counted refunded items).
 */
const REFUNDED = sql`coalesce((SELECT sum(f.amount_paise) FROM refunds f
  WHERE f.order_id = o.id AND f.status = 'refunded'), 0)`;
const KEPT = sql`(o.amount_payable_paise - ${REFUNDED})`;

/** The India date (YYYY-MM-DD) of a moment, `minusDays` earlier. */
export const indiaDay = (at: Date, minusDays = 0) =>
  isoIndiaDay(new Date(at.getTime() - minusDays * 86_400_000));

/** How many days since Monday the India date of `at` is (0 on a Monday). */
const daysSinceMonday = (at: Date) => isoIndiaWeekday(at) - 1;

const int = (v: unknown) => Number(v ?? 0);

/** Orders placed from the India day `from` through the India day `to`. */
async function period(db: Db, from: string, to: string): Promise<DashboardPeriod> {
  const [r] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
    SELECT count(*) AS orders,
      sum(${KEPT}) AS revenue,
      sum(${REFUNDED}) AS refunded,
      sum(CASE WHEN o.payment_method = 'cod' THEN o.wallet_paise ELSE o.amount_payable_paise END) AS paid,
      sum(CASE WHEN o.payment_method = 'cod' AND o.cod_collected_at IS NOT NULL
          THEN ${REST_AFTER_WALLET_SQL} ELSE 0 END) AS cod_collected,
      sum(CASE WHEN o.payment_method = 'cod' AND o.cod_collected_at IS NULL
          THEN ${REST_AFTER_WALLET_SQL} ELSE 0 END) AS cod_due
    FROM orders o WHERE ${STANDING}
      AND o.created_at >= ${indiaDayStart(from)} AND o.created_at < ${indiaDayEnd(to)}`,
  );
  return {
    From: from,
    Orders: int(r?.orders),
    Revenue: int(r?.revenue),
    Paid: int(r?.paid),
    CodCollected: int(r?.cod_collected),
    CodDue: int(r?.cod_due),
    Refunded: int(r?.refunded),
  };
}

async function daily(db: Db, from: string, to: string): Promise<DashboardAnswer['Daily']> {
  const rows = await queryRows<{ day: string; orders: string | number; revenue: string | number }>(
    db,
    sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day, count(o.id) AS orders,
      coalesce(sum(${KEPT}), 0) AS revenue
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    LEFT JOIN orders o ON ${STANDING}
      AND o.created_at >= ${indiaDayStart(sql`d`)} AND o.created_at < ${indiaDayEnd(sql`d`)}
    GROUP BY d ORDER BY d`,
  );
  return rows.map((r) => ({ Day: r.day, Orders: int(r.orders), Revenue: int(r.revenue) }));
}

async function waiting(db: Db): Promise<DashboardAnswer['Waiting']> {
  const rows = await queryRows<{ status: OrderStatus; n: string | number }>(
    db,
    sql`SELECT status, count(*) AS n FROM orders
        WHERE NOT is_test_order AND status IN (${sql.join(
          WAITING.map((s) => sql`${s}`),
          sql`, `,
        )})
        GROUP BY status`,
  );
  return WAITING.map((s) => ({ Status: s, Count: int(rows.find((r) => r.status === s)?.n) }));
}

async function codToCollect(db: Db): Promise<DashboardAnswer['CodToCollect']> {
  const [r] = await queryRows<{ n: string | number; amount: string | number | null }>(
    db,
    sql`SELECT count(*) AS n, sum(${REST_AFTER_WALLET_SQL}) AS amount FROM orders o
        WHERE payment_method = 'cod' AND status = 'delivered' AND cod_collected_at IS NULL
          AND NOT is_test_order`,
  );
  return { Orders: int(r?.n), Amount: int(r?.amount) };
}

async function returnsWaiting(db: Db): Promise<number> {
  const [r] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM refunds WHERE status = 'requested'`,
  );
  return int(r?.n);
}

/** Active rows at or below their level: the product's own low-stock level, else `threshold`. */
async function lowStock(db: Db, threshold: number) {
  const level = sql`coalesce(p.low_stock_level, ${threshold}::int)`;
  const low = sql`
    SELECT p.id AS product_id, NULL::int AS variant_id, p.name, NULL::text AS variant_label,
      p.stock, ${level} AS level
    FROM products p WHERE NOT p.has_variants AND p.is_active AND p.stock <= ${level}
    UNION ALL
    SELECT p.id, v.id, p.name, v.label, v.stock, ${level}
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE p.has_variants AND p.is_active AND v.is_active AND v.stock <= ${level}`;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      product_id: number;
      variant_id: number | null;
      name: string;
      variant_label: string | null;
      stock: number;
      level: number;
    }>(
      db,
      sql`SELECT * FROM (${low}) AS low ORDER BY stock, name, variant_id NULLS FIRST LIMIT ${LOW_STOCK_ROWS}`,
    ),
    queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM (${low}) AS low`),
  ]);
  return {
    rows: rows.map((r) => ({
      ProductId: int(r.product_id),
      VariantId: r.variant_id === null ? null : int(r.variant_id),
      Name: r.name,
      VariantLabel: r.variant_label,
      Stock: int(r.stock),
      Level: int(r.level),
    })),
    total: int(total?.n),
  };
}

/** The dashboard as of `now`: today and this week (from Monday), India time. */
export async function dashboard(
  db: Db,
  lowStockThreshold: number,
  now = new Date(),
): Promise<DashboardAnswer> {
  const today = indiaDay(now);
  const [todays, week, chart, byStatus, cod, returns, low] = await Promise.all([
    period(db, today, today),
    period(db, indiaDay(now, daysSinceMonday(now)), today),
    daily(db, indiaDay(now, CHART_DAYS - 1), today),
    waiting(db),
    codToCollect(db),
    returnsWaiting(db),
    lowStock(db, lowStockThreshold),
  ]);
  return {
    Today: todays,
    Week: week,
    Waiting: byStatus,
    CodToCollect: cod,
    ReturnsWaiting: returns,
    LowStockThreshold: lowStockThreshold,
    LowStock: low.rows,
    LowStockTotal: low.total,
    Daily: chart,
  };
}
