import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// Why stock changes. A trigger on the stock columns of products and product_variants (migration
// 0038) writes a stock_movements row for every change, whoever makes it, with the reason its
// transaction set here: a writer needs one call, before its UPDATE, in the same transaction.
// A change made without one is recorded as 'other'.

export const STOCK_REASONS = [
  'sale',
  'cancellation',
  'return_restock',
  'csv_import',
  'console_edit',
  'order_edit',
  'other',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export interface StockReasonSet {
  reason: StockReason;
  /** the staff's typed reason (a console edit), or any other words; '' none */
  note?: string;
  /** who: 'staff:<id> <name>', 'shopper:<id>', 'system' */
  actor?: string | null;
  /** the order the change belongs to */
  orderId?: number | null;
}

/**
 * Sets the reason the stock changes of the rest of this transaction are recorded with (until set
 * again). Must run inside the transaction that changes the stock: the settings end with it.
 */
export async function setStockReason(tx: DbOrTx, r: StockReasonSet): Promise<void> {
  const orderId = r.orderId == null ? '' : String(r.orderId);
  await tx.execute(sql`SELECT ${stockReasonColumns(r, sql`${orderId}`)}`);
}

/**
 * The select list that sets the reason, for a statement doing something else as well (a new
 * order's id and its sale's reason in one round trip); `orderId` is SQL text ('' for none).
 */
export const stockReasonColumns = (r: Omit<StockReasonSet, 'orderId'>, orderId: SQL) => sql`
    set_config('kirana.stock_reason', ${r.reason}, true),
    set_config('kirana.stock_note', ${r.note ?? ''}, true),
    set_config('kirana.stock_actor', ${r.actor ?? ''}, true),
    set_config('kirana.stock_order', ${orderId}, true)`;

/** How a staff member is named in the stock history. */
export const staffStockActor = (a: { staffId: number | null; name: string }) =>
  a.staffId === null ? `staff: ${a.name}` : `staff:${a.staffId} ${a.name}`;
