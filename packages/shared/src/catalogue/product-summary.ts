import { z } from 'zod';
import { dbIdParam, int4, text } from '../common/input';

// The building blocks that several catalogue answers share.

const Paise = z.number().int().min(0);

/** A product as it appears in every list: home sections, category pages, search, related products. */
export const ProductSummary = z.object({
  ProductId: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  Brand: z.string(),
  UnitLabel: z.string().describe('pack size as printed, e.g. "5 kg"'),
  Mrp: Paise.describe('paise; for products with options, the MRP of the cheapest option'),
  Price: Paise.describe(
    'selling price in paise, GST-inclusive; for products with options, the cheapest',
  ),
  DiscountPercent: z.number().int().min(0).max(100).describe('whole percent off MRP, rounded down'),
  ImageId: z.string().nullable().describe('media id of the first image, for /api/media/:mediaId'),
  ImageAlt: z.string(),
  InStock: z.boolean(),
  HasVariants: z.boolean().describe('true when an option (weight, pack, colour) must be chosen'),
  AverageRating: z.number().min(0).max(5).describe('one decimal, e.g. 4.3; 0 without ratings'),
  RatingCount: z.number().int().min(0),
  IsDeal: z.boolean(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/** A category with its picture and how many products it holds (sub-categories included). */
export const CategoryCard = z.object({
  CategoryId: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  Description: z.string(),
  ImageId: z.string().nullable(),
  ProductCount: z.number().int().min(0),
});
export type CategoryCard = z.infer<typeof CategoryCard>;

/** A link to a category page. */
export const CategoryLink = z.object({ Slug: z.string(), Name: z.string() });
export type CategoryLink = z.infer<typeof CategoryLink>;

export const Breadcrumbs = z
  .array(CategoryLink)
  .describe('from the top category down to this one, inclusive');
export type Breadcrumbs = z.infer<typeof Breadcrumbs>;

/** A category named in search results. */
export const CategoryMatch = z.object({
  CategoryId: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
});
export type CategoryMatch = z.infer<typeof CategoryMatch>;

/** A URL slug as the catalogue writes them: lower-case letters, digits and hyphens. */
export const CatalogueSlug = text()
  .trim()
  .toLowerCase()
  .min(1)
  .max(150)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens');

/** A database id as a query-string value: a positive 32-bit integer. */
export const CatalogueId = dbIdParam();

/** The most products one by-ids call answers (a recently viewed shelf is 20). */
export const PRODUCTS_BY_IDS_MAX = 40;

/** "3,1,2" -> [3, 1, 2]: de-duplicated in the order given, each a database id. */
export const ProductsByIdsQuery = z.object({
  ids: text()
    .max(PRODUCTS_BY_IDS_MAX * 11)
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[0-9]{1,16}$/, 'must be whole numbers')
            .transform(Number)
            .pipe(int4(1)),
        )
        .min(1)
        .max(PRODUCTS_BY_IDS_MAX),
    )
    .describe(`comma-separated product ids, at most ${PRODUCTS_BY_IDS_MAX}`),
});
export type ProductsByIdsQuery = z.infer<typeof ProductsByIdsQuery>;

/** The products of those ids the store shows, in the order asked, with today's price and stock. */
export const ProductsByIdsAnswer = z.object({ Products: z.array(ProductSummary) });
export type ProductsByIdsAnswer = z.infer<typeof ProductsByIdsAnswer>;
