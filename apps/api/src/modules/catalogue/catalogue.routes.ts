import { z } from 'zod';
import {
  ApiErrorBody,
  CategoriesAnswer,
  CategoryProductsAnswer,
  CategoryProductsQuery,
  HomePageDataAnswer,
  MediaParams,
  MediaQuery,
  ProductDetailsAnswer,
  ProductDetailsQuery,
  ProductsByIdsAnswer,
  ProductsByIdsQuery,
  SearchAnswer,
  SearchQuery,
  SearchSuggestionsAnswer,
  SearchSuggestionsQuery,
} from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { cachedLocalJson } from '../../lib/catalogue-cache';
import { getHomePageData, listCategories } from './catalogue.service';
import { listCategoryProducts } from './category-products.service';
import { createMediaRenderer } from './media.service';
import { getProductDetails } from './product-details.service';
import { productDetailsKey } from './product-ratings';
import { listProductsByIds } from './products-by-ids.service';
import { searchCatalogue, suggestSearch } from './search.service';
import { searchIndexFor } from './search-word-index';

const tags = ['catalogue'];

/** The route schema of a call with a query string: 200 with its answer, 400 and 404 with the error body. */
const withQuery = <Q extends z.ZodType, A extends z.ZodType>(
  summary: string,
  querystring: Q,
  answer: A,
) => ({
  schema: {
    tags,
    summary,
    querystring,
    response: { 200: answer, 400: ApiErrorBody, 404: ApiErrorBody },
  },
});

/** A cache key from the route and its parsed query: equal queries share one entry. */
const keyOf = (route: string, query: object) => `${route}?${JSON.stringify(query)}`;

/** The catalogue's calls: every answer but images comes from the read database through the catalogue cache. */
export function registerCatalogueRoutes(app: App, deps: AppDeps): void {
  registerListRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerMediaRoute(app, deps);
}

function registerListRoutes(app: App, { cache, database: { readDb: db } }: AppDeps): void {
  const summary = 'Banners, top categories, deals, best sellers and new arrivals';
  app.get(
    '/home-page-data',
    { schema: { tags, summary, response: { 200: HomePageDataAnswer } } },
    (req, reply) =>
      cachedLocalJson(
        req.language,
        reply,
        cache,
        'home-page-data',
        HomePageDataAnswer,
        (language) => getHomePageData(db, language),
      ),
  );
  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Top categories with their sub-categories',
        response: { 200: CategoriesAnswer },
      },
    },
    (req, reply) =>
      cachedLocalJson(req.language, reply, cache, 'categories', CategoriesAnswer, (language) =>
        listCategories(db, language),
      ),
  );
  app.get(
    '/category-products',
    withQuery(
      "One page of a category's products, filtered and sorted, with facets",
      CategoryProductsQuery,
      CategoryProductsAnswer,
    ),
    (req, reply) =>
      cachedLocalJson(
        req.language,
        reply,
        cache,
        keyOf('category-products', req.query),
        CategoryProductsAnswer,
        (language) => listCategoryProducts(db, req.query, language),
      ),
  );
}

function registerProductRoutes(app: App, { cache, database: { readDb: db } }: AppDeps): void {
  app.get(
    '/product-details',
    withQuery(
      'A product with images, options, related products and ratings',
      ProductDetailsQuery,
      ProductDetailsAnswer,
    ),
    (req, reply) =>
      cachedLocalJson(
        req.language,
        reply,
        cache,
        productDetailsKey(req.query.productSlug),
        ProductDetailsAnswer,
        (language) => getProductDetails(db, req.query.productSlug, language),
      ),
  );
  app.get(
    '/products-by-ids',
    withQuery(
      'Products by id (at most 40), in the order asked, with price and stock: for shelves the browser keeps',
      ProductsByIdsQuery,
      ProductsByIdsAnswer,
    ),
    (req, reply) =>
      cachedLocalJson(
        req.language,
        reply,
        cache,
        keyOf('products-by-ids', req.query),
        ProductsByIdsAnswer,
        async (language) => ({
          Products: await listProductsByIds(db, req.query.ids, language),
        }),
      ),
  );
}

function registerSearchRoutes(app: App, { cache, database: { readDb: db } }: AppDeps): void {
  const index = searchIndexFor(cache);
  // the word index is read in the background from the start, not by the first shoppers' searches
  app.addHook('onReady', async () => {
    index.read(db, []).catch(() => undefined);
  });
  app.get(
    '/search',
    withQuery(
      'Products and categories matching the terms, typo and word-order tolerant',
      SearchQuery,
      SearchAnswer,
    ),
    (req, reply) =>
      cachedLocalJson(
        req.language,
        reply,
        cache,
        keyOf('search', req.query),
        SearchAnswer,
        (language) => searchCatalogue(db, req.query, index, language),
      ),
  );
  app.get(
    '/search-suggestions',
    withQuery(
      'Up to 8 suggestions while typing (from 2 characters)',
      SearchSuggestionsQuery,
      SearchSuggestionsAnswer,
    ),
    (req, reply) =>
      cachedLocalJson(
        req.language,
        reply,
        cache,
        keyOf('search-suggestions', req.query),
        SearchSuggestionsAnswer,
        (language) => suggestSearch(db, req.query.terms, index, language),
      ),
  );
}

// Images have their own bounded cache of rendered bytes, outside the catalogue cache.
function registerMediaRoute(app: App, { database: { readDb: db } }: AppDeps): void {
  const render = createMediaRenderer(db);
  const image = (description: string) => ({
    description,
    content: { 'image/webp': { schema: z.any() } },
  });
  app.get(
    '/media/:mediaId',
    {
      schema: {
        tags,
        summary: 'An image rendered as WebP at one of the allowed widths',
        params: MediaParams,
        querystring: MediaQuery,
        response: {
          200: image('WebP image'),
          304: image('Not modified'),
          400: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (req, reply) => {
      const { body, etag } = await render(req.params.mediaId, req.query.w);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/webp').send(body);
    },
  );
}
