import type { CheckoutItem, ItemProblem } from '@kirana/shared';
import { variantIdOf } from '@kirana/shared/cart/variant-ids';
import type { CartItem } from './cart-types';

/** The cart as the checkout calls send it: product, chosen variant row (null when simple), qty. */
export function checkoutItemsOf(items: readonly CartItem[]): CheckoutItem[] {
  return items.map((i) => ({
    ProductId: i.ProductId,
    VariantId: variantIdOf(i.SelectedOptions),
    Qty: i.Qty,
  }));
}

/** The cart line id a server line or problem refers to (`${ProductId}:${VariantId|'simple'}`). */
export function itemIdOfLine(line: Pick<ItemProblem, 'ProductId' | 'VariantId'>): string {
  return `${line.ProductId}:${line.VariantId ?? 'simple'}`;
}
