import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BackInStockBody } from '@kirana/shared';
import { inTransaction, type Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { findProductRef } from '../catalogue';
import { PUSH_ICON } from './push-icon';
import { queuePush } from './push-delivery';
import { stockAlerts } from './notifications.tables';

// "Tell me when it is back": one open alert per shopper and row; when the row's stock comes
// back, every open alert is closed and pushed once (closing and queueing in one transaction).

const rowOf = (b: BackInStockBody) => ({ productId: b.productId, variantId: b.variantId ?? 0 });

export async function requestStockAlert(
  db: Db,
  userId: number,
  body: BackInStockBody,
): Promise<{ Subscribed: true }> {
  if (!(await findProductRef(db, body.productId))) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  await db
    .insert(stockAlerts)
    .values({ userId, ...rowOf(body) })
    .onConflictDoNothing();
  return { Subscribed: true };
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

/** A row came back in stock: tells each waiting shopper once. Answers how many were told. */
export async function announceBackInStock(
  deps: Pick<AppDeps, 'database'>,
  productId: number,
  variantId: number | null,
): Promise<number> {
  const db = deps.database.db;
  const product = await findProductRef(db, productId);
  if (!product) return 0;
  return inTransaction(db, async (tx) => {
    const waiting = await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(
        and(
          eq(stockAlerts.productId, productId),
          eq(stockAlerts.variantId, variantId ?? 0),
          isNull(stockAlerts.notifiedAt),
        ),
      )
      .returning({ userId: stockAlerts.userId });
    for (const w of waiting)
      await queuePush(tx, w.userId, {
        title: `Back in stock: ${product.name}`,
        body: 'It is available again. Order before it runs out.',
        icon: PUSH_ICON,
        click_action: `/${product.slug}`,
        tag: `stock-${productId}-${variantId ?? 0}`,
      });
    return waiting.length;
  });
}
