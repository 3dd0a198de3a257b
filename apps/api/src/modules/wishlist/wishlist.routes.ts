import {
  ApiErrorBody,
  MergeWishlistBody,
  WishlistAnswer,
  WishlistChangeAnswer,
  WishlistParams,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../../lib/request-user';
import { getWishlist, mergeWishlist, removeFromWishlist, saveToWishlist } from './wishlist.service';

const tags = ['wishlist'];
const errors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** The signed-in shopper's own list ("My list"): read, add, remove, and merge the browser's. */
export function registerWishlistUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).userId;

  app.get(
    '/wishlist',
    {
      schema: {
        tags,
        summary: 'My list, newest first, with price and stock',
        response: { 200: WishlistAnswer, ...errors },
      },
    },
    async (req) => getWishlist(db, me(req), req.language),
  );
  app.put(
    '/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Put a product on my list (again changes nothing)',
        description:
          '404 PRODUCT_NOT_FOUND for a product the store does not show; 409 WISHLIST_FULL at 200.',
        params: WishlistParams,
        response: { 200: WishlistChangeAnswer, ...errors },
      },
    },
    async (req) => saveToWishlist(db, me(req), req.params.productId),
  );
  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Take a product off my list (not there changes nothing)',
        params: WishlistParams,
        response: { 200: WishlistChangeAnswer, ...errors },
      },
    },
    async (req) => removeFromWishlist(db, me(req), req.params.productId),
  );
  app.post(
    '/wishlist/merge',
    {
      schema: {
        tags,
        summary: "Add the browser's list (kept signed out) to mine at sign-in; idempotent",
        body: MergeWishlistBody,
        response: { 200: WishlistAnswer, ...errors },
      },
    },
    async (req) => mergeWishlist(db, me(req), req.body.ProductIds, req.language),
  );
}
