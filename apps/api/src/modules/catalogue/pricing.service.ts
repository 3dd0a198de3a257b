import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { selectRowsFromJson } from '../../db/json-rows';
import type { DbOrTx } from '../../db/client';
import { visibleCategories } from './category-tree';
import { productImages, products, productVariants } from './catalogue.tables';
import { firstImage } from './product-summary';

export interface VariantPricing {
  variantId: number;
  groupName: string;
  label: string;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
  isActive: boolean;
  /** the row's own pack picture, if it has one */
  imageId: string | null;
}

export interface ProductPricing {
  productId: number;
  /**
   * The English name, whatever the shopper reads: an order line keeps it as sold, and the GST
   * invoice prints it. English is safe there: rule 46 of the CGST Rules asks for a description of
   * the goods, which the store's records, the shopper's input-tax claim and an officer all read
   * in one language, and a name that changed with the reader's language would make two invoices
   * of one sale differ.
   */
  name: string;
  slug: string;
  categoryId: number;
  /** the first image, for order lines */
  imageId: string | null;
  /** sold to shoppers: active, and its category visible (active under active parents) */
  isActive: boolean;
  hasVariants: boolean;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
  gstRate: number;
  hsnCode: string;
  variants: Map<number, VariantPricing>;
}

/** What findPricing reads of a product (SQL fields named, so a JSON row of them can be read back). */
const productFields = {
  productId: products.id,
  name: products.name,
  slug: products.slug,
  categoryId: products.categoryId,
  imageId: firstImage(productImages.mediaId).as('image_id'),
  // a product in a hidden category is withdrawn like an inactive one: no page, no search
  // hit, and so no quote, cart price or order
  isActive: sql<boolean>`(${products.isActive} AND ${products.categoryId} IN (
    WITH RECURSIVE ${visibleCategories} SELECT id FROM v))`.as('is_active'),
  hasVariants: products.hasVariants,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  stock: products.stock,
  gstRate: products.gstRate,
  hsnCode: products.hsnCode,
};

/**
 * findPricing's product rows as a column of another read (an order's address read: one round trip
 * fewer), a JSON list to hand back to findPricing as `read`.
 */
export const productPricingSql = (productIds: readonly (number | Placeholder)[]): SQL<unknown> =>
  sql`(SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb)
         FROM (${new QueryBuilder()
           .select(productFields)
           .from(products)
           .where(inArray(products.id, [...new Set(productIds)]))}) r)`;

/**
 * The server's current prices and stock for the given products and, for those sold by variant,
 * all their variant rows. `read`: the product rows as productPricingSql read them in the same
 * transaction, when the caller has.
 */
export async function findPricing(
  db: DbOrTx,
  productIds: number[],
  read?: unknown,
): Promise<Map<number, ProductPricing>> {
  const ids = [...new Set(productIds)];
  const out = new Map<number, ProductPricing>();
  if (ids.length === 0) return out;
  const rows =
    read === undefined
      ? await db.select(productFields).from(products).where(inArray(products.id, ids))
      : selectRowsFromJson(productFields, read);
  for (const r of rows) out.set(r.productId, { ...r, variants: new Map() });
  // a product not sold by variant is priced by its own row (an order of simple products reads
  // no variant rows: one statement fewer)
  const byVariant = rows.filter((r) => r.hasVariants).map((r) => r.productId);
  if (byVariant.length === 0) return out;
  const variantRows = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      groupName: productVariants.groupName,
      label: productVariants.label,
      mrpPaise: productVariants.mrpPaise,
      pricePaise: productVariants.pricePaise,
      stock: productVariants.stock,
      isActive: productVariants.isActive,
      imageId: productVariants.imageId,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, byVariant));
  for (const { productId, ...v } of variantRows) out.get(productId)?.variants.set(v.variantId, v);
  return out;
}
