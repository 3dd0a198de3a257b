import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AdminReviewsAnswer,
  MyProductReviewAnswer,
  OrderReviewsAnswer,
  ProductReviewsAnswer,
  ReviewHelpfulAnswer,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  aBuyerOf,
  aJpeg,
  ADMIN_TOKEN,
  admin,
  anUnreviewedProduct,
  aReview,
  aShopper,
  call,
  deliveredOrderOf,
  postedReview,
  ratingsOf,
  storedFigures,
  uploadPhoto,
  UNLIMITED,
  type Shopper,
} from './reviews-test-kit';

describe.each(DB_KINDS)('reviews on %s', (kind) => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof anUnreviewedProduct>>;
  let asha: Shopper; // received p
  let ravi: Shopper; // received p
  let neha: Shopper; // ordered nothing

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    p = await anUnreviewedProduct(t, 3);
    asha = await aBuyerOf(t, 'asha.reviews@example.in', p.id);
    ravi = await aBuyerOf(t, 'ravi.reviews@example.in', p.id);
    neha = await aShopper(t, 'neha.reviews@example.in');
  });
  afterAll(() => t?.close());

  const reviewsPage = async (query: string) => {
    const res = await fetch(`${t.url}/api/product-reviews?productId=${p.id}&${query}`);
    expect(res.status).toBe(200);
    return ProductReviewsAnswer.parse(await res.json());
  };
  const mine = async (s: Shopper, productId = p.id) => {
    const res = await call(t, 'GET', `/my-product-review?productId=${productId}`, s.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return MyProductReviewAnswer.parse(res.body);
  };

  it('lets only a shopper who received the product review it, once', async () => {
    expect(await mine(neha)).toMatchObject({
      CanReview: false,
      Reason: 'NOT_DELIVERED',
      isUserAlreadyPostedReview: false,
    });
    const refused = await call(t, 'POST', '/post-review', neha.token, aReview(p.id));
    expect(refused.status).toBe(403);
    expect(refused.body.Code).toBe('REVIEW_NOT_ALLOWED');
    // an order placed but not delivered yet does not count either
    const placedOnly = await aShopper(t, 'placed.only@example.in');
    expect((await mine(placedOnly)).Reason).toBe('NOT_DELIVERED');

    expect(await mine(asha)).toMatchObject({ CanReview: true, Reason: null });
    const before = await ratingsOf(t, p.slug);
    const r = await postedReview(t, asha.token, aReview(p.id, { rating: 5 }));
    expect(r).toMatchObject({
      Rating: 5,
      IsVerifiedPurchase: true,
      HelpfulCount: 0,
      EditedAt: null,
    });
    // no name on the profile: the default address's name, first name and initial ('Asha Rao')
    expect(r.AuthorName).toBe('Asha R.');
    expect(await mine(asha)).toMatchObject({
      isUserAlreadyPostedReview: true,
      CanReview: false,
      Reason: 'ALREADY_REVIEWED',
      MyReview: { ReviewId: r.ReviewId, IsHidden: false },
    });
    const again = await call(t, 'POST', '/post-review', asha.token, aReview(p.id));
    expect(again.status).toBe(409);
    expect(again.body.Code).toBe('ALREADY_REVIEWED');

    // the product page shows it at once: its cached details and reviews were dropped
    const after = await ratingsOf(t, p.slug);
    expect(after.TotalRatings).toBe(before.TotalRatings + 1);
    expect(after.FiveStar).toBe(before.FiveStar + 1);
    expect((await reviewsPage('')).Reviews.map((x) => x.ReviewId)).toContain(r.ReviewId);
    expect(await storedFigures(t, p.id)).toEqual({ count: 1, sum: 5, avg: 500 });
  });

  it('refuses what a shopper may not send: bad stars, short titles, long text, others’ photos', async () => {
    for (const [over, field] of [
      [{ rating: 0 }, 'body.rating'],
      [{ rating: 6 }, 'body.rating'],
      [{ rating: 4.5 }, 'body.rating'],
      [{ title: 'ok' }, 'body.title'],
      [{ body: 'x'.repeat(2001) }, 'body.body'],
      [{ photoIds: ['a', 'b'] }, 'body.photoIds.0'],
      [
        {
          photoIds: Array.from({ length: 4 }, () => crypto.randomUUID()),
        },
        'body.photoIds',
      ],
    ] as const) {
      const res = await call(t, 'POST', '/post-review', ravi.token, aReview(p.id, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      const fields = (res.body.Fields as { Field: string }[]).map((f) => f.Field);
      expect(fields).toContain(field);
    }
    // a photo another shopper uploaded cannot be attached; nothing is written
    const up = await uploadPhoto(t, asha.token, await aJpeg());
    const { PhotoId } = (await up.json()) as { PhotoId: string };
    const res = await call(
      t,
      'POST',
      '/post-review',
      ravi.token,
      aReview(p.id, { photoIds: [PhotoId] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('PHOTO_NOT_FOUND');
    expect((await mine(ravi)).isUserAlreadyPostedReview).toBe(false);
    expect(await storedFigures(t, p.id)).toEqual({ count: 1, sum: 5, avg: 500 });
    expect((await call(t, 'POST', '/post-review', '', aReview(p.id))).status).toBe(401);
  });

  it('keeps photos re-encoded without metadata, shown with the review', async () => {
    const jpeg = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#46a' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'KiranaCam', Software: 'secret-tool' } })
      .toBuffer();
    const up = await uploadPhoto(t, ravi.token, jpeg);
    expect(up.status).toBe(201);
    const photo = (await up.json()) as { PhotoId: string; Width: number; Height: number };
    expect(photo).toMatchObject({ Width: 1280, Height: 640 });
    // not public before its review is
    expect((await fetch(`${t.url}/api/review-photos/${photo.PhotoId}`)).status).toBe(404);

    const r = await postedReview(
      t,
      ravi.token,
      aReview(p.id, { rating: 2, title: 'Packet was torn', photoIds: [photo.PhotoId] }),
    );
    expect(r.Photos).toEqual([
      {
        PhotoId: photo.PhotoId,
        Url: `/api/review-photos/${photo.PhotoId}`,
        Width: 1280,
        Height: 640,
      },
    ]);
    const got = await fetch(`${t.url}${r.Photos[0]!.Url}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    const webp = Buffer.from(await got.arrayBuffer());
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(webp.includes('KiranaCam')).toBe(false);

    const withPhotos = await reviewsPage('withPhotos=true');
    expect(withPhotos.Reviews.map((x) => x.ReviewId)).toEqual([r.ReviewId]);
    expect((await reviewsPage('stars=2')).Reviews.map((x) => x.ReviewId)).toEqual([r.ReviewId]);
    expect((await reviewsPage('stars=5')).TotalReviews).toBe(1);
    expect(await storedFigures(t, p.id)).toEqual({ count: 2, sum: 7, avg: 350 });

    // wrong types and sizes are refused, nothing is kept
    const fake = await uploadPhoto(t, ravi.token, Buffer.from('<svg/>'), 'image/png');
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { Code: string }).Code).toBe('PHOTO_INVALID');
    expect((await uploadPhoto(t, ravi.token, Buffer.alloc(8 * 1024 * 1024 + 1, 1))).status).toBe(
      413,
    );
    expect((await uploadPhoto(t, ravi.token, Buffer.from('GIF89a'), 'image/gif')).status).toBe(415);
  });

  it('edits and deletes one’s own review only, keeping the summary exact', async () => {
    const { MyReview } = await mine(ravi);
    const others = await call(t, 'POST', '/update-review', asha.token, {
      ...aReview(p.id, { rating: 1 }),
      reviewId: MyReview!.ReviewId,
    });
    expect(others.status).toBe(404);
    expect(others.body.Code).toBe('REVIEW_NOT_FOUND');
    expect(
      (await call(t, 'POST', '/delete-review', asha.token, { reviewId: MyReview!.ReviewId }))
        .status,
    ).toBe(404);

    const edited = await call(t, 'POST', '/update-review', ravi.token, {
      reviewId: MyReview!.ReviewId,
      rating: 3,
      title: 'Packet torn, but replaced',
      body: 'The store replaced it the next day.',
      photoIds: [],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const review = (
      edited.body as { Review: { Rating: number; Photos: unknown[]; EditedAt: string | null } }
    ).Review;
    expect(review).toMatchObject({ Rating: 3, Photos: [] });
    expect(review.EditedAt).not.toBeNull();
    expect(await storedFigures(t, p.id)).toEqual({ count: 2, sum: 8, avg: 400 });
    const ratings = await ratingsOf(t, p.slug);
    expect(ratings).toMatchObject({ TotalRatings: 2, AverageRating: 4, ThreeStar: 1, FiveStar: 1 });

    const gone = await call(t, 'POST', '/delete-review', ravi.token, {
      reviewId: MyReview!.ReviewId,
    });
    expect(gone.status).toBe(200);
    expect(await storedFigures(t, p.id)).toEqual({ count: 1, sum: 5, avg: 500 });
    expect((await mine(ravi)).CanReview).toBe(true);
  });

  it('counts one helpful vote per shopper, never on one’s own review, and takes it back', async () => {
    const asha1 = (await mine(asha)).MyReview!;
    const vote = (s: Shopper, helpful: boolean) =>
      call(t, 'POST', '/review-helpful', s.token, { reviewId: asha1.ReviewId, helpful });
    const own = await vote(asha, true);
    expect(own.status).toBe(409);
    expect(own.body.Code).toBe('OWN_REVIEW');
    for (let i = 0; i < 3; i++) {
      const res = await vote(neha, true);
      expect(ReviewHelpfulAnswer.parse(res.body).HelpfulCount).toBe(1);
    }
    expect((await vote(ravi, true)).body.HelpfulCount).toBe(2);
    expect((await mine(neha)).HelpfulReviewIds).toEqual([asha1.ReviewId]);
    expect((await vote(neha, false)).body.HelpfulCount).toBe(1);
    expect((await vote(neha, false)).body.HelpfulCount).toBe(1);
    const top = await reviewsPage('sort=helpful');
    expect(top.Reviews[0]).toMatchObject({ ReviewId: asha1.ReviewId, HelpfulCount: 1 });
  });

  it('takes reports once, and the store owner hides a review out of every answer and the summary', async () => {
    const target = (await mine(asha)).MyReview!;
    const report = (s: Shopper) =>
      call(t, 'POST', '/report-review', s.token, {
        reviewId: target.ReviewId,
        reason: 'Spam or advertising',
        details: 'Links to another shop',
      });
    expect((await report(neha)).status).toBe(200);
    expect((await report(neha)).status).toBe(200);
    expect((await report(asha)).body.Code).toBe('OWN_REVIEW');
    expect((await mine(neha)).ReportedReviewIds).toEqual([target.ReviewId]);
    const bad = await call(t, 'POST', '/report-review', neha.token, {
      reviewId: target.ReviewId,
      reason: 'I just do not like it',
    });
    expect(bad.status).toBe(400);

    const reported = await admin(t, 'GET', '/admin/reviews?filter=reported');
    expect(reported.status).toBe(200);
    const list = AdminReviewsAnswer.parse(reported.body);
    const row = list.Reviews.find((r) => r.ReviewId === target.ReviewId)!;
    expect(row).toMatchObject({
      ReportCount: 1,
      IsHidden: false,
      UserId: asha.userId,
      ProductName: p.name,
    });
    expect(row.Reports).toEqual([
      expect.objectContaining({ Reason: 'Spam or advertising', Details: 'Links to another shop' }),
    ]);
    // a shopper's token opens none of it
    expect((await call(t, 'GET', '/admin/reviews', neha.token)).status).toBe(401);

    const before = await ratingsOf(t, p.slug);
    for (let i = 0; i < 2; i++) {
      const hidden = await admin(t, 'POST', '/admin/hide-review', {
        reviewId: target.ReviewId,
        hidden: true,
        reason: 'Advertising',
      });
      expect(hidden.body).toEqual({ ReviewId: target.ReviewId, IsHidden: true });
    }
    expect((await ratingsOf(t, p.slug)).TotalRatings).toBe(before.TotalRatings - 1);
    expect(await storedFigures(t, p.id)).toEqual({ count: 0, sum: 0, avg: 0 });
    expect((await reviewsPage('')).Reviews.map((r) => r.ReviewId)).not.toContain(target.ReviewId);
    // its author still sees it, marked hidden, and cannot post a second one
    expect(await mine(asha)).toMatchObject({ MyReview: { IsHidden: true }, CanReview: false });
    // votes on a hidden review are refused
    expect(
      (
        await call(t, 'POST', '/review-helpful', neha.token, {
          reviewId: target.ReviewId,
          helpful: true,
        })
      ).status,
    ).toBe(404);

    await admin(t, 'POST', '/admin/hide-review', { reviewId: target.ReviewId, hidden: false });
    expect(await storedFigures(t, p.id)).toEqual({ count: 1, sum: 5, avg: 500 });
    expect(
      (await admin(t, 'POST', '/admin/hide-review', { reviewId: 99_999_999, hidden: true })).status,
    ).toBe(404);
  });

  it('lists an order’s products to rate, only for its shopper', async () => {
    const other = await anUnreviewedProduct(t, 4);
    const order = await deliveredOrderOf(t, neha, other.id);
    const res = await call(t, 'GET', `/order-reviews?orderId=${order.OrderId}`, neha.token);
    expect(OrderReviewsAnswer.parse(res.body).Products).toEqual([
      expect.objectContaining({ ProductId: other.id, CanReview: true, MyRating: null }),
    ]);
    await postedReview(t, neha.token, aReview(other.id, { rating: 4 }));
    const after = await call(t, 'GET', `/order-reviews?orderId=${order.OrderId}`, neha.token);
    expect(OrderReviewsAnswer.parse(after.body).Products[0]).toMatchObject({
      CanReview: false,
      MyRating: 4,
    });
    const theirs = await call(t, 'GET', `/order-reviews?orderId=${order.OrderId}`, ravi.token);
    expect(theirs.status).toBe(404);
  });

  it('answers PRODUCT_NOT_FOUND for a product that does not exist', async () => {
    const res = await fetch(`${t.url}/api/product-reviews?productId=123456789`);
    expect(res.status).toBe(404);
    expect((await call(t, 'POST', '/post-review', asha.token, aReview(123456789))).status).toBe(
      404,
    );
  });
});
