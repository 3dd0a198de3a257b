import { and, asc, count, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  MAX_SUGGESTIONS,
  type CategoryMatch,
  type Language,
  type ProductSummary,
  type SearchAnswer,
  type SearchQuery,
  type SearchSuggestion,
  type SearchSuggestionsAnswer,
} from '@kirana/shared';
import { queryRows, type Db } from '../../db/client';
import { facetsFrom, facetsOf, filtersOf, sortOrder } from './listing-filters';
import { categories, products } from './catalogue.tables';
import { summariesIn, summaryColumns, visibleInTree } from './product-summary';
import { hasDevanagari } from './search-hinglish';
import { searchPageIn } from './search-localised';
import { indexedRankedPage } from './search-indexed-rank';
import { rankedPage } from './search-rank';
import type { SearchWordIndex } from './search-word-index';
import { vectorMatches } from './search-vector';
import {
  matchScore,
  MIN_TRIGRAM_WORD,
  planSearch,
  searchWords,
  withNearWords,
  correctedTerms,
  wordMatches,
  type PlannedWord,
  type Visibility,
} from './search-words';

const SEARCH_CATEGORIES = 5;
const SUGGEST_CATEGORIES = 2;
const SUGGEST_BRANDS = 2;

/** Every word must match the product's search vector; any order. */
const productMatches = (tree: Visibility, plan: PlannedWord[]) =>
  and(visibleInTree(tree), ...plan.map((w) => vectorMatches(w)));

/**
 * Visible categories whose name matches every word ('all') or any word of 3+ letters ('any'), as
 * one JSON value ([id, slug, name] best first) for a query to select: the page's query takes it
 * along (one round trip fewer), or categoriesOf asks it alone. Undefined when nothing can match.
 */
function categoryMatches(
  tree: Visibility,
  plan: PlannedWord[],
  mode: 'all' | 'any',
  limit: number,
): SQL | undefined {
  // the English name and the Hindi one's words in loose Latin letters (search-hinglish.ts)
  const name = sql`lower(${categories.name} || ' ' || ${categories.nameHiWords})`;
  const used = mode === 'all' ? plan : plan.filter((w) => w.word.length >= MIN_TRIGRAM_WORD);
  if (used.length === 0 || tree.visibleIds.length === 0) return undefined;
  const conds = used.map((w) => wordMatches(name, w));
  // every category is visible: no list of ids to check
  const visible = tree.allVisible ? undefined : inArray(categories.id, tree.visibleIds);
  return sql`(SELECT json_agg(json_build_array(c.id, c.slug, c.name) ORDER BY c.score DESC, c.position, c.id)
    FROM (SELECT ${categories.id} AS id, ${categories.slug} AS slug, ${categories.name} AS name,
        ${categories.position} AS position, ${matchScore(name, used)} AS score
      FROM ${categories}
      WHERE ${and(visible, mode === 'all' ? and(...conds) : or(...conds))}
      ORDER BY score DESC, position, id LIMIT ${limit}) c)`;
}

/** The categories a categoryMatches value holds. */
const toCategories = (json: unknown): CategoryMatch[] =>
  ((json ?? []) as [number, string, string][]).map(([CategoryId, Slug, Name]) => ({
    CategoryId,
    Slug,
    Name,
  }));

/** The categories matching the words, asked alone. */
async function categoriesOf(db: Db, matches: SQL | undefined): Promise<CategoryMatch[]> {
  if (!matches) return [];
  const [row] = await queryRows<{ c: unknown }>(db, sql`SELECT ${matches} AS c`);
  return toCategories(row?.c);
}

/** Brands whose name matches every word (their products match too, so the search indexes narrow first). */
async function matchBrands(db: Db, tree: Visibility, plan: PlannedWord[]): Promise<string[]> {
  const brand = sql`lower(${products.brand})`;
  const rows = await db
    .select({ brand: products.brand })
    .from(products)
    // an exact word narrows by the vector's name-and-brand words (indexed) before the brand is checked
    .where(
      and(
        productMatches(tree, plan),
        ...plan
          .filter((w) => !w.fuzzy)
          .map((w) => sql`${products.searchVector} @@ to_tsquery('simple', ${`${w.word}:*A`})`),
        ...plan.map((w) => wordMatches(brand, w)),
      ),
    )
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
  db: Db,
  plan: PlannedWord[],
  find: (p: PlannedWord[]) => Promise<T>,
) {
  const first = await find(plan);
  const relaxed = plan.map((w) => ({ ...w, fuzzy: w.word.length >= MIN_TRIGRAM_WORD }));
  if (first.total > 0 || relaxed.every((w, i) => w.fuzzy === plan[i]!.fuzzy))
    return { plan, found: first };
  const replanned = await withNearWords(db, relaxed);
  return { plan: replanned, found: await find(replanned) };
}

