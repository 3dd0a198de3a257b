import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { signedInUserState } from '../../users/user-test-kit';
import { summary } from '../catalogue-test-kit';
import { readRecentlyViewed, recordRecentlyViewed } from '../recently-viewed';
import PersonalShelves from './personal-shelves';

describe('the personal shelves', () => {
  it('keeps the last 20 viewed, newest first, once each', () => {
    for (let id = 1; id <= 25; id++) recordRecentlyViewed(id);
    recordRecentlyViewed(10);
    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 3)).toEqual([10, 25, 24]);
  });

  it('recently viewed: one call for today’s price and stock, without the page’s own product', async () => {
    [4, 6, 9].forEach(recordRecentlyViewed);
    const requests = mockApi({
      '/products-by-ids': { Products: [summary(9), summary(4, { Price: 4500 })] },
    });
    renderWithStore(<PersonalShelves exceptId={6} />);
    const shelf = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(shelf).getAllByRole('article')).toHaveLength(2);
    expect(shelf.textContent).toContain('₹45.00');
    expect(requests.map((r) => r.url)).toEqual(['/api/products-by-ids?ids=9%2C4']);
  });

  it('nothing viewed and signed out: no shelf and no call', () => {
    const requests = mockApi({});
    const { container } = renderWithStore(<PersonalShelves buyAgain />);
    expect(container.textContent).toBe('');
    expect(requests).toEqual([]);
  });

  it('buy again: one tap adds a product bought before; the card then shows its quantity', async () => {
    mockApi({ '/buy-again': { Products: [summary(3, { Name: 'Tata Salt' })] } });
    const { store } = renderWithStore(<PersonalShelves buyAgain />, {
      preloadedState: { user: signedInUserState() },
    });
    const shelf = await screen.findByRole('region', { name: 'Buy again' });
    await userEvent.click(within(shelf).getByRole('button', { name: 'Add Tata Salt to cart' }));
    await waitFor(() =>
      expect(store.getState().cart.items).toMatchObject([{ ProductId: 3, Qty: 1 }]),
    );
    expect(within(shelf).queryByRole('button', { name: 'Add Tata Salt to cart' })).toBeNull();
  });
});
