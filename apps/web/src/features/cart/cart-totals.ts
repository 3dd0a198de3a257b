import type { PlatformFeeConfigs, ShippingConfigs } from '@kirana/shared';
import type { CartItem } from './cart-types';

/** The delivery method the cart quotes; checkout lets the shopper choose another. */
export const CART_DELIVERY_METHOD = 'standard';

export interface CartBill {
  itemCount: number;
  /** Sum of selling prices (paise). */
  itemTotal: number;
  /** Sum of MRPs (paise). */
  mrpTotal: number;
  /** MRP savings (paise), never negative. */
  savings: number;
  /** Delivery fee (paise); null while the shipping configs are not known. */
  deliveryFee: number | null;
  /** The fee delivery would cost without the free-delivery threshold (paise). */
  baseDeliveryFee: number | null;
  /** Paise still to add for free delivery; 0 when free or no threshold. */
  amountForFreeDelivery: number;
  freeDeliveryAbove: number | null;
  platformFee: number;
  platformFeeName: string;
  /** What the shopper pays (paise). */
  toPay: number;
}

/**
 * The cart's bill as the cart page shows it: delivery is free once the item total reaches the
 * standard method's FreeAbove; the platform fee applies when enabled. The server recomputes it
 * at checkout.
 */
export function computeCartBill(
  items: readonly CartItem[],
  shipping: ShippingConfigs | null | undefined,
  platform: PlatformFeeConfigs | null | undefined,
  deliveryMethodId = CART_DELIVERY_METHOD,
): CartBill {
  const itemCount = items.reduce((n, i) => n + i.Qty, 0);
  const itemTotal = items.reduce((sum, i) => sum + i.ProductPrice * i.Qty, 0);
  const mrpTotal = items.reduce((sum, i) => sum + Math.max(i.Mrp, i.ProductPrice) * i.Qty, 0);
  const rule =
    shipping?.Fees.find((f) => f.DeliveryMethodId === deliveryMethodId) ?? shipping?.Fees[0];
  const freeDeliveryAbove = rule?.FreeAbove ?? null;
  const isFree = freeDeliveryAbove !== null && itemTotal >= freeDeliveryAbove;
  const baseDeliveryFee = rule ? rule.Fee : null;
  const deliveryFee = itemCount === 0 ? 0 : rule ? (isFree ? 0 : rule.Fee) : null;
  const platformFee = itemCount > 0 && platform?.IsEnabled ? platform.Fee : 0;
  return {
    itemCount,
    itemTotal,
    mrpTotal,
    savings: mrpTotal - itemTotal,
    deliveryFee,
    baseDeliveryFee,
    amountForFreeDelivery:
      freeDeliveryAbove !== null && !isFree ? freeDeliveryAbove - itemTotal : 0,
    freeDeliveryAbove,
    platformFee,
    platformFeeName: platform?.Name || 'Platform fee',
    toPay: itemTotal + (deliveryFee ?? 0) + platformFee,
  };
}
