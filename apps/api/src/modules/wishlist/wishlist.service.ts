import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  WISHLIST_MAX,
  type Language,
  type WishlistAnswer,
  type WishlistChangeAnswer,
} from '@kirana/shared';
import { inTransaction, type Db, type Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { listProductsByIds } from '../catalogue';
import { wishlistItems } from './wishlist.tables';

// My list: every query names the shopper, so nobody reaches another's list. Adds run under a
// per-shopper lock so two tabs cannot pass the size cap together.

const mine = (userId: number) => eq(wishlistItems.userId, userId);

async function lockList(tx: Tx, userId: number): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
  const [row] = await tx.select({ n: count() }).from(wishlistItems).where(mine(userId));
  return row?.n ?? 0;
}

/**
 * My list, newest first: only products the store still shows, at today's price and stock, named
 * in the reader's language.
 */
export async function getWishlist(
  db: Db,
  userId: number,
  language: Language,
): Promise<WishlistAnswer> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(mine(userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return {
    Products: await listProductsByIds(
      db,
      rows.map((r) => r.productId),
      language,
    ),
  };
}

/**
 * Puts a shown product on my list; already there changes nothing. 404 for a product the store
 * does not show, 409 WISHLIST_FULL at WISHLIST_MAX products.
 */
export async function saveToWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<WishlistChangeAnswer> {
  if ((await listProductsByIds(db, [productId], DEFAULT_LANGUAGE)).length === 0)
    throw notFound('Product', 'PRODUCT_NOT_FOUND');
  return inTransaction(db, async (tx) => {
    const size = await lockList(tx, userId);
    const added = await tx
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id });
    if (added.length > 0 && size >= WISHLIST_MAX)
      throw new AppError(
        409,
        'WISHLIST_FULL',
        { messageId: 'errors.wishlist.full', values: { max: WISHLIST_MAX } },
        { messageId: 'errors.wishlist.full-hint' },
      );
    return { ProductId: productId, Saved: true, Count: size + added.length };
  });
}

/** Takes a product off my list; not there changes nothing. */
export async function removeFromWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<WishlistChangeAnswer> {
  await db.delete(wishlistItems).where(and(mine(userId), eq(wishlistItems.productId, productId)));
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(mine(userId));
  return { ProductId: productId, Saved: false, Count: row?.n ?? 0 };
}

/**
 * Adds the browser's list (kept signed out) to my list at sign-in: products already there,
 * repeated, unknown or hidden are skipped, and it stops at WISHLIST_MAX, so sending it twice
 * changes nothing the second time. Answers the whole list.
 */
export async function mergeWishlist(
  db: Db,
  userId: number,
  productIds: readonly number[],
  language: Language,
): Promise<WishlistAnswer> {
  const shown = await listProductsByIds(db, [...new Set(productIds)], DEFAULT_LANGUAGE);
  await inTransaction(db, async (tx) => {
    const size = await lockList(tx, userId);
    const room = WISHLIST_MAX - size;
    if (room <= 0 || shown.length === 0) return;
    const existing = new Set(
      (
        await tx
          .select({ productId: wishlistItems.productId })
          .from(wishlistItems)
          .where(mine(userId))
      ).map((r) => r.productId),
    );
    const fresh = shown.filter((p) => !existing.has(p.ProductId)).slice(0, room);
    if (fresh.length === 0) return;
    await tx
      .insert(wishlistItems)
      .values(fresh.map((p) => ({ userId, productId: p.ProductId })))
      .onConflictDoNothing();
  });
  return getWishlist(db, userId, language);
}
