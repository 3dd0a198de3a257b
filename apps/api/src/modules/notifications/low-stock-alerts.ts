import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inTransaction, type DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/tables';
import { defineJob, enqueue, rowId, type JobContext, type JobSink } from '../../lib/jobs';
import { messagesIn } from '../../lib/i18n/server-messages';
import { queueMessage } from '../../lib/messaging';
import { getStaffAlertSettings } from '../content';
import { lowStockAlerts } from './notifications.tables';
import { PUSH_ICON } from './push-icon';
import { queueStaffPush } from './staff-push-delivery';

// Low-stock alerts: a placed order's stock take (its commit, migration 0048) queues a check of
// the rows it left at or below their level, other stock takes of all their rows (a job: checkout
// never waits); a row whose stock is at or below its level (the product's own low-stock level,
// else the store's threshold; 0: no alerts) is reported once to the alert email and mobile, and
// reported again only after it was above the level (the row in low_stock_alerts goes when a
// check or a restock finds it above). The report is also pushed to the staff's browsers that
// turned on "Notify this browser".

const Item = z.object({ productId: rowId, variantId: rowId.nullable() });
const LowStockPayload = z.object({ items: z.array(Item).min(1).max(500) });

/** Queued in the transaction that takes an order's stock. */
export async function queueLowStockCheck(
  tx: JobSink,
  items: readonly { productId: number; variantId: number | null }[],
): Promise<void> {
  if (items.length === 0) return;
  const unique = new Map(items.map((i) => [`${i.productId}:${i.variantId ?? 0}`, i]));
  const list = [...unique.values()].map(({ productId, variantId }) => ({ productId, variantId }));
  await enqueue(tx, lowStockCheckJob, { items: list.slice(0, 500) });
}

/** The level a product's rows are low at: its own, else the store's threshold. */
const levelOf = (threshold: number) =>
  sql<number>`coalesce(${products.lowStockLevel}, ${threshold})`.mapWith(Number);

/** Forgets the alerts of rows now above their level (restocked), so a later fall alerts again. */
export async function forgetRestockedAlerts(db: DbOrTx, threshold: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM low_stock_alerts a
    WHERE COALESCE(
      CASE WHEN a.variant_id = 0
        THEN (SELECT p.stock FROM products p WHERE p.id = a.product_id)
        ELSE (SELECT v.stock FROM product_variants v WHERE v.id = a.variant_id)
      END, 0) > COALESCE(
        (SELECT p.low_stock_level FROM products p WHERE p.id = a.product_id), ${threshold})`);
}

interface RowStock {
  stock: number;
  level: number;
  name: string;
  label: string | null;
}

async function stockOf(
  tx: DbOrTx,
  productId: number,
  variantId: number | null,
  threshold: number,
): Promise<RowStock | null> {
  const level = levelOf(threshold);
  if (variantId === null) {
    const [p] = await tx
      .select({ stock: products.stock, level, name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    return p ? { ...p, label: null } : null;
  }
  const [v] = await tx
    .select({
      stock: productVariants.stock,
      level,
      name: products.name,
      label: productVariants.label,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return v ?? null;
}

export const lowStockCheckJob = defineJob(
  'low-stock-check',
  LowStockPayload,
  ({ deps }: JobContext) =>
    async ({ items }): Promise<void> => {
      const db = deps.database.db;
      const alerts = await getStaffAlertSettings(db);
      const threshold = alerts.LowStockThreshold;
      await forgetRestockedAlerts(db, threshold);
      const t = messagesIn(alerts.AlertLanguage);
      for (const { productId, variantId } of items)
        await inTransaction(db, async (tx) => {
          const row = await stockOf(tx, productId, variantId, threshold);
          // a level of 0 is "no alerts" (the store's, or this product's own)
          if (!row || row.level <= 0 || row.stock > row.level) return;
          const [claimed] = await tx
            .insert(lowStockAlerts)
            .values({ productId, variantId: variantId ?? 0, stock: row.stock })
            .onConflictDoNothing()
            .returning();
          if (!claimed) return; // reported already, not restocked since
          const what = row.label ? `${row.name} (${row.label})` : row.name;
          const values = {
            what,
            stock: row.stock,
            threshold: row.level,
            link: `${deps.config.PUBLIC_URL}/admin/catalogue/products/${productId}`,
          };
          const subject = t('alerts.low-stock-subject', values);
          const text = t('alerts.low-stock-text', values);
          if (alerts.AlertEmail)
            await queueMessage(tx, { channel: 'email', to: alerts.AlertEmail, subject, text });
          if (alerts.AlertMobile)
            await queueMessage(tx, { channel: 'phone', to: alerts.AlertMobile, subject, text });
          // and to the staff's opted-in browsers, once per report (the claimed row's time)
          const key = `low-stock:${productId}:${variantId ?? 0}:${claimed.alertedAt.getTime()}`;
          await queueStaffPush(tx, key, (tt) => ({
            title: tt('alerts.low-stock-push-title', values),
            body: tt('alerts.low-stock-push-body', values),
            icon: PUSH_ICON,
            click_action: `/admin/catalogue/products/${productId}`,
            tag: `low-stock-${productId}-${variantId ?? 0}`,
          }));
        });
    },
);
