import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductReviewsAnswer, ProductReviewsQuery } from '@kirana/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadCategoryTree } from './category-tree';
import { products, reviews } from './catalogue.tables';
import { visibleProducts } from './product-summary';

/** One page of a visible product's reviews, newest first, with the total; else PRODUCT_NOT_FOUND. */
export async function listProductReviews(
  db: Db,
  q: ProductReviewsQuery,
): Promise<ProductReviewsAnswer> {
  const tree = await loadCategoryTree(db);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, q.productId), visibleProducts(tree.visibleIds)));
  if (!product) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ReviewId: reviews.id,
        AuthorName: reviews.authorName,
        Rating: reviews.rating,
        Title: reviews.title,
        Body: reviews.body,
        IsVerifiedPurchase: reviews.isVerifiedPurchase,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.productId, product.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(reviews).where(eq(reviews.productId, product.id)),
  ]);
  return {
    Reviews: rows.map(({ createdAt, ...r }) => ({ ...r, CreatedAt: createdAt.toISOString() })),
    TotalReviews: Number(total?.n ?? 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
  };
}
