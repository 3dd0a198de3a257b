import { variantIdsOf } from '@kirana/shared/cart/variant-ids';
import type {
  UpdatedCartProduct,
  ValidateCartPricesAnswer,
  ValidateCartPricesBody,
} from '@kirana/shared';
import type { CartItem } from './cart-types';

/** The most lines one price-check call may carry (the API's limit). */
export const PRICE_CHECK_BATCH = 100;

/** The price-check bodies for a cart: each line's product, shown price and option rows. */
export function priceCheckBodies(items: readonly CartItem[]): ValidateCartPricesBody[] {
  const products = items.map((i) => ({
    productId: i.ProductId,
    price: i.ProductPrice,
    configPriceIds: variantIdsOf(i.SelectedOptions),
  }));
  const bodies: ValidateCartPricesBody[] = [];
  for (let at = 0; at < products.length; at += PRICE_CHECK_BATCH) {
    bodies.push({ products: products.slice(at, at + PRICE_CHECK_BATCH) });
  }
  return bodies;
}

export interface PriceCheckOutcome {
  items: CartItem[];
  repriced: string[];
  removed: string[];
}

/**
 * Applies the server's answer: lines with an invalid configuration are removed, lines whose
 * price changed take the new price (and an MRP never below it); everything else is kept.
 */
export function applyPriceCheck(
  items: readonly CartItem[],
  answer: ValidateCartPricesAnswer,
): PriceCheckOutcome {
  const byKey = new Map<string, UpdatedCartProduct>(
    answer.UpdatedProducts.map((u) => {
      const ids = [...u.ConfigPriceId].sort((a, b) => a - b);
      return [`${u.ProductId}:${ids.length ? ids.join('-') : 'simple'}`, u];
    }),
  );
  const repriced: string[] = [];
  const removed: string[] = [];
  const kept: CartItem[] = [];
  for (const item of items) {
    const u = byKey.get(item.ItemId);
    if (!u) {
      kept.push(item);
    } else if (u.IsInvalidConfigFound || u.UpdatedPrice === null) {
      removed.push(item.ItemId);
    } else if (u.PriceUpdated && u.UpdatedPrice !== item.ProductPrice) {
      repriced.push(item.ItemId);
      kept.push({ ...item, ProductPrice: u.UpdatedPrice, Mrp: Math.max(item.Mrp, u.UpdatedPrice) });
    } else {
      kept.push(item);
    }
  }
  return { items: kept, repriced, removed };
}
