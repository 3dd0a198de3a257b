import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminReviewsAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { CustomerReviews } from './customer-reviews';

const REVIEWS: AdminReviewsAnswer = {
  Reviews: [
    {
      ReviewId: 31,
      ProductId: 7,
      ProductName: 'Aashirvaad Shudh Chakki Atta 5 kg',
      AuthorName: 'Kavya Iyer',
      Rating: 4,
      Title: 'Fresh and well packed',
      Body: 'Arrived on time, the seal was intact.',
      IsVerifiedPurchase: true,
      HelpfulCount: 0,
      Photos: [],
      CreatedAt: '2026-03-04T18:45:00Z',
      EditedAt: null,
      UserId: 12,
      IsHidden: false,
      HiddenReason: null,
      ReportCount: 0,
      IsModerated: false,
      Reports: [],
    },
  ],
  TotalReviews: 1,
  PageNo: 1,
  PageSize: 20,
};

describe("a customer's reviews in the console", () => {
  it("names each review's product, linked to its editor", async () => {
    mockApi({ '/admin/me': meOf('manager'), '/admin/customers/12/reviews': REVIEWS });
    renderInConsole(<CustomerReviews userId={12} />);
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const link = within(table).getByRole('link', { name: 'Aashirvaad Shudh Chakki Atta 5 kg' });
    expect(link.getAttribute('href')).toBe('/catalogue/products/7');
    expect(table.textContent).toContain('5 Mar 2026');
    expect(table.textContent).not.toMatch(/Product 7/);
  });
});
