import { and, asc, desc, eq, ne, not, type SQL } from 'drizzle-orm';
import {
  discountPercent,
  LOW_STOCK_BELOW,
  MAX_SHOWN_STOCK,
  type Language,
  type OptionGroup,
  type ProductDetailsAnswer,
  type ProductSummary,
  type ReturnPolicy,
} from '@kirana/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { getProductConfigs } from '../content';
import {
  breadcrumbsOf,
  loadCategoryTree,
  topOf,
  withDescendants,
  type CategoryNode,
} from './category-tree';
import { loadRatings } from '../reviews';
import { productImages, products, productVariants } from './catalogue.tables';
import { inStockSql, summariesIn, summaryColumns, visibleProducts } from './product-summary';
import { imageAltIn, inLanguage } from './localised-text';

/** The spec's default when the store sets no maxAllowedQtyPerProduct. */
export const DEFAULT_MAX_QTY = 10;
export const RELATED_PRODUCTS = 8;

const detailColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  categoryId: products.categoryId,
  description: products.description,
  highlights: products.highlights,
  unitLabel: products.unitLabel,
  nameHi: products.nameHi,
  unitLabelHi: products.unitLabelHi,
  descriptionHi: products.descriptionHi,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  gstRate: products.gstRate,
  hsnCode: products.hsnCode,
  stock: products.stock,
  hasVariants: products.hasVariants,
  makerName: products.makerName,
  makerAddress: products.makerAddress,
  countryOfOrigin: products.countryOfOrigin,
  shelfLifeDays: products.shelfLifeDays,
  carePhone: products.carePhone,
  careEmail: products.careEmail,
  fssaiLicence: products.fssaiLicence,
};
type DetailRow = Pick<typeof products.$inferSelect, keyof typeof detailColumns>;

interface VariantRow {
  id: number;
  groupName: string;
  label: string;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
  imageId: string | null;
}

async function findVariants(db: Db, productId: number): Promise<VariantRow[]> {
  return db
    .select({
      id: productVariants.id,
      groupName: productVariants.groupName,
      label: productVariants.label,
      mrpPaise: productVariants.mrpPaise,
      pricePaise: productVariants.pricePaise,
      stock: productVariants.stock,
      imageId: productVariants.imageId,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** Option rows grouped by their group name, groups in the order their first row appears. */
export function groupOptions(rows: VariantRow[]): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const r of rows) {
    const group = groups.get(r.groupName) ?? { Name: r.groupName, Rows: [] };
    groups.set(r.groupName, group);
    group.Rows.push({
      RowId: r.id,
      Label: r.label,
      Mrp: r.mrpPaise,
      Price: r.pricePaise,
      DiscountPercent: discountPercent(r.mrpPaise, r.pricePaise),
      InStock: r.stock > 0,
      MediaId: r.imageId,
    });
  }
  return [...groups.values()];
}

/**
 * Up to 8 other products of the same top category: the product's own category first, in stock
 * first, then best sellers. Asked as up to four ordered slices (own category in stock, own out of
 * stock, the rest in stock, the rest out of stock), each walking products_category_sold_idx until
 * it has enough, so a big category is not sorted whole; the order is the same.
 */
async function loadRelated(
  db: Db,
  productId: number,
  node: CategoryNode,
  language: Language,
): Promise<ProductSummary[]> {
  const others = withDescendants(topOf(node)).filter((id) => id !== node.id);
  const slices: SQL[] = [
    and(visibleProducts([node.id]), inStockSql)!,
    and(visibleProducts([node.id]), not(inStockSql))!,
    and(visibleProducts(others), inStockSql)!,
    and(visibleProducts(others), not(inStockSql))!,
  ];
  const found: ProductSummary[] = [];
  for (const slice of slices) {
    if (found.length >= RELATED_PRODUCTS) break;
    const rows = await db
      .select(summaryColumns)
      .from(products)
      .where(and(slice, ne(products.id, productId)))
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(RELATED_PRODUCTS - found.length);
    found.push(...rows.map(summariesIn(language)));
  }
  return found;
}

async function maxAllowedQty(db: Db): Promise<number> {
  try {
    return (await getProductConfigs(db)).maxAllowedQtyPerProduct;
  } catch (err) {
    if (err instanceof AppError && err.code === 'SETTING_MISSING') return DEFAULT_MAX_QTY;
    throw err;
  }
}

/**
 * The product's category's return policy: the same column the return request is held to
 * (refunds/return-rules.ts), so the page never promises a return the store would refuse.
 */
function returnPolicyOf(node: CategoryNode): ReturnPolicy {
  const days = Math.max(0, node.returnWindowDays);
  return { Returnable: days > 0, WindowDays: days };
}

function detailsOf(
  p: DetailRow,
  node: CategoryNode,
  variants: VariantRow[],
  language: Language,
): ProductDetailsAnswer['ProductDetails'] {
  const stock = p.hasVariants ? variants.reduce((sum, v) => sum + v.stock, 0) : p.stock;
  return {
    ProductId: p.id,
    Slug: p.slug,
    Name: inLanguage(language, p.name, p.nameHi),
    Brand: p.brand,
    Description: inLanguage(language, p.description, p.descriptionHi),
    Highlights: p.highlights,
    UnitLabel: inLanguage(language, p.unitLabel, p.unitLabelHi),
    Mrp: p.mrpPaise,
    Price: p.pricePaise,
    DiscountPercent: discountPercent(p.mrpPaise, p.pricePaise),
    GstRate: p.gstRate,
    HsnCode: p.hsnCode,
    InStock: stock > 0,
    Stock: Math.min(stock, MAX_SHOWN_STOCK),
    LowStock: stock > 0 && stock < LOW_STOCK_BELOW,
    Category: { Slug: node.slug, Name: node.name },
    Breadcrumbs: breadcrumbsOf(node),
    Facts: {
      Maker: { Name: p.makerName, Address: p.makerAddress },
      CountryOfOrigin: p.countryOfOrigin,
      ShelfLifeDays: p.shelfLifeDays,
      CustomerCare: { Phone: p.carePhone, Email: p.careEmail },
      FssaiLicence: p.fssaiLicence,
    },
    ReturnPolicy: returnPolicyOf(node),
  };
}

/** A visible product by slug with images, options, related products and ratings; else PRODUCT_NOT_FOUND. */
export async function getProductDetails(
  db: Db,
  productSlug: string,
  language: Language = 'en',
): Promise<ProductDetailsAnswer> {
  const tree = await loadCategoryTree(db, { counts: false, language });
  const [product] = await db
    .select(detailColumns)
    .from(products)
    .where(and(eq(products.slug, productSlug), visibleProducts(tree.visibleIds)));
  const node = product && tree.byId.get(product.categoryId);
  if (!product || !node) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const [images, variants, RelatedProducts, Ratings, MaxAllowedQty] = await Promise.all([
    db
      .select({ MediaId: productImages.mediaId, Alt: productImages.alt })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    product.hasVariants ? findVariants(db, product.id) : Promise.resolve([]),
    loadRelated(db, product.id, node, language),
    loadRatings(db, product.id),
    maxAllowedQty(db),
  ]);
  return {
    ProductDetails: detailsOf(product, node, variants, language),
    ProductImages: images.map((i) => ({
      ...i,
      Alt: imageAltIn(language, i.Alt, product.name, product.nameHi),
    })),
    ProductConfig: { MaxAllowedQty, OptionGroups: groupOptions(variants) },
    RelatedProducts,
    Ratings,
  };
}
