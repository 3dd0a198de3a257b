import { and, desc, eq, isNull } from 'drizzle-orm';
import { STOCK_MOVEMENTS_LIMIT, type StockMovementsAnswer } from '@kirana/shared';
import type { DbOrTx } from '../../../db/client';
import { stockMovements } from '../catalogue.tables';

/**
 * A sellable row's stock history, newest first: a simple product's own (no variantId) or one
 * option row's.
 */
export async function stockHistory(
  db: DbOrTx,
  productId: number,
  variantId: number | undefined,
): Promise<StockMovementsAnswer> {
  const rows = await db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        variantId === undefined
          ? isNull(stockMovements.variantId)
          : eq(stockMovements.variantId, variantId),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(STOCK_MOVEMENTS_LIMIT);
  return {
    Movements: rows.map((m) => ({
      Id: Number(m.id),
      VariantId: m.variantId,
      Change: m.change,
      StockAfter: m.stockAfter,
      Reason: m.reason as StockMovementsAnswer['Movements'][number]['Reason'],
      Note: m.note,
      Actor: m.actor,
      OrderId: m.orderId,
      At: m.createdAt.toISOString(),
    })),
  };
}
