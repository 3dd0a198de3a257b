import { z } from 'zod';
import { PageNo, PageSize } from '../common/api-error';
import { DB_INT_MAX, intParam, text } from '../common/input';
import { HomeBanner } from '../content';
import { Breadcrumbs, CategoryCard, ProductSummary, CatalogueSlug } from './product-summary';

/** A shelf the store owner put on the home page, with its products in stock. */
export const HomeShelfCard = z.object({
  ShelfId: z.string(),
  Title: z.string(),
  LinkUrl: z.string().nullable().describe('the category page, for a category shelf'),
  Products: z.array(ProductSummary),
});
export type HomeShelfCard = z.infer<typeof HomeShelfCard>;

export const HomePageDataAnswer = z.object({
  Banners: z.array(HomeBanner),
  TopCategories: z.array(CategoryCard),
  Deals: z
    .array(ProductSummary)
    .describe('in stock: marked deals first, then the biggest discounts'),
  BestSellers: z.array(ProductSummary).describe('in stock, most sold first'),
  NewArrivals: z.array(ProductSummary).describe('in stock, newest first'),
  Shelves: z.array(HomeShelfCard).describe("the store owner's shelves, in order"),
});
export type HomePageDataAnswer = z.infer<typeof HomePageDataAnswer>;

export const CategoryTreeNode = CategoryCard.extend({ SubCategories: z.array(CategoryCard) });
export type CategoryTreeNode = z.infer<typeof CategoryTreeNode>;

export const CategoriesAnswer = z.object({
  Categories: z
    .array(CategoryTreeNode)
    .describe('top-level categories in display order, each with its children'),
});
export type CategoriesAnswer = z.infer<typeof CategoriesAnswer>;

export const PRODUCT_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'rating',
  'discount',
] as const;
export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

const PriceBound = intParam(0, DB_INT_MAX).optional();

/** "a,b" -> ['a', 'b']: trimmed, de-duplicated, sorted (so equal filters share a cache entry). */
const BrandList = text()
  .max(1000)
  .transform((s) =>
    [
      ...new Set(
        s
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean),
      ),
    ].sort(),
  )
  .pipe(z.array(text().max(100)).max(30))
  .optional();

/** A listing's filters and sort, as a category page and a search take them. */
export const ListingFilterFields = {
  minPrice: PriceBound.describe('paise, inclusive'),
  maxPrice: PriceBound.describe('paise, inclusive'),
  brands: BrandList.describe('comma-separated brand names'),
  inStock: z.stringbool().optional().describe('true: only products that can be bought now'),
  minRating: z.coerce.number().min(0).max(5).optional().describe('e.g. 4 for "4 stars and up"'),
  sort: ProductSort.default('relevance'),
};
export type ListingFilterQuery = z.infer<z.ZodObject<typeof ListingFilterFields>>;

/** The price range's check, shared by every listing query: `.refine(...priceRangeInOrder)`. */
export const priceRangeInOrder: [
  (q: { minPrice?: number; maxPrice?: number }) => boolean,
  { path: string[]; message: string },
] = [
  (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  { path: ['maxPrice'], message: 'must not be below minPrice' },
];

export const CategoryProductsQuery = z
  .object({
    categorySlug: CatalogueSlug,
    pageNo: PageNo,
    pageSize: PageSize,
    ...ListingFilterFields,
  })
  .refine(...priceRangeInOrder);
export type CategoryProductsQuery = z.infer<typeof CategoryProductsQuery>;
/** What a caller writes in the query string. */
export type CategoryProductsQueryInput = z.input<typeof CategoryProductsQuery>;

export const BrandFacet = z.object({ Name: z.string(), Count: z.number().int().min(0) });
export type BrandFacet = z.infer<typeof BrandFacet>;

/** Brands and the price range of a listing, each under every other filter. */
export const ListingFacets = z.object({
  Brands: z
    .array(BrandFacet)
    .describe('brands under every filter but the brand filter, most products first'),
  MinPrice: z
    .number()
    .int()
    .min(0)
    .describe('paise; lowest price under every filter but the price range'),
  MaxPrice: z
    .number()
    .int()
    .min(0)
    .describe('paise; highest price under every filter but the price range'),
});
export type ListingFacets = z.infer<typeof ListingFacets>;

export const CategoryProductsAnswer = z.object({
  Category: z.object({
    CategoryId: z.number().int(),
    Slug: z.string(),
    Name: z.string(),
    ParentSlug: z.string().optional().describe('present for a sub-category'),
    Breadcrumbs,
  }),
  Products: z.array(ProductSummary),
  TotalCount: z.number().int().min(0).describe('products matching every filter'),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
  Facets: ListingFacets,
});
export type CategoryProductsAnswer = z.infer<typeof CategoryProductsAnswer>;
