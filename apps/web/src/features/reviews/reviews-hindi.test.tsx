import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyProductReviewAnswer, ProductReview } from '@kirana/shared';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { signedInUserState } from '../users/user-test-kit';
import { MyReviewPanel } from './components/my-review-panel';
import { ReviewFilters } from './components/review-filters';
import { ReviewList } from './components/review-list';
import { DEFAULT_REVIEWS_VIEW } from './reviews-view';

afterEach(() => vi.unstubAllGlobals());

const review: ProductReview = {
  ReviewId: 41,
  ProductId: 21,
  AuthorName: 'Asha Rao',
  Rating: 4,
  Title: 'Soft rotis',
  Body: '',
  IsVerifiedPurchase: true,
  HelpfulCount: 1234,
  Photos: [],
  CreatedAt: '2026-11-20T10:00:00.000Z',
  EditedAt: '2026-11-21T10:00:00.000Z',
};

const canReview: MyProductReviewAnswer = {
  isUserAlreadyPostedReview: false,
  CanReview: true,
  Reason: null,
  MyReview: null,
  HelpfulReviewIds: [],
  ReportedReviewIds: [],
};

describe('reviews in Hindi', () => {
  it('draws a review, its votes and the filters in Hindi, counts in Indian grouping', () => {
    mockApi({});
    renderWithStore(
      <>
        <ReviewFilters view={DEFAULT_REVIEWS_VIEW} onChange={() => {}} />
        <ReviewList productId={21} reviews={[review]} />
      </>,
      { language: 'hi' },
    );
    const card = within(screen.getByTestId('review'));
    expect(card.getByLabelText('5 में से 4 स्टार')).toBeTruthy();
    expect(card.getByText(/✓ प्रमाणित खरीदार/)).toBeTruthy();
    expect(card.getByText(/बदला गया/)).toBeTruthy();
    expect(card.getByRole('button', { name: 'मददगार (1,234)' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'शिकायत करें' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'रिव्यू छाँटें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '5 स्टार वाले रिव्यू' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सबसे मददगार' })).toBeTruthy();
  });

  it('writes a review in Hindi: stars, fields and the checks', async () => {
    mockApi({ '/my-product-review': canReview });
    renderWithStore(<MyReviewPanel productId={21} productName="Aashirvaad Atta" />, {
      language: 'hi',
      preloadedState: { user: signedInUserState() },
    });
    expect(await screen.findByText('आपने यह खरीदा था। कैसा लगा?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'रिव्यू लिखें' }));
    fireEvent.click(await screen.findByRole('button', { name: 'रिव्यू भेजें' }));
    expect(await screen.findByText('1 से 5 स्टार में से चुनें')).toBeTruthy();
    expect(screen.getByText('रिव्यू का शीर्षक 3 से 80 अक्षरों का रखें')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 स्टार: शानदार' })).toBeTruthy();
    expect(screen.getByPlaceholderText('कुछ शब्दों में बताएँ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़ोटो जोड़ें' })).toBeTruthy();
  });

  it('asks a guest to sign in, in Hindi', () => {
    mockApi({});
    renderWithStore(<MyReviewPanel productId={21} productName="Aashirvaad Atta" />, {
      language: 'hi',
    });
    expect(screen.getByRole('link', { name: 'रिव्यू लिखने के लिए साइन इन करें' })).toBeTruthy();
  });
});
