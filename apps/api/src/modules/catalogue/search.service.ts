import { and, asc, count, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  MAX_SUGGESTIONS,
  type CategoryMatch,
  type ProductSummary,
  type SearchAnswer,
  type SearchQuery,
  type SearchSuggestion,
  type SearchSuggestionsAnswer,
} from '@kirana/shared';
import type { Db } from '../../db/client';
import { loadCategoryTree } from './category-tree';
import { facetsOf, filtersOf, sortOrder } from './listing-filters';
import { categories, products } from './catalogue.tables';
import { summaryColumns, toProductSummary, visibleProducts } from './product-summary';
import {
  matchScore,
  MIN_TRIGRAM_WORD,
  planWords,
  searchWords,
  withTypoTolerance,
  correctedTerms,
  wordMatches,
  type PlannedWord,
} from './search-words';

const SEARCH_CATEGORIES = 5;
const SUGGEST_CATEGORIES = 2;
const SUGGEST_BRANDS = 2;

const nameAndBrand = sql`lower(${products.name} || ' ' || ${products.brand})`;

/** Every word must match the product's search text; any order. */
const productMatches = (ids: number[], plan: PlannedWord[]) =>
  and(visibleProducts(ids), ...plan.map((w) => wordMatches(products.searchText, w)));

/** Closeness to the search text, plus half as much again for the name and brand; then best sellers. */
const byRelevance = (plan: PlannedWord[]): SQL[] => [
  desc(sql`${matchScore(products.searchText, plan)} + 0.5 * ${matchScore(nameAndBrand, plan)}`),
  desc(products.soldCount),
  asc(products.id),
];

/** Visible categories whose name matches every word ('all') or any word of 3+ letters ('any'). */
async function matchCategories(
  db: Db,
  ids: number[],
  plan: PlannedWord[],
  mode: 'all' | 'any',
  limit: number,
) {
  const name = sql`lower(${categories.name})`;
  const used = mode === 'all' ? plan : plan.filter((w) => w.word.length >= MIN_TRIGRAM_WORD);
  if (used.length === 0 || ids.length === 0) return [];
  const conds = used.map((w) => wordMatches(name, w));
  const rows = await db
    .select({ CategoryId: categories.id, Slug: categories.slug, Name: categories.name })
    .from(categories)
    .where(and(inArray(categories.id, ids), mode === 'all' ? and(...conds) : or(...conds)))
    .orderBy(desc(matchScore(name, used)), asc(categories.position), asc(categories.id))
    .limit(limit);
  return rows satisfies CategoryMatch[];
}

/** Brands whose name matches every word (their products match too, so the search indexes narrow first). */
async function matchBrands(db: Db, ids: number[], plan: PlannedWord[]): Promise<string[]> {
  const brand = sql`lower(${products.brand})`;
  const rows = await db
    .select({ brand: products.brand })
    .from(products)
    .where(and(productMatches(ids, plan), ...plan.map((w) => wordMatches(brand, w))))
    .groupBy(products.brand)
    .orderBy(desc(matchScore(brand, plan)), desc(count()), asc(products.brand))
    .limit(SUGGEST_BRANDS);
  return rows.map((r) => r.brand);
}

/**
 * Runs `find` with the planned words; when that finds nothing and some word was held to prefix
 * matching, runs it again letting every word match by trigrams.
 */
async function withFallback<T extends { total: number }>(
  plan: PlannedWord[],
  find: (p: PlannedWord[]) => Promise<T>,
) {
  const first = await find(plan);
  const relaxed = plan.map((w) => ({ ...w, fuzzy: w.word.length >= MIN_TRIGRAM_WORD }));
  if (first.total > 0 || relaxed.every((w, i) => w.fuzzy === plan[i]!.fuzzy))
    return { plan, found: first };
  return { plan: relaxed, found: await find(relaxed) };
}

// Queries inside the search transaction run one after another: they share one connection.
async function findProducts(db: Db, ids: number[], plan: PlannedWord[], q: SearchQuery) {
  const f = filtersOf(q);
  const where = and(productMatches(ids, plan), f.price, f.brands, f.inStock, f.rating);
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(where)
    .orderBy(...(q.sort === 'relevance' ? byRelevance(plan) : sortOrder(q.sort)))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { products: rows.map(toProductSummary) as ProductSummary[], total: Number(total?.n ?? 0) };
}

/**
 * One page of the visible products matching every word of the terms, typo and order tolerant,
 * best match first, with the total and the categories whose name matches. Terms with no letters
 * or digits find nothing.
 */
export async function searchCatalogue(db: Db, q: SearchQuery): Promise<SearchAnswer> {
  const words = searchWords(q.terms);
  const head = { Terms: q.terms, PageNo: q.pageNo, PageSize: q.pageSize };
  const none = { Brands: [], MinPrice: 0, MaxPrice: 0 };
  if (words.length === 0)
    return {
      ...head,
      CorrectedTerms: null,
      Products: [],
      Categories: [],
      TotalCount: 0,
      Facets: none,
    };
  const ids = (await loadCategoryTree(db)).visibleIds;
  return withTypoTolerance(db, async (tx) => {
    const planned = await planWords(tx, visibleProducts(ids), words);
    const { plan, found } = await withFallback(planned, (p) => findProducts(tx, ids, p, q));
    const Categories = await matchCategories(tx, ids, plan, 'any', SEARCH_CATEGORIES);
    const Facets = await facetsOf(tx, productMatches(ids, plan), filtersOf(q));
    const CorrectedTerms = correctedTerms(
      plan,
      found.products.flatMap((p) => [p.Name, p.Brand]),
    );
    return {
      ...head,
      CorrectedTerms,
      Products: found.products,
      Categories,
      TotalCount: found.total,
      Facets,
    };
  });
}

async function suggestProducts(db: Db, ids: number[], plan: PlannedWord[]) {
  const rows = await db
    .select({ name: products.name, slug: products.slug, imageId: summaryColumns.imageId })
    .from(products)
    .where(productMatches(ids, plan))
    .orderBy(...byRelevance(plan))
    .limit(MAX_SUGGESTIONS);
  return { rows, total: rows.length };
}

/** At most 8 suggestions for what is being typed: matching categories, then brands, then products. */
export async function suggestSearch(db: Db, terms: string): Promise<SearchSuggestionsAnswer> {
  const words = searchWords(terms);
  if (words.length === 0) return { Terms: terms, Suggestions: [] };
  const ids = (await loadCategoryTree(db)).visibleIds;
  return withTypoTolerance(db, async (tx) => {
    const planned = await planWords(tx, visibleProducts(ids), words);
    const { plan, found } = await withFallback(planned, (p) => suggestProducts(tx, ids, p));
    const cats = await matchCategories(tx, ids, plan, 'all', SUGGEST_CATEGORIES);
    const brands = await matchBrands(tx, ids, plan);
    const suggestions: SearchSuggestion[] = [
      ...cats.map((c) => ({ Type: 'category' as const, Name: c.Name, Slug: c.Slug })),
      ...brands.map((b) => ({ Type: 'brand' as const, Name: b })),
      ...found.rows.map((p) => ({
        Type: 'product' as const,
        Name: p.name,
        Slug: p.slug,
        ...(p.imageId ? { ImageId: p.imageId } : {}),
      })),
    ];
    return { Terms: terms, Suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
  });
}
