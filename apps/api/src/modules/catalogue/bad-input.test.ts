import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesAnswer, HomePageDataAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { expectBadField, getError, getJson, getOk, productRowCount } from './catalogue-test-kit';

const big = 'a'.repeat(10_000);

/** [path, the field a 400 must name] for every catalogue call that takes input. */
const BAD: [string, string][] = [
  ['/api/category-products', 'categorySlug'],
  ['/api/category-products?categorySlug=', 'categorySlug'],
  [`/api/category-products?categorySlug=${big}`, 'categorySlug'],
  ['/api/category-products?categorySlug=Bad%20Slug!', 'categorySlug'],
  ['/api/category-products?categorySlug=a&categorySlug=b', 'categorySlug'],
  ['/api/category-products?categorySlug=x&pageSize=100000', 'pageSize'],
  ['/api/category-products?categorySlug=x&pageSize=0', 'pageSize'],
  ['/api/category-products?categorySlug=x&pageNo=-1', 'pageNo'],
  ['/api/category-products?categorySlug=x&pageNo=abc', 'pageNo'],
  ['/api/category-products?categorySlug=x&pageNo=1.5', 'pageNo'],
  ['/api/category-products?categorySlug=x&sort=cheapest', 'sort'],
  ['/api/category-products?categorySlug=x&minPrice=-5', 'minPrice'],
  ['/api/category-products?categorySlug=x&maxPrice=99999999999', 'maxPrice'],
  ['/api/category-products?categorySlug=x&minPrice=500&maxPrice=100', 'maxPrice'],
  ['/api/category-products?categorySlug=x&minRating=9', 'minRating'],
  ['/api/category-products?categorySlug=x&inStock=maybe', 'inStock'],
  [`/api/category-products?categorySlug=x&brands=${big}`, 'brands'],
  ['/api/category-products?categorySlug=x&brands=%00', 'brands'],
  ['/api/product-details', 'productSlug'],
  [`/api/product-details?productSlug=${big}`, 'productSlug'],
  ['/api/product-details?productSlug=%27%3B%20drop%20table%20products%3B%20--', 'productSlug'],
  ['/api/product-reviews', 'productId'],
  ['/api/product-reviews?productId=abc', 'productId'],
  ['/api/product-reviews?productId=0', 'productId'],
  ['/api/product-reviews?productId=99999999999', 'productId'],
  ['/api/product-reviews?productId=1&pageSize=100000', 'pageSize'],
  ['/api/product-reviews?productId=1&pageNo=-1', 'pageNo'],
  ['/api/search', 'terms'],
  ['/api/search?terms=', 'terms'],
  ['/api/search?terms=%20%20%20', 'terms'],
  [`/api/search?terms=${big}`, 'terms'],
  ['/api/search?terms=atta&pageSize=100000', 'pageSize'],
  ['/api/search?terms=atta&pageNo=0', 'pageNo'],
  ['/api/search-suggestions', 'terms'],
  ['/api/search-suggestions?terms=a', 'terms'],
  [`/api/search-suggestions?terms=${big}`, 'terms'],
  ['/api/media/x?w=100', 'w'],
];

describe.each(DB_KINDS)('catalogue calls refuse bad input on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const short = (path: string) =>
    path.length > 90 ? `${path.slice(0, 80)}... (${path.length} chars)` : path;
  it.each(BAD.map(([path, field]) => ({ path, field, name: short(path) })))(
    '$name -> 400 naming $field',
    async ({ path, field }) => {
      await expectBadField(t, path, field);
    },
  );

  it('answers 404 with a code for well-formed but unknown slugs and ids', async () => {
    expect((await getError(t, '/api/category-products?categorySlug=nope-nope', 404)).Code).toBe(
      'CATEGORY_NOT_FOUND',
    );
    expect((await getError(t, '/api/product-details?productSlug=nope-nope', 404)).Code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await getError(t, '/api/product-reviews?productId=123456789', 404)).Code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await getError(t, '/api/media/nope-nope', 404)).Code).toBe('MEDIA_NOT_FOUND');
  });

  it('ignores unknown query parameters on calls that take none', async () => {
    await getOk(
      t,
      `/api/home-page-data?x=${encodeURIComponent("'; drop table products; --")}`,
      HomePageDataAnswer,
    );
    await getOk(t, '/api/categories?pageSize=100000', CategoriesAnswer);
  });

  it('never answers 500 to SQL-ish values in any field, and the products table stands', async () => {
    const before = await productRowCount(t);
    const hostile = [
      "'; drop table products; --",
      '%',
      '_',
      '\\',
      "' OR 1=1 --",
      '%00',
      big.slice(0, 3000),
    ];
    for (const value of hostile) {
      const v = encodeURIComponent(value);
      for (const path of [
        `/api/category-products?categorySlug=${v}`,
        `/api/category-products?categorySlug=x&brands=${v}&sort=${v}`,
        `/api/product-details?productSlug=${v}`,
        `/api/product-reviews?productId=${v}`,
        `/api/search?terms=${v}`,
        `/api/search-suggestions?terms=${v}`,
        `/api/media/${v}?w=320`,
      ]) {
        const { status } = await getJson(t, path);
        // 414: Fastify refuses a path parameter longer than its limit before routing.
        expect([200, 400, 404, 414], `${path.slice(0, 100)} -> ${status}`).toContain(status);
      }
    }
    expect(await productRowCount(t)).toBe(before);
  });

  it('documents every catalogue call in the OpenAPI document', async () => {
    const { status, body } = await getJson(t, '/api/docs/json');
    expect(status).toBe(200);
    const paths = Object.keys((body as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/home-page-data',
      '/categories',
      '/category-products',
      '/product-details',
      '/product-reviews',
      '/search',
      '/search-suggestions',
      '/media/{mediaId}',
    ]) {
      expect(paths).toContain(`/api${p}`);
    }
  });
});
