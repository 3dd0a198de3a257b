import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ProductDetailsAnswer, ProductReviewsAnswer, type ProductReview } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { queryRows } from '../../db/client';
import { products, productVariants } from './catalogue.tables';
import { reviews } from '../reviews/reviews.tables';
import { getError, getOk, isDescending } from './catalogue-test-kit';

describe.each(DB_KINDS)('product details and reviews on %s', (kind) => {
  let t: TestApp;

  const details = (slug: string) =>
    getOk(t, `/api/product-details?productSlug=${slug}`, ProductDetailsAnswer);
  const firstProduct = async (hasVariants: boolean) => {
    const [row] = await t.database.db
      .select({ id: products.id, slug: products.slug, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.hasVariants, hasVariants), eq(products.isActive, true)))
      .orderBy(desc(products.ratingCount), products.id)
      .limit(1);
    return row!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers a product with options: rows of its own, cheapest price shown, ratings that add up', async () => {
    const product = await firstProduct(true);
    const answer = await details(product.slug);
    const { ProductDetails: d, ProductConfig: config } = answer;
    expect(d).toMatchObject({ ProductId: product.id, Slug: product.slug });
    expect(config.MaxAllowedQty).toBe(10);
    const rows = config.OptionGroups.flatMap((g) => g.Rows);
    expect(rows.length).toBeGreaterThan(1);
    const own = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.isActive, true)));
    expect(rows.map((r) => r.RowId).sort()).toEqual(own.map((v) => v.id).sort());
    expect(rows.every((r) => r.Price <= r.Mrp)).toBe(true);
    expect(d.Price).toBe(Math.min(...rows.map((r) => r.Price)));
    expect(d.InStock).toBe(rows.some((r) => r.InStock));
    expect(d.Stock).toBeLessThanOrEqual(50);
    expect(d.LowStock).toBe(d.Stock > 0 && d.Stock < 10);
    expect(answer.ProductImages.length).toBeGreaterThan(0);
  });

  it('shows what the Legal Metrology rules ask a listing to: maker, origin, best before, care, FSSAI for food', async () => {
    const atta = (await details('aashirvaad-shudh-chakki-atta')).ProductDetails;
    expect(atta.Facts).toEqual({
      Maker: {
        Name: 'ITC Limited',
        Address: 'Virginia House, 37 J.L. Nehru Road, Kolkata 700071, West Bengal',
      },
      CountryOfOrigin: 'India',
      ShelfLifeDays: 90,
      CustomerCare: {
        Phone: expect.stringMatching(/^1800 \d{3} \d{4}$/),
        Email: 'consumercare@itc.in',
      },
      FssaiLicence: expect.stringMatching(/^\d{14}$/),
    });
    // not food: no licence, and a notebook does not expire
    const book = (await details('classmate-single-line-notebook-172-pages')).ProductDetails;
    expect(book.Facts).toMatchObject({ FssaiLicence: null, ShelfLifeDays: null });
    expect(book.Facts.Maker.Name).toBe('ITC Limited');
  });

  it("says the product's category's return policy: 7 days for atta, none for milk", async () => {
    const atta = (await details('aashirvaad-shudh-chakki-atta')).ProductDetails;
    expect(atta.ReturnPolicy).toEqual({ Returnable: true, WindowDays: 7 });
    const milk = (await details('amul-taaza-toned-milk')).ProductDetails;
    expect(milk.ReturnPolicy).toEqual({ Returnable: false, WindowDays: 0 });
  });

  it('gives an option row its own pack picture when it has one (the atta’s 5 kg bag)', async () => {
    const answer = await details('aashirvaad-shudh-chakki-atta');
    const rows = answer.ProductConfig.OptionGroups.flatMap((g) => g.Rows);
    expect(rows.map((r) => [r.Label, r.MediaId])).toEqual([
      ['1 kg', null],
      ['5 kg', 'p-aashirvaad-shudh-chakki-atta-5-kg'],
      ['10 kg', 'p-aashirvaad-shudh-chakki-atta-10-kg'],
    ]);
    const image = await fetch(`${t.url}/api/media/p-aashirvaad-shudh-chakki-atta-5-kg?w=320`);
    expect(image.status).toBe(200);
  });

  it('answers a simple product without option groups', async () => {
    const product = await firstProduct(false);
    const answer = await details(product.slug);
    expect(answer.ProductConfig.OptionGroups).toEqual([]);
    expect(answer.ProductDetails.Breadcrumbs.at(-1)).toEqual(answer.ProductDetails.Category);
    expect(answer.ProductDetails.Breadcrumbs.length).toBe(2);
  });

  it('relates products of the same sub-category first, never the product itself', async () => {
    const product = await firstProduct(false);
    const { RelatedProducts } = await details(product.slug);
    expect(RelatedProducts.length).toBeGreaterThan(0);
    expect(RelatedProducts.length).toBeLessThanOrEqual(8);
    expect(RelatedProducts.some((p) => p.ProductId === product.id)).toBe(false);
    const [first] = await t.database.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, RelatedProducts[0]!.ProductId));
    expect(first!.categoryId).toBe(product.categoryId);
  });

  it('orders related products as one list: own category, in stock, best sellers, even when that spills into the top category', async () => {
    // the product whose own category is smallest, so the list must spill into its siblings
    const [smallest] = await queryRows<{ id: number; slug: string }>(
      t.database.db,
      sql`SELECT p.id, p.slug FROM products p
        JOIN (SELECT category_id, count(*) AS n FROM products GROUP BY category_id) c USING (category_id)
        WHERE p.is_active ORDER BY c.n, p.id LIMIT 1`,
    );
    const [busiest] = await queryRows<{ id: number; slug: string }>(
      t.database.db,
      sql`SELECT id, slug FROM products WHERE is_active ORDER BY sold_count DESC, id LIMIT 1`,
    );
    for (const product of [smallest!, busiest!]) {
      // the order as one query sorting the whole top category would give it (every category is shown)
      const expected = await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT p.id FROM products p, products me, categories own
          WHERE me.id = ${product.id} AND own.id = me.category_id AND p.is_active AND p.id <> me.id
            AND p.category_id IN (SELECT id FROM categories
              WHERE coalesce(own.parent_id, own.id) IN (id, parent_id))
          ORDER BY (p.category_id = me.category_id) DESC,
            (CASE WHEN p.has_variants THEN EXISTS (SELECT 1 FROM product_variants v
              WHERE v.product_id = p.id AND v.is_active AND v.stock > 0) ELSE p.stock > 0 END) DESC,
            p.sold_count DESC, p.id
          LIMIT 8`,
      );
      const { RelatedProducts } = await details(product.slug);
      expect(RelatedProducts.map((p) => p.ProductId)).toEqual(expected.map((r) => Number(r.id)));
    }
  });

  it('counts ratings as the reviews are: histogram adds up and matches the reviews call', async () => {
    const product = await firstProduct(true);
    const { Ratings: r } = await details(product.slug);
    expect(r.FiveStar + r.FourStar + r.ThreeStar + r.TwoStar + r.OneStar).toBe(r.TotalRatings);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.productId, product.id));
    expect(r.TotalRatings).toBe(Number(stored!.n));
    expect(r.TotalRatings).toBeGreaterThan(0);
    const page = await getOk(
      t,
      `/api/product-reviews?productId=${product.id}&pageSize=60`,
      ProductReviewsAnswer,
    );
    expect(page.TotalReviews).toBe(r.TotalRatings);
    const fives = page.Reviews.filter((x) => x.Rating === 5).length;
    if (page.TotalReviews <= 60) expect(fives).toBe(r.FiveStar);
    const mean = page.Reviews.reduce((s, x) => s + x.Rating, 0) / page.Reviews.length;
    if (page.TotalReviews <= 60) expect(r.AverageRating).toBeCloseTo(mean, 1);
  });

  it('pages reviews newest first without overlap', async () => {
    const product = await firstProduct(true);
    const pageSize = 4;
    const first = await getOk(
      t,
      `/api/product-reviews?productId=${product.id}&pageSize=${pageSize}`,
      ProductReviewsAnswer,
    );
    const all: ProductReview[] = [];
    for (let p = 1; all.length < first.TotalReviews; p++) {
      const page = await getOk(
        t,
        `/api/product-reviews?productId=${product.id}&pageSize=${pageSize}&pageNo=${p}`,
        ProductReviewsAnswer,
      );
      expect(page.Reviews.length).toBeGreaterThan(0);
      expect(page.PageNo).toBe(p);
      all.push(...page.Reviews);
    }
    expect(new Set(all.map((r) => r.ReviewId)).size).toBe(first.TotalReviews);
    expect(isDescending(all.map((r) => Date.parse(r.CreatedAt)))).toBe(true);
  });

  it('answers 404 PRODUCT_NOT_FOUND for unknown and inactive products', async () => {
    expect((await getError(t, '/api/product-details?productSlug=no-such-product', 404)).Code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await getError(t, '/api/product-reviews?productId=2000000000', 404)).Code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    // The newest id: a product no earlier test asked for, so no cached answer holds it.
    const [last] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(desc(products.id))
      .limit(1);
    const [hidden] = await t.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, last!.id))
      .returning({ id: products.id, slug: products.slug });
    expect((await getError(t, `/api/product-details?productSlug=${hidden!.slug}`, 404)).Code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await getError(t, `/api/product-reviews?productId=${hidden!.id}`, 404)).Code).toBe(
      'PRODUCT_NOT_FOUND',
    );
  });
});
