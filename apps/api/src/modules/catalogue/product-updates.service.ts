import { and, eq, sql } from 'drizzle-orm';
import type { ProductUpdateBody, VariantUpdateBody } from '@kirana/shared';
import { inTransaction, type Db, type DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { products, productVariants } from './catalogue.tables';

export interface UpdatedFigures {
  id: number;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  isActive: boolean;
  /** The row that changed (variantId null: a simple product) and whether it came back in stock. */
  productId: number;
  variantId: number | null;
  restocked: boolean;
}

const priceAboveMrp = () => new AppError(400, 'PRICE_ABOVE_MRP', 'Price cannot be above MRP');

/** Keeps a variant product's listing figures at its cheapest active row. */
async function refreshListingPrice(db: DbOrTx, productId: number): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET mrp_paise = v.mrp_paise, price_paise = v.price_paise, updated_at = now()
    FROM (SELECT mrp_paise, price_paise FROM product_variants
          WHERE product_id = ${productId} AND is_active ORDER BY price_paise, id LIMIT 1) v
    WHERE p.id = ${productId}`);
}

/** Changes a product's price, MRP, stock or visibility; price never above MRP. */
/** The page facts the body names (undefined ones are left as they are). */
function factsOf(body: ProductUpdateBody) {
  return {
    makerName: body.MakerName,
    makerAddress: body.MakerAddress,
    countryOfOrigin: body.CountryOfOrigin,
    shelfLifeDays: body.ShelfLifeDays,
    carePhone: body.CarePhone,
    careEmail: body.CareEmail,
    fssaiLicence: body.FssaiLicence,
  };
}

export async function updateProduct(
  db: Db,
  id: number,
  body: ProductUpdateBody,
): Promise<UpdatedFigures> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw notFound('Product', 'PRODUCT_NOT_FOUND');
    const touchesFigures =
      body.Price !== undefined || body.Mrp !== undefined || body.Stock !== undefined;
    if (current.hasVariants && touchesFigures) {
      throw badRequest(
        'This product has options: change price and stock on its option rows',
        'PRODUCT_HAS_OPTIONS',
      );
    }
    const pricePaise = body.Price ?? current.pricePaise;
    const mrpPaise = body.Mrp ?? current.mrpPaise;
    if (pricePaise > mrpPaise) throw priceAboveMrp();
    const [row] = await tx
      .update(products)
      .set({
        pricePaise,
        mrpPaise,
        stock: body.Stock ?? current.stock,
        isActive: body.IsActive ?? current.isActive,
        isDeal: body.IsDeal ?? current.isDeal,
        ...factsOf(body),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning({
        id: products.id,
        pricePaise: products.pricePaise,
        mrpPaise: products.mrpPaise,
        stock: products.stock,
        isActive: products.isActive,
      });
    const restocked = current.stock === 0 && row!.stock > 0;
    return { ...row!, productId: id, variantId: null, restocked };
  });
}

/** Changes one option row; the product's listing price follows its cheapest active row. */
export async function updateVariant(
  db: Db,
  id: number,
  body: VariantUpdateBody,
): Promise<UpdatedFigures> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, id))
      .for('update');
    if (!current) throw notFound('Option row', 'VARIANT_NOT_FOUND');
    const pricePaise = body.Price ?? current.pricePaise;
    const mrpPaise = body.Mrp ?? current.mrpPaise;
    if (pricePaise > mrpPaise) throw priceAboveMrp();
    const [row] = await tx
      .update(productVariants)
      .set({
        pricePaise,
        mrpPaise,
        stock: body.Stock ?? current.stock,
        isActive: body.IsActive ?? current.isActive,
      })
      .where(and(eq(productVariants.id, id)))
      .returning({
        id: productVariants.id,
        pricePaise: productVariants.pricePaise,
        mrpPaise: productVariants.mrpPaise,
        stock: productVariants.stock,
        isActive: productVariants.isActive,
      });
    await refreshListingPrice(tx, current.productId);
    const restocked = current.stock === 0 && row!.stock > 0;
    return { ...row!, productId: current.productId, variantId: id, restocked };
  });
}