/**
 * One ranked page: from the process's word index when given and nothing filters the matches,
 * else in PostgreSQL (a filter is asked per match of the products table).
 */
function rankPage(
  db: Db,
  index: SearchWordIndex | undefined,
  tree: Visibility,
  plan: PlannedWord[],
  filter: SQL | undefined,
  offset: number,
  limit: number,
  also?: SQL,
) {
  return index && !filter
    ? indexedRankedPage(db, index, tree, plan, offset, limit, also)
    : rankedPage(db, tree, plan, filter, offset, limit, also);
}

// The categories matching the words come with the products (the page's query takes them along).
async function findProducts(
  db: Db,
  tree: Visibility,
  plan: PlannedWord[],
  q: SearchQuery,
  index: SearchWordIndex | undefined,
) {
  const f = filtersOf(q);
  const offset = (q.pageNo - 1) * q.pageSize;
  const cats = categoryMatches(tree, plan, 'any', SEARCH_CATEGORIES);
  if (q.sort === 'relevance') {
    const filter = and(f.price, f.brands, f.inStock, f.rating);
    const page = await rankPage(db, index, tree, plan, filter, offset, q.pageSize, cats);
    // unfiltered, the matches ranked are those the facets count: they come from the same scan
    const unfiltered = !f.price && !f.brands && !f.inStock && !f.rating;
    return {
      products: page.products,
      total: page.total,
      facets: unfiltered ? facetsFrom(page.brands) : undefined,
      categories: toCategories(page.also),
    };
  }
  const where = and(productMatches(tree, plan), f.price, f.brands, f.inStock, f.rating);
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(where)
    .orderBy(...sortOrder(q.sort))
    .limit(q.pageSize)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return {
    products: rows.map(summariesIn('en')) as ProductSummary[],
    total: Number(total?.n ?? 0),
    facets: undefined,
    categories: await categoriesOf(db, cats),
  };
}

/**
 * One page of the visible products matching every word of the terms, typo and order tolerant,
 * best match first, with the total and the categories whose name matches. Terms with no letters
 * or digits find nothing.
 */
export async function searchCatalogue(
  db: Db,
  q: SearchQuery,
  index?: SearchWordIndex,
  language: Language = 'en',
): Promise<SearchAnswer> {
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
  // no transaction: each query stands alone (search_near_words sets the typo threshold itself)
  const { plan: planned, visibility: tree } = await (index?.plan(db, words) ??
    planSearch(db, words));
  const { plan, found } = await withFallback(db, planned, (p) =>
    findProducts(db, tree, p, q, index),
  );
  const Facets = found.facets ?? (await facetsOf(db, productMatches(tree, plan), filtersOf(q)));
  // a correction is offered in the letters typed: Latin words, from the English names
  const CorrectedTerms = hasDevanagari(q.terms)
    ? null
    : correctedTerms(
        plan,
        found.products.flatMap((p) => [p.Name, p.Brand]),
      );
  const shown = await searchPageIn(db, language, found);
  return {
    ...head,
    CorrectedTerms,
    Products: shown.products,
    Categories: shown.categories,
    TotalCount: found.total,
    Facets,
  };
}

async function suggestProducts(
  db: Db,
  tree: Visibility,
  plan: PlannedWord[],
  index: SearchWordIndex | undefined,
) {
  const page = await rankPage(db, index, tree, plan, undefined, 0, MAX_SUGGESTIONS);
  return { products: page.products, total: page.products.length };
}

/** At most 8 suggestions for what is being typed: matching categories, then brands, then products. */
export async function suggestSearch(
  db: Db,
  terms: string,
  index?: SearchWordIndex,
  language: Language = 'en',
): Promise<SearchSuggestionsAnswer> {
  const words = searchWords(terms);
  if (words.length === 0) return { Terms: terms, Suggestions: [] };
  const { plan: planned, visibility: tree } = await (index?.plan(db, words) ??
    planSearch(db, words));
  const { plan, found } = await withFallback(db, planned, (p) =>
    suggestProducts(db, tree, p, index),
  );
  const shown = await searchPageIn(db, language, {
    products: found.products,
    categories: await categoriesOf(db, categoryMatches(tree, plan, 'all', SUGGEST_CATEGORIES)),
  });
  const brands = await matchBrands(db, tree, plan);
  const suggestions: SearchSuggestion[] = [
    ...shown.categories.map((c) => ({ Type: 'category' as const, Name: c.Name, Slug: c.Slug })),
    ...brands.map((b) => ({ Type: 'brand' as const, Name: b })),
    ...shown.products.map((p) => ({
      Type: 'product' as const,
      Name: p.Name,
      Slug: p.Slug,
      ...(p.ImageId ? { ImageId: p.ImageId } : {}),
    })),
  ];
  return { Terms: terms, Suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
}
