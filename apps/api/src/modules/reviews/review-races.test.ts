import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import {
  aBuyerOf,
  ADMIN_TOKEN,
  anUnreviewedProduct,
  aReview,
  call,
  ratingsOf,
  storedFigures,
  UNLIMITED,
  type Shopper,
} from './reviews-test-kit';

// Races on PostgreSQL: many posts of one product at once keep its summary exact; many votes of
// one shopper count once.

describeRaces('review races', (kind) => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof anUnreviewedProduct>>;
  let buyers: Shopper[];

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    p = await anUnreviewedProduct(t, 5);
    buyers = [];
    for (let i = 0; i < 25; i++)
      buyers.push(await aBuyerOf(t, `racer${i}.reviews@example.in`, p.id));
  }, 120_000);
  afterAll(() => t?.close());

  it('50 posts at once (two from each of 25 buyers): one review each, the summary exact', async () => {
    const stars = (i: number) => (i % 5) + 1;
    const answers = await Promise.all(
      buyers.flatMap((b, i) =>
        [0, 1].map(() =>
          call(t, 'POST', '/post-review', b.token, aReview(p.id, { rating: stars(i) })),
        ),
      ),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(25);
    expect(codes.filter((c) => c === 409)).toHaveLength(25);

    const sum = buyers.reduce((s, _b, i) => s + stars(i), 0);
    expect(await storedFigures(t, p.id)).toEqual({
      count: 25,
      sum,
      avg: Math.round((sum * 100) / 25),
    });
    const r = await ratingsOf(t, p.slug);
    expect(r).toMatchObject({
      TotalRatings: 25,
      FiveStar: 5,
      FourStar: 5,
      ThreeStar: 5,
      TwoStar: 5,
      OneStar: 5,
      AverageRating: 3,
    });
  });

  it('20 helpful votes of one shopper at once count once; 24 shoppers at once count 24', async () => {
    const mine = await call(t, 'GET', `/my-product-review?productId=${p.id}`, buyers[0]!.token);
    const reviewId = (mine.body as { MyReview: { ReviewId: number } }).MyReview.ReviewId;
    const vote = (s: Shopper) =>
      call(t, 'POST', '/review-helpful', s.token, { reviewId, helpful: true });
    const same = await Promise.all(Array.from({ length: 20 }, () => vote(buyers[1]!)));
    expect(same.every((a) => a.status === 200)).toBe(true);
    const fresh = await call(t, 'GET', `/product-reviews?productId=${p.id}&sort=helpful`);
    expect(
      (fresh.body as { Reviews: { ReviewId: number; HelpfulCount: number }[] }).Reviews[0],
    ).toMatchObject({
      ReviewId: reviewId,
      HelpfulCount: 1,
    });
    await Promise.all(buyers.slice(1).map(vote));
    const last = await vote(buyers[2]!);
    expect(last.body.HelpfulCount).toBe(24);
  });
});
