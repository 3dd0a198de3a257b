import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { discountPercent, type Language, type ProductSummary } from '@kirana/shared';
import { productImages, products, productVariants } from './catalogue.tables';
import type { CategoryTree } from './category-tree';
import { imageAltIn, inLanguage } from './localised-text';

// Drizzle writes columns unqualified in single-table queries, so inside the correlated
// subqueries below every column is qualified by hand to refer to the right table.
const col = (table: PgTable, column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
const productId = col(products, products.id);

/**
 * True when the product can be bought now: stock of its own, or an active option row with stock.
 * Asked per product with an aggregate rather than EXISTS: PostgreSQL may turn an EXISTS into a
 * hash of every option row (a scan of them all, 100+ ms at 100,000 products) to answer 20 rows.
 */
export const inStockSql: SQL<boolean> = sql<boolean>`(CASE WHEN ${col(products, products.hasVariants)}
  THEN coalesce((SELECT bool_or(${col(productVariants, productVariants.stock)} > 0) FROM ${productVariants}
    WHERE ${col(productVariants, productVariants.productId)} = ${productId}
    AND ${col(productVariants, productVariants.isActive)}), false)
  ELSE ${col(products, products.stock)} > 0 END)`;

/** A product's first picture (or its alt text), for a select on products. */
export const firstImage = (column: typeof productImages.mediaId | typeof productImages.alt) =>
  sql<string | null>`(SELECT ${col(productImages, column)} FROM ${productImages}
    WHERE ${col(productImages, productImages.productId)} = ${productId}
    ORDER BY ${col(productImages, productImages.position)}, ${col(productImages, productImages.id)} LIMIT 1)`;

/** Fraction off MRP, for sorting by discount. */
export const discountSql = sql`((${products.mrpPaise} - ${products.pricePaise})::float8 / ${products.mrpPaise})`;

/** The columns a ProductSummary is made from, and nothing more. */
export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  unitLabel: products.unitLabel,
  nameHi: products.nameHi,
  unitLabelHi: products.unitLabelHi,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  hasVariants: products.hasVariants,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  isDeal: products.isDeal,
  inStock: inStockSql,
  imageId: firstImage(productImages.mediaId),
  imageAlt: firstImage(productImages.alt),
};

export interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  brand: string;
  unitLabel: string;
  nameHi: string | null;
  unitLabelHi: string | null;
  mrpPaise: number;
  pricePaise: number;
  hasVariants: boolean;
  ratingAvg: number;
  ratingCount: number;
  isDeal: boolean;
  inStock: boolean;
  imageId: string | null;
  imageAlt: string | null;
}

/** toProductSummary for one language, to map rows with. */
export const summariesIn =
  (language: Language) =>
  (r: SummaryRow): ProductSummary =>
    toProductSummary(r, language);

/** Rating stored as average x 100 -> one decimal for the shopper (e.g. 433 -> 4.3). */
export const ratingFromX100 = (x100: number): number => Math.round(x100 / 10) / 10;

/** Maps a row selected with summaryColumns to the API's ProductSummary, in the reader's language. */
export function toProductSummary(r: SummaryRow, language: Language): ProductSummary {
  const name = inLanguage(language, r.name, r.nameHi);
  return {
    ProductId: r.id,
    Slug: r.slug,
    Name: name,
    Brand: r.brand,
    UnitLabel: inLanguage(language, r.unitLabel, r.unitLabelHi),
    Mrp: r.mrpPaise,
    Price: r.pricePaise,
    DiscountPercent: discountPercent(r.mrpPaise, r.pricePaise),
    ImageId: r.imageId,
    ImageAlt: imageAltIn(language, r.imageAlt, r.name, r.nameHi),
    InStock: Boolean(r.inStock),
    HasVariants: r.hasVariants,
    AverageRating: ratingFromX100(r.ratingAvg),
    RatingCount: r.ratingCount,
    IsDeal: r.isDeal,
  };
}

/**
 * visibleProducts of a whole tree: only the active flag when every category is shown, for there
 * the category list narrows nothing yet the planner would still read its index (every row).
 */
export function visibleInTree(tree: Pick<CategoryTree, 'visibleIds' | 'allVisible'>): SQL {
  return tree.allVisible ? eq(products.isActive, true) : visibleProducts(tree.visibleIds);
}

/** A product is shown when it is active and its category (and that category's parent) is active. */
export function visibleProducts(visibleCategoryIds: readonly number[]): SQL {
  if (visibleCategoryIds.length === 0) return sql`false`;
  return and(eq(products.isActive, true), inArray(products.categoryId, [...visibleCategoryIds]))!;
}
