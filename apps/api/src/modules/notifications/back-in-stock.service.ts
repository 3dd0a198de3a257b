import { and, eq, isNull, sql } from 'drizzle-orm';
import { mediaUrl, type BackInStockBody } from '@kirana/shared';
import { inTransaction, type Db, type DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { findPricing, type ProductPricing } from '../catalogue';
import { messagesForUser } from '../users';
import { PUSH_ICON } from './push-icon';
import { queuePush } from './push-delivery';
import { stockAlerts } from './notifications.tables';
import { queueStockAlertMessage } from './stock-alert-messages';

// "Tell me when it is back": one open alert per shopper and row; when the row's stock comes
// back (the store owner restocks it, or a cancelled or expired order gives its stock back),
// every open alert is closed, pushed once and messaged once (email or SMS: stock-alert-messages),
// closing and queueing in one transaction.

const rowOf = (b: BackInStockBody) => ({ productId: b.productId, variantId: b.variantId ?? 0 });

/**
 * Opens the signed-in shopper's alert for a row that cannot be bought now. Asking again while
 * it is open changes nothing (the open-alert unique index). A row that is in stock is refused
 * (409 IN_STOCK: add it to the cart instead), so nobody waits for what is already there; a
 * product with options needs the option row (400), and the row must be one of its own (404).
 */
export async function requestStockAlert(
  db: Db,
  userId: number,
  body: BackInStockBody,
): Promise<{ Subscribed: true }> {
  const p = (await findPricing(db, [body.productId])).get(body.productId);
  if (!p || !p.isActive) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  if (p.hasVariants && body.variantId === null)
    throw badRequest('Choose the option to be told about', 'VARIANT_REQUIRED');
  if (body.variantId !== null && !p.variants.get(body.variantId)?.isActive)
    throw notFound('Option', 'VARIANT_NOT_FOUND');
  if (buyable(p, body.variantId))
    throw new AppError(409, 'IN_STOCK', 'It is in stock now', 'Add it to your cart');
  await db
    .insert(stockAlerts)
    .values({ userId, ...rowOf(body) })
    .onConflictDoNothing();
  return { Subscribed: true };
}

/** The rows of a product the shopper is waiting for (null: the simple product itself). */
export async function openStockAlerts(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ Waiting: (number | null)[] }> {
  const rows = await db
    .select({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
      ),
    );
  return { Waiting: rows.map((r) => (r.variantId === 0 ? null : r.variantId)) };
}

export async function cancelStockAlert(
  db: Db,
  userId: number,
  body: BackInStockBody,
): Promise<{ Subscribed: false }> {
  const { productId, variantId } = rowOf(body);
  await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.variantId, variantId),
        isNull(stockAlerts.notifiedAt),
      ),
    );
  return { Subscribed: false };
}

/** Whether shoppers can buy the row now: active and with stock (a hidden row stays waiting). */
function buyable(p: ProductPricing, variantId: number | null): boolean {
  if (!p.isActive) return false;
  if (variantId === null) return !p.hasVariants && p.stock > 0;
  const v = p.variants.get(variantId);
  return !!v && v.isActive && v.stock > 0;
}

/**
 * Closes the row's open alerts with one guarded UPDATE (of two concurrent announcers only one
 * gets each alert) and queues a push to each shopper it closed, in the caller's transaction.
 */
async function tellWaiting(
  tx: DbOrTx,
  p: ProductPricing,
  variantId: number | null,
): Promise<number> {
  if (!buyable(p, variantId)) return 0;
  const waiting = await tx
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.productId, p.productId),
        eq(stockAlerts.variantId, variantId ?? 0),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .returning({ id: stockAlerts.id, userId: stockAlerts.userId });
  const option = variantId === null ? null : p.variants.get(variantId)?.label;
  for (const w of waiting) {
    await queueStockAlertMessage(tx, w.id);
    const t = await messagesForUser(tx, w.userId);
    await queuePush(tx, w.userId, {
      title: t('notifications.back-push-title', { name: p.name }).slice(0, 120),
      body: option
        ? t('notifications.back-push-body-option', { option })
        : t('notifications.back-push-body'),
      icon: PUSH_ICON,
      ...(p.imageId ? { image: mediaUrl(p.imageId, 320) } : {}),
      click_action: `/${p.slug}`,
      tag: `stock-${p.productId}-${variantId ?? 0}`,
    });
  }
  return waiting.length;
}

/** The store owner restocked a row: tells each waiting shopper once. Answers how many. */
export async function announceBackInStock(
  deps: Pick<AppDeps, 'database'>,
  productId: number,
  variantId: number | null,
): Promise<number> {
  return inTransaction(deps.database.db, async (tx) => {
    const p = (await findPricing(tx, [productId])).get(productId);
    return p ? tellWaiting(tx, p, variantId) : 0;
  });
}

/**
 * Stock was given back (a cancelled or expired order): in that transaction, tells the shoppers
 * waiting for any of the rows that can now be bought. Answers how many were told.
 */
export async function announceReleasedStock(
  tx: DbOrTx,
  items: readonly { productId: number; variantId: number | null }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const pricing = await findPricing(
    tx,
    items.map((i) => i.productId),
  );
  // each row once, in one order (concurrent releases lock alert rows in the same order)
  const rows = [...new Map(items.map((i) => [`${i.productId}:${i.variantId ?? 0}`, i])).values()];
  rows.sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  let told = 0;
  for (const { productId, variantId } of rows) {
    const p = pricing.get(productId);
    if (p) told += await tellWaiting(tx, p, variantId);
  }
  return told;
}
