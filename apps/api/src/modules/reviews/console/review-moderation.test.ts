import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminReviewsAnswer, ReviewQueueCounts } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { staffSession } from '../../staff/staff-test-kit';
import {
  aBuyerOf,
  ADMIN_TOKEN,
  anUnreviewedProduct,
  aReview,
  call,
  postedReview,
  ratingsOf,
  UNLIMITED,
} from '../reviews-test-kit';

// The moderation queue: a shopper's review shows at once (post-moderation) and waits in "new"
// until staff approve or hide it; an edit brings it back; a packer may not moderate.

describe.each(DB_KINDS)('the review moderation queue on %s', (kind) => {
  let t: TestApp;
  let manager: string;
  let packer: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    manager = (await staffSession(t, 'manager')).token;
    packer = (await staffSession(t, 'packer')).token;
  });
  afterAll(() => t?.close());

  const queue = async (filter: string) => {
    const res = await call(t, 'GET', `/admin/reviews?filter=${filter}`, manager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AdminReviewsAnswer.parse(res.body);
  };
  const counts = async () =>
    ReviewQueueCounts.parse((await call(t, 'GET', '/admin/reviews/queue-counts', manager)).body);

  it('shows a new review at once, queues it until approved or hidden, and again once edited', async () => {
    const p = await anUnreviewedProduct(t, 5);
    const asha = await aBuyerOf(t, 'asha.moderation@example.in', p.id);
    const ravi = await aBuyerOf(t, 'ravi.moderation@example.in', p.id);
    const before = await counts();
    const a = await postedReview(t, asha.token, aReview(p.id, { rating: 5 }));
    const r = await postedReview(t, ravi.token, aReview(p.id, { rating: 1 }));
    // post-moderation: on the product page and in its rating at once
    expect((await ratingsOf(t, p.slug)).TotalRatings).toBe(2);
    expect(await counts()).toEqual({ ...before, New: before.New + 2 });
    const fresh = await queue('new');
    expect(fresh.Reviews.filter((x) => x.ProductId === p.id).map((x) => x.ReviewId)).toEqual([
      a.ReviewId,
      r.ReviewId,
    ]);
    expect(fresh.Reviews.find((x) => x.ReviewId === a.ReviewId)!.IsModerated).toBe(false);

    // approve, twice: once in the queue's counts and the audit log
    for (let i = 0; i < 2; i++) {
      const approved = await call(t, 'POST', `/admin/reviews/${a.ReviewId}/approve`, manager);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    }
    const hidden = await call(t, 'POST', '/admin/hide-review', manager, {
      reviewId: r.ReviewId,
      hidden: true,
      reason: 'Abusive words',
    });
    expect(hidden.status).toBe(200);
    expect(await counts()).toEqual({ ...before, Hidden: before.Hidden + 1 });
    expect((await queue('new')).Reviews.map((x) => x.ReviewId)).not.toContain(a.ReviewId);
    expect((await queue('hidden')).Reviews.find((x) => x.ReviewId === r.ReviewId)).toMatchObject({
      IsHidden: true,
      HiddenReason: 'Abusive words',
      IsModerated: true,
    });
    expect((await ratingsOf(t, p.slug)).TotalRatings).toBe(1);

    // an edit puts it back in the queue
    const { productId: _, ...fields } = aReview(p.id, { rating: 4 });
    const edited = await call(t, 'POST', '/update-review', asha.token, {
      ...fields,
      reviewId: a.ReviewId,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await queue('new')).Reviews.map((x) => x.ReviewId)).toContain(a.ReviewId);
    expect(
      (await call(t, 'POST', '/admin/reviews/2147483/approve', manager)).body.Code,
    ).toBeDefined();
  });

  it('is for the owner and managers, never a packer', async () => {
    expect((await call(t, 'GET', '/admin/reviews?filter=new', packer)).status).toBe(403);
    expect((await call(t, 'GET', '/admin/reviews/queue-counts', packer)).status).toBe(403);
    expect((await call(t, 'POST', '/admin/reviews/1/approve', packer)).status).toBe(403);
  });
});
