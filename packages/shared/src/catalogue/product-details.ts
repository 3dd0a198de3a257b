import { z } from 'zod';
import { Breadcrumbs, CategoryLink, ProductSummary, CatalogueSlug } from './product-summary';
import { ProductFacts, ReturnPolicy } from './product-facts';

const Paise = z.number().int().min(0);

export const ProductDetailsQuery = z.object({ productSlug: CatalogueSlug });
export type ProductDetailsQuery = z.infer<typeof ProductDetailsQuery>;

/** Shown stock is capped so the store does not publish its exact inventory. */
export const MAX_SHOWN_STOCK = 50;
/** Below this many units (and above none) a product is flagged as running low. */
export const LOW_STOCK_BELOW = 10;

export const ProductDetails = z.object({
  ProductId: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  Brand: z.string(),
  Description: z.string(),
  Highlights: z.array(z.string()),
  UnitLabel: z.string(),
  Mrp: Paise.describe('paise; for products with options, the cheapest option'),
  Price: Paise.describe('paise, GST-inclusive; for products with options, the cheapest option'),
  DiscountPercent: z.number().int().min(0).max(100),
  GstRate: z.number().describe('percent: 0, 0.25, 3, 5, 18 or 40 (12 or 28 until edited)'),
  HsnCode: z.string(),
  InStock: z.boolean(),
  Stock: z
    .number()
    .int()
    .min(0)
    .max(MAX_SHOWN_STOCK)
    .describe(
      `units available (for a product with options, the sum of its active rows), capped at ${MAX_SHOWN_STOCK}`,
    ),
  LowStock: z.boolean().describe(`in stock but fewer than ${LOW_STOCK_BELOW} units left`),
  Category: CategoryLink,
  Breadcrumbs,
  Facts: ProductFacts.describe('what the Legal Metrology rules ask a listing to show'),
  ReturnPolicy: ReturnPolicy.describe("the product's category's"),
});
export type ProductDetails = z.infer<typeof ProductDetails>;

export const ProductImage = z.object({ MediaId: z.string(), Alt: z.string() });
export type ProductImage = z.infer<typeof ProductImage>;

/** One choosable option; RowId is its variant id (see cart/variant-ids.ts), kept in the cart item. */
export const OptionRow = z.object({
  RowId: z.number().int(),
  Label: z.string(),
  Mrp: Paise,
  Price: Paise,
  DiscountPercent: z.number().int().min(0).max(100),
  InStock: z.boolean(),
  MediaId: z
    .string()
    .nullable()
    .describe("the row's own pack picture (the 5 kg bag), if it has one"),
});
export type OptionRow = z.infer<typeof OptionRow>;

export const OptionGroup = z.object({
  Name: z.string().describe("e.g. 'Weight', 'Pack', 'Colour'"),
  Rows: z.array(OptionRow),
});
export type OptionGroup = z.infer<typeof OptionGroup>;

export const ProductConfig = z.object({
  MaxAllowedQty: z
    .number()
    .int()
    .min(1)
    .describe('the most units of this product one cart line may hold'),
  OptionGroups: z.array(OptionGroup).describe('empty for a simple product'),
});
export type ProductConfig = z.infer<typeof ProductConfig>;

export const ProductRatings = z.object({
  AverageRating: z.number().min(0).max(5).describe('one decimal; 0 without ratings'),
  TotalRatings: z.number().int().min(0),
  FiveStar: z.number().int().min(0),
  FourStar: z.number().int().min(0),
  ThreeStar: z.number().int().min(0),
  TwoStar: z.number().int().min(0),
  OneStar: z.number().int().min(0),
});
export type ProductRatings = z.infer<typeof ProductRatings>;

export const ProductDetailsAnswer = z.object({
  ProductDetails,
  ProductImages: z.array(ProductImage),
  ProductConfig,
  RelatedProducts: z
    .array(ProductSummary)
    .describe('same sub-category first, then the same top category'),
  Ratings: ProductRatings,
});
export type ProductDetailsAnswer = z.infer<typeof ProductDetailsAnswer>;
