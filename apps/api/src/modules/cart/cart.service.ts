import type {
  UpdatedCartProduct,
  ValidateCartPricesAnswer,
  ValidateCartPricesBody,
} from '@kirana/shared';
import type { Db } from '../../db/client';
import { findPricing, type ProductPricing } from '../catalogue';

/**
 * The server's price for a cart line, or null when the line cannot be sold as chosen: the
 * product is gone or inactive, or its option rows do not name exactly one active row of
 * this product (a simple product takes none).
 */
export function priceOfLine(
  product: ProductPricing | undefined,
  variantIds: readonly number[],
): number | null {
  if (!product?.isActive) return null;
  if (!product.hasVariants) return variantIds.length === 0 ? product.pricePaise : null;
  if (variantIds.length !== 1) return null;
  const variant = product.variants.get(variantIds[0]!);
  return variant?.isActive ? variant.pricePaise : null;
}

/** Checks the browser's cart prices against the catalogue; answers only the lines that differ. */
export async function validateCartPrices(
  db: Db,
  body: ValidateCartPricesBody,
): Promise<ValidateCartPricesAnswer> {
  const pricing = await findPricing(
    db,
    body.products.map((p) => p.productId),
  );
  const updated: UpdatedCartProduct[] = [];
  for (const line of body.products) {
    const current = priceOfLine(pricing.get(line.productId), line.configPriceIds);
    if (current === line.price) continue;
    updated.push({
      ProductId: line.productId,
      ConfigPriceId: line.configPriceIds,
      IsInvalidConfigFound: current === null,
      PriceUpdated: current !== null,
      UpdatedPrice: current,
    });
  }
  return { PriceUpdated: updated.length > 0, UpdatedProducts: updated };
}
