import { z } from 'zod';
export * from './variant-ids';
import { dbId, int4 } from '../common/input';

/** One cart line as the browser knows it: what it thinks the price is, and its option rows. */
export const CartPriceCheckItem = z.object({
  productId: dbId,
  price: int4(0, 100_000_000).describe('paise the browser shows'),
  configPriceIds: z.array(dbId).max(5).describe("option row ids ('simple' products: none)"),
});

export const ValidateCartPricesBody = z.object({
  products: z.array(CartPriceCheckItem).min(1).max(100),
});
export type ValidateCartPricesBody = z.infer<typeof ValidateCartPricesBody>;

export const UpdatedCartProduct = z.object({
  ProductId: z.number().int(),
  ConfigPriceId: z.array(z.number().int()),
  IsInvalidConfigFound: z
    .boolean()
    .describe('the product or an option row no longer exists or is not sold'),
  PriceUpdated: z.boolean(),
  UpdatedPrice: z.number().int().nullable().describe('current price in paise; null when invalid'),
});
export type UpdatedCartProduct = z.infer<typeof UpdatedCartProduct>;

export const ValidateCartPricesAnswer = z.object({
  PriceUpdated: z.boolean().describe('true when any line changed price or became invalid'),
  UpdatedProducts: z
    .array(UpdatedCartProduct)
    .describe('only the lines that changed or are invalid'),
});
export type ValidateCartPricesAnswer = z.infer<typeof ValidateCartPricesAnswer>;

/** The key a cart line is known by: product plus its option rows ('simple' without options). */
export function cartLineKey(productId: number, configPriceIds: readonly number[]): string {
  return `${productId}:${configPriceIds.length ? [...configPriceIds].sort((a, b) => a - b).join('-') : 'simple'}`;
}
