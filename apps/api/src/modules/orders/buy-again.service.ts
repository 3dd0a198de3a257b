import { and, desc, eq, gte, max, notInArray, or, sum } from 'drizzle-orm';
import { BUY_AGAIN_MAX, type BuyAgainAnswer, type Language } from '@kirana/shared';
import type { Db } from '../../db/client';
import { listProductsByIds } from '../catalogue';
import { orderLines, orders } from './orders.tables';

/** Orders whose goods count as bought: delivered, or paid in full and not cancelled. */
const bought = or(
  eq(orders.status, 'delivered'),
  and(
    gte(orders.paidPaise, orders.amountPayablePaise),
    notInArray(orders.status, ['awaiting_payment', 'cancelled', 'expired']),
  ),
);

/**
 * The products I bought before and can buy now (shown and in stock): the most recently bought
 * first, then the most often bought; at most BUY_AGAIN_MAX, named in the reader's language. Only
 * my own orders are read.
 */
export async function buyAgainProducts(
  db: Db,
  userId: number,
  language: Language,
): Promise<BuyAgainAnswer> {
  const lastBought = max(orders.createdAt);
  const rows = await db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), bought))
    .groupBy(orderLines.productId)
    .orderBy(desc(lastBought), desc(sum(orderLines.qty)), desc(orderLines.productId))
    .limit(BUY_AGAIN_MAX * 3);
  const ids = rows.map((r) => r.productId);
  const products = await listProductsByIds(db, ids, language);
  return { Products: products.filter((p) => p.InStock).slice(0, BUY_AGAIN_MAX) };
}
