import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyProductReviewAnswer, ProductReview } from '@kirana/shared';
import { mockApi, renderWithStore, testI18n } from '../../app/test-utils';
import { translatorOf } from '../../lib/i18n';
import { jsonAnswer, signedInUserState } from '../users/user-test-kit';
import { MyReviewPanel } from './components/my-review-panel';
import { validateReview } from './review-form';

afterEach(() => vi.unstubAllGlobals());

const review: ProductReview = {
  ReviewId: 41,
  ProductId: 21,
  AuthorName: 'Asha Rao',
  Rating: 5,
  Title: 'Soft rotis',
  Body: '',
  IsVerifiedPurchase: true,
  HelpfulCount: 2,
  Photos: [],
  CreatedAt: '2026-11-20T10:00:00.000Z',
  EditedAt: null,
};

const mine = (over: Partial<MyProductReviewAnswer>): MyProductReviewAnswer => ({
  isUserAlreadyPostedReview: false,
  CanReview: false,
  Reason: 'NOT_DELIVERED',
  MyReview: null,
  HelpfulReviewIds: [],
  ReportedReviewIds: [],
  ...over,
});

const signedIn = { user: signedInUserState() };
const panel = <MyReviewPanel productId={21} productName="Aashirvaad Atta" />;

describe('the shopper’s review panel', () => {
  it('asks a guest to sign in and comes back to the form', () => {
    const requests = mockApi({});
    renderWithStore(panel, { route: '/aashirvaad-atta' });
    const link = screen.getByRole('link', { name: 'Sign in to write a review' });
    expect(link.getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/aashirvaad-atta?review=write')}`,
    );
    expect(requests).toHaveLength(0);
  });

  it('tells a shopper without a delivered order why they cannot review', async () => {
    mockApi({ '/my-product-review': mine({}) });
    renderWithStore(panel, { preloadedState: signedIn });
    await screen.findByText(/Only shoppers who received this product can review it/);
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('posts a delivered product’s review with the fields the API takes, and shows the server’s field errors', async () => {
    let attempt = 0;
    const requests = mockApi({
      '/my-product-review': mine({ CanReview: true, Reason: null }),
      '/post-review': () =>
        ++attempt === 1
          ? jsonAnswer(400, {
              Message: 'Invalid request',
              Code: 'VALIDATION_FAILED',
              Fields: [{ Field: 'title', Message: 'This title is not allowed' }],
            })
          : jsonAnswer(201, { Review: review, isUserAlreadyPostedReview: true }),
    });
    const { store } = renderWithStore(panel, { preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    // the form loads when first opened
    fireEvent.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Soft rotis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('This title is not allowed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByTestId('my-review');
    const posts = requests.filter((r) => r.url.endsWith('/post-review'));
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({
      productId: 21,
      rating: 5,
      title: 'Soft rotis',
      body: '',
      photoIds: [],
    });
    expect(store.getState().productDetails.products[21]).toMatchObject({
      postedRating: 5,
      isUserAlreadyPostedReview: true,
    });
  });

  it('opened from a delivered order’s “Rate & review” (?review=write), brings the form into view; the title says it is required', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    mockApi({ '/my-product-review': mine({ CanReview: true, Reason: null }) });
    renderWithStore(panel, { preloadedState: signedIn, route: '/aashirvaad-atta?review=write' });
    const form = await screen.findByRole('form', { name: 'Review' });
    await waitFor(() => expect(scrolled.some((el) => el.contains(form))).toBe(true));
    const title = screen.getByLabelText(/^Title/);
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(form.querySelector(`label[for="${title.id}"]`)?.textContent).toBe('Title (required)');
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('shows one’s own review with Edit and Delete, and says when the store hid it', async () => {
    mockApi({
      '/my-product-review': mine({
        isUserAlreadyPostedReview: true,
        Reason: 'ALREADY_REVIEWED',
        MyReview: { ...review, IsHidden: true },
      }),
      '/delete-review': { Deleted: true },
    });
    const { store } = renderWithStore(panel, { preloadedState: signedIn });
    const own = await screen.findByTestId('my-review');
    expect(own.textContent).toContain('Your review: 5★ “Soft rotis”');
    expect(own.textContent).toContain('The store has hidden your review');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('Soft rotis');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.getState().reviews.mine[21]?.MyReview ?? null).toBeNull());
  });
});

describe('review form rules', () => {
  const en = translatorOf(testI18n('en'));
  const hi = translatorOf(testI18n('hi'));
  it('names each failing field in a sentence', () => {
    expect(validateReview(21, { rating: 0, title: 'ok', body: 'x'.repeat(2001) }, [], en)).toEqual({
      rating: 'Choose from 1 to 5 stars',
      title: 'Give your review a title of 3 to 80 characters',
      body: 'Keep your review under 2,000 characters',
    });
    expect(validateReview(21, { rating: 3, title: 'Good atta', body: '' }, [], en)).toEqual({});
  });

  it('says it in Hindi, numbers in Indian grouping', () => {
    expect(validateReview(21, { rating: 0, title: 'ok', body: 'x'.repeat(2001) }, [], hi)).toEqual({
      rating: '1 से 5 स्टार में से चुनें',
      title: 'रिव्यू का शीर्षक 3 से 80 अक्षरों का रखें',
      body: 'रिव्यू 2,000 अक्षरों से कम रखें',
    });
  });
});
