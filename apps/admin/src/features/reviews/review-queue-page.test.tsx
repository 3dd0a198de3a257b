// The review moderation queue: new reviews with counts, approve, hide with a reason, its states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminReviewsAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import ReviewQueuePage from './review-queue-page';

const REVIEW: AdminReviewsAnswer['Reviews'][number] = {
  ReviewId: 41,
  ProductId: 7,
  AuthorName: 'Asha R.',
  Rating: 2,
  Title: 'Stale biscuits',
  Body: 'The pack was past its date.',
  IsVerifiedPurchase: true,
  HelpfulCount: 0,
  Photos: [
    {
      PhotoId: '00000000-0000-4000-8000-000000000001',
      Url: '/api/review-photos/00000000-0000-4000-8000-000000000001',
      Width: 800,
      Height: 600,
    },
  ],
  CreatedAt: '2026-11-28T05:30:00Z',
  EditedAt: null,
  ProductName: 'Marie biscuits 250 g',
  UserId: 12,
  IsHidden: false,
  HiddenReason: null,
  ReportCount: 0,
  Reports: [],
  IsModerated: false,
};
const PAGE: AdminReviewsAnswer = { Reviews: [REVIEW], TotalReviews: 1, PageNo: 1, PageSize: 20 };
const COUNTS = { New: 1, Reported: 2, Hidden: 3 };

afterEach(() => activateLanguage('en'));

describe('the review moderation queue', () => {
  it('lists new reviews with their photos and counts; approves and hides with a reason', async () => {
    const { requests } = mockApi({
      '/admin/me': meOf('manager'),
      '/admin/reviews/queue-counts': COUNTS,
      '/admin/reviews': PAGE,
      'POST /admin/reviews/41/approve': { ...COUNTS, New: 0 },
      'POST /admin/hide-review': { ReviewId: 41, IsHidden: true },
    });
    renderInConsole(<ReviewQueuePage />, { route: '/reviews' });
    const list = await screen.findByRole('list', { name: 'New' });
    const card = within(list).getByRole('listitem', { name: /Stale biscuits/ });
    expect(within(card).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Marie biscuits 250 g' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reported (2)' })).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await userEvent.type(within(dialog).getByLabelText(/Why/), 'Abusive words');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await expect.poll(() => requests.some((r) => r.url.endsWith('/admin/hide-review'))).toBe(true);
    expect(requests.some((r) => r.url.endsWith('/admin/reviews/41/approve'))).toBe(true);
    const hide = requests.find((r) => r.url.endsWith('/admin/hide-review'))!;
    expect(await hide.clone().json()).toEqual({
      reviewId: 41,
      hidden: true,
      reason: 'Abusive words',
    });
  });

  it('says when no review is new', async () => {
    mockApi({
      '/admin/me': meOf('owner'),
      '/admin/reviews/queue-counts': { New: 0, Reported: 0, Hidden: 0 },
      '/admin/reviews': { ...PAGE, Reviews: [], TotalReviews: 0 },
    });
    renderInConsole(<ReviewQueuePage />, { route: '/reviews' });
    expect(await screen.findByText('No new reviews')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    mockApi({
      '/admin/me': meOf('owner'),
      '/admin/reviews/queue-counts': COUNTS,
      '/admin/reviews': () =>
        HttpResponse.json({ Message: 'Database down', Code: 'INTERNAL' }, { status: 500 }),
    });
    renderInConsole(<ReviewQueuePage />, { route: '/reviews' });
    expect(await screen.findByText('Database down')).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({
      '/admin/me': meOf('owner'),
      '/admin/reviews/queue-counts': COUNTS,
      '/admin/reviews': PAGE,
    });
    renderInConsole(<ReviewQueuePage />, { route: '/reviews' });
    expect(await screen.findByRole('button', { name: 'मंज़ूर करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'रिव्यू' })).toBeTruthy();
  });
});
