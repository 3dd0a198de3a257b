import { z } from 'zod';
import { ProductSummary } from '../catalogue/product-summary';
import { dbId, dbIdParam } from '../common/input';

// The wishlist ("My list"): products a shopper keeps for later, on the account when signed in,
// in the browser before that (merged into the account at sign-in).

/** The most products one list holds (a PUT beyond it is 409 WISHLIST_FULL; a merge stops there). */
export const WISHLIST_MAX = 200;

/** My list, newest first: only products the store still shows, with today's price and stock. */
export const WishlistAnswer = z.object({
  Products: z.array(ProductSummary),
});
export type WishlistAnswer = z.infer<typeof WishlistAnswer>;

export const WishlistParams = z.object({ productId: dbIdParam() });
export type WishlistParams = z.infer<typeof WishlistParams>;

/** What a PUT or DELETE left: whether the product is on the list now, and the list's size. */
export const WishlistChangeAnswer = z.object({
  ProductId: z.number().int(),
  Saved: z.boolean(),
  Count: z.number().int().min(0),
});
export type WishlistChangeAnswer = z.infer<typeof WishlistChangeAnswer>;

/** The browser's list at sign-in; unknown or hidden products are left out, duplicates count once. */
export const MergeWishlistBody = z.object({
  ProductIds: z.array(dbId).max(WISHLIST_MAX),
});
export type MergeWishlistBody = z.infer<typeof MergeWishlistBody>;
