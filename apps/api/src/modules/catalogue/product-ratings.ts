import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  dropCachedEntries,
  JSON_KEY,
  pageHtmlKey,
  type CatalogueCache,
} from '../../lib/catalogue-cache';
import type { Redis } from 'ioredis';
import { loadCategoryTree } from './category-tree';
import { products } from './catalogue.tables';
import { visibleProducts } from './product-summary';
import { LANGUAGES, localizedPath } from '@kirana/shared';

// What the reviews module needs of a product: find it, move its rating figures, and drop its
// cached answers.

export interface ProductRef {
  id: number;
  slug: string;
  name: string;
}

const refColumns = { id: products.id, slug: products.slug, name: products.name };

/** The product, shown or not (a delivered product may since have been withdrawn). */
export async function findProductRef(db: DbOrTx, productId: number): Promise<ProductRef | null> {
  const [row] = await db.select(refColumns).from(products).where(eq(products.id, productId));
  return row ?? null;
}

/** The product if shoppers can see it (active, in a shown category). */
export async function findVisibleProductRef(db: Db, productId: number): Promise<ProductRef | null> {
  const tree = await loadCategoryTree(db);
  const [row] = await db
    .select(refColumns)
    .from(products)
    .where(and(eq(products.id, productId), visibleProducts(tree.visibleIds)));
  return row ?? null;
}

/**
 * Adds reviews to (or takes them from) a product's rating figures in one guarded UPDATE: the
 * row lock orders concurrent posts, and the average is recomputed from the new count and sum,
 * so it never drifts. Call inside the transaction that writes the review.
 */
export async function addToRating(
  tx: DbOrTx,
  productId: number,
  count: number,
  stars: number,
): Promise<void> {
  if (count === 0 && stars === 0) return;
  const newCount = sql`(${products.ratingCount} + ${count})`;
  const newSum = sql`(${products.ratingSum} + ${stars})`;
  await tx
    .update(products)
    .set({
      ratingCount: sql`${newCount}`,
      ratingSum: sql`${newSum}`,
      // rounded to the nearest hundredth of a star (integer division, half up)
      ratingAvg: sql`CASE WHEN ${newCount} > 0 THEN (${newSum} * 200 + ${newCount}) / (2 * ${newCount}) ELSE 0 END`,
    })
    .where(eq(products.id, productId));
}

/** The catalogue-cache keys of a product's details and reviews pages (see catalogue.routes). */
export const productDetailsKey = (slug: string) =>
  `product-details?${JSON.stringify({ productSlug: slug })}`;
export const productReviewsKeyPrefix = (productId: number) => `product-reviews:${productId}?`;

/**
 * Drops a product's cached details and reviews in every process, with its page's HTML the server
 * drew from them (its rating and first reviews) in either layout.
 */
export function dropProductAnswers(
  deps: { cache: CatalogueCache; redis?: Redis },
  product: Pick<ProductRef, 'id' | 'slug'>,
): Promise<void> {
  return dropCachedEntries(deps, [
    ...productPageKeys(product.slug),
    JSON_KEY + productReviewsKeyPrefix(product.id),
  ]);
}

/**
 * The cached answers that show a product's stock: its details and its page's HTML in either
 * layout and every language.
 */
export const productPageKeys = (slug: string) => [
  JSON_KEY + productDetailsKey(slug),
  ...LANGUAGES.flatMap((language) =>
    [`/${slug}`, localizedPath(`/${slug}`, language)].flatMap((path) => [
      pageHtmlKey(path, true, language),
      pageHtmlKey(path, false, language),
    ]),
  ),
];
