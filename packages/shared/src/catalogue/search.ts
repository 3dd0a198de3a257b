import { z } from 'zod';
import { PageNo, PageSize } from '../common/api-error';
import { text } from '../common/input';
import { ListingFacets, ListingFilterFields, priceRangeInOrder } from './listing';
import { CategoryMatch, ProductSummary } from './product-summary';

/** What the shopper typed; trimmed, at most 100 characters. */
const Terms = text().trim().min(1, 'is required').max(100);

export const SearchQuery = z
  .object({ terms: Terms, pageNo: PageNo, pageSize: PageSize, ...ListingFilterFields })
  .refine(...priceRangeInOrder);
export type SearchQuery = z.infer<typeof SearchQuery>;
export type SearchQueryInput = z.input<typeof SearchQuery>;

export const SearchAnswer = z.object({
  Terms: z.string().describe('the terms as searched (trimmed)'),
  CorrectedTerms: z
    .string()
    .nullable()
    .describe('the terms as understood when a word was taken as a typo ("masla" → "masala")'),
  Products: z.array(ProductSummary).describe('best match first'),
  Categories: z.array(CategoryMatch).describe('categories whose name matches; first page only'),
  TotalCount: z.number().int().min(0),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
  Facets: ListingFacets.describe('of the products matching the terms'),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;

/** Search-as-you-type starts at two characters. */
export const SUGGEST_MIN_CHARS = 2;
export const MAX_SUGGESTIONS = 8;

export const SearchSuggestionsQuery = z.object({
  terms: text()
    .trim()
    .min(SUGGEST_MIN_CHARS, `needs at least ${SUGGEST_MIN_CHARS} characters`)
    .max(100),
});
export type SearchSuggestionsQuery = z.infer<typeof SearchSuggestionsQuery>;

export const SearchSuggestion = z.object({
  Type: z.enum(['product', 'category', 'brand']),
  Name: z.string(),
  Slug: z
    .string()
    .optional()
    .describe('product or category slug; absent for a brand (search its name)'),
  ImageId: z.string().optional(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

export const SearchSuggestionsAnswer = z.object({
  Terms: z.string(),
  Suggestions: z
    .array(SearchSuggestion)
    .max(MAX_SUGGESTIONS)
    .describe('categories, then brands, then products'),
});
export type SearchSuggestionsAnswer = z.infer<typeof SearchSuggestionsAnswer>;
