import { and, eq, gte, sql } from 'drizzle-orm';
import { sqlState, type DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { products, productVariants, stockTakes } from './catalogue.tables';

/** A quantity of one stock item: a simple product (variantId null) or one variant row. */
export interface StockItem {
  productId: number;
  variantId: number | null;
  qty: number;
  /** for the message when it is short */
  name?: string;
}

/** Sums quantities per stock item and sorts them: products first, then variants, by id. */
export function stockPlan(items: readonly StockItem[]): StockItem[] {
  const byKey = new Map<string, StockItem>();
  for (const it of items) {
    const key = `${it.variantId === null ? 'p' : 'v'}:${it.variantId ?? it.productId}`;
    const seen = byKey.get(key);
    if (seen) seen.qty += it.qty;
    else byKey.set(key, { ...it });
  }
  // one lock order for every transaction, so two orders never wait on each other in a circle
  return [...byKey.values()].sort(
    (a, b) =>
      Number(a.variantId !== null) - Number(b.variantId !== null) ||
      (a.variantId ?? a.productId) - (b.variantId ?? b.productId),
  );
}

/** The refusal of an order one of whose items is short. */
const outOfStock = (name: string | undefined) =>
  new AppError(
    409,
    'OUT_OF_STOCK',
    `${name ?? 'An item'} is out of stock in the quantity you asked for`,
    'Someone may have bought the last units just now. Please review your cart.',
  );

/**
 * Asks for an order's stock to be taken by its transaction's commit (migration 0047's deferred
 * trigger, with takeStock's guarded updates and lock order over the order's written lines), so
 * a hot product's row is locked only while the commit runs: the insert, for the caller to send
 * as (or with) its last statement. A short line fails the commit, which stockShortAtCommit turns
 * into takeStock's refusal. The commit also queues the low-stock check of the rows it leaves at
 * or below their level (migration 0048), `storeLowLevel` being the store's threshold. Wrapped:
 * the builder is a thenable an async caller would run.
 */
export const stockTakeAtCommit = (tx: DbOrTx, orderId: number, storeLowLevel: number) => ({
  write: tx.insert(stockTakes).values({ orderId, storeLowLevel }),
});

/** OUT_OF_STOCK naming the line when `err` is a commit refused by take_order_stock; else undefined. */
export function stockShortAtCommit(err: unknown): AppError | undefined {
  if (sqlState(err) !== STOCK_SHORT) return undefined;
  let detail: string | undefined;
  for (let e = err as { detail?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.detail === 'string') detail = e.detail;
  }
  return outOfStock(detail);
}

/** The SQLSTATE take_order_stock raises for a short line. */
const STOCK_SHORT = 'KS409';

/**
 * Takes stock for every item inside the caller's transaction, each with one guarded UPDATE
 * (`stock >= qty`), so stock never goes below zero whatever the concurrency. Throws
 * OUT_OF_STOCK naming the first item that is short; the caller's transaction then rolls back.
 */
export async function takeStock(tx: DbOrTx, items: readonly StockItem[]): Promise<void> {
  for (const it of stockPlan(items)) {
    const taken =
      it.variantId === null
        ? await tx
            .update(products)
            .set({
              stock: sql`${products.stock} - ${it.qty}`,
              soldCount: sql`${products.soldCount} + ${it.qty}`,
            })
            .where(
              and(
                eq(products.id, it.productId),
                eq(products.isActive, true),
                gte(products.stock, it.qty),
              ),
            )
            .returning({ id: products.id })
        : await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${it.qty}` })
            .where(
              and(
                eq(productVariants.id, it.variantId),
                eq(productVariants.productId, it.productId),
                eq(productVariants.isActive, true),
                gte(productVariants.stock, it.qty),
              ),
            )
            .returning({ id: productVariants.id });
    if (taken.length === 0) throw outOfStock(it.name);
  }
  await addSold(tx, items, 1);
}

/**
 * Moves the sold count of products sold by variant, after every stock row: their product rows
 * are locked last and in id order, keeping one lock order across transactions.
 */
async function addSold(tx: DbOrTx, items: readonly StockItem[], sign: 1 | -1): Promise<void> {
  const perProduct = new Map<number, number>();
  for (const it of items) {
    if (it.variantId !== null)
      perProduct.set(it.productId, (perProduct.get(it.productId) ?? 0) + it.qty);
  }
  for (const [productId, qty] of [...perProduct].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ soldCount: sql`greatest(${products.soldCount} + ${sign * qty}, 0)` })
      .where(eq(products.id, productId));
  }
}

/** Puts stock back for every item (a cancelled or expired order), in the same lock order. */
export async function releaseStock(tx: DbOrTx, items: readonly StockItem[]): Promise<void> {
  for (const it of stockPlan(items)) {
    if (it.variantId === null) {
      await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${it.qty}`,
          soldCount: sql`greatest(${products.soldCount} - ${it.qty}, 0)`,
        })
        .where(eq(products.id, it.productId));
    } else {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${it.qty}` })
        .where(eq(productVariants.id, it.variantId));
    }
  }
  await addSold(tx, items, -1);
}
