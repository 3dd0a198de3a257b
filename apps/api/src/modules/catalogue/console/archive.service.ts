import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { recordAudit, type AuditActor } from '../../staff';
import { products, productVariants } from '../catalogue.tables';

// Archiving instead of deleting: an archived product or option row is inactive (so the
// storefront, search, the sitemap and new cart adds leave it out, as they leave out any inactive
// row) and out of the console's lists, while old orders keep their lines, which name it by id.
// Un-archiving makes it active again.

/** Keeps a product with options at its cheapest active option row (for listing and sorting). */
async function refreshListingPrice(tx: Tx, productId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE products p SET mrp_paise = v.mrp_paise, price_paise = v.price_paise, updated_at = now()
    FROM (SELECT mrp_paise, price_paise FROM product_variants
          WHERE product_id = ${productId} AND is_active ORDER BY price_paise, id LIMIT 1) v
    WHERE p.id = ${productId}`);
}

/** Archives (true) or un-archives (false) a product. */
export async function setProductArchived(
  tx: Tx,
  actor: AuditActor,
  id: number,
  archive: boolean,
): Promise<void> {
  const [row] = await tx
    .update(products)
    .set({ archivedAt: archive ? new Date() : null, isActive: !archive, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  await recordAudit(tx, actor, {
    action: archive ? 'product.archive' : 'product.unarchive',
    entity: 'product',
    entityId: id,
  });
}

/** Archives (true) or un-archives (false) one option row of a product. */
export async function setVariantArchived(
  tx: Tx,
  actor: AuditActor,
  id: number,
  archive: boolean,
): Promise<void> {
  const [row] = await tx
    .update(productVariants)
    .set({ archivedAt: archive ? new Date() : null, isActive: !archive })
    .where(eq(productVariants.id, id))
    .returning({ productId: productVariants.productId });
  if (!row) throw notFound('Option row', 'VARIANT_NOT_FOUND');
  await refreshListingPrice(tx, row.productId);
  await recordAudit(tx, actor, {
    action: archive ? 'variant.archive' : 'variant.unarchive',
    entity: 'variant',
    entityId: id,
  });
}
