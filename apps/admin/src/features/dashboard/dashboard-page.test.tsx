// The dashboard in Hindi: the waiting orders' links name each status in Hindi (the storefront's
// words), money stays ₹ in Indian grouping.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import DashboardPage from './dashboard-page';

const period = {
  From: '2026-03-02',
  Orders: 3,
  Revenue: 12345600,
  Paid: 100,
  CodCollected: 0,
  CodDue: 0,
  Refunded: 0,
};
const ANSWER: DashboardAnswer = {
  Today: period,
  Week: period,
  Waiting: [
    { Status: 'placed', Count: 4 },
    { Status: 'out_for_delivery', Count: 2 },
  ],
  CodToCollect: { Orders: 0, Amount: 0 },
  ReturnsWaiting: 0,
  LowStockThreshold: 5,
  LowStock: [],
  LowStockTotal: 0,
  Daily: [],
};

describe('dashboard', () => {
  it('names the waiting orders’ statuses in English and in Hindi', async () => {
    mockApi({ '/admin/me': meOf('owner'), '/admin/dashboard': ANSWER });
    const { unmount } = renderInConsole(<DashboardPage />);
    expect(
      (await screen.findByRole('link', { name: /Out for delivery/ })).getAttribute('href'),
    ).toBe('/orders?test=no&status=out_for_delivery');
    unmount();

    await activateLanguage('hi');
    renderInConsole(<DashboardPage />);
    expect(await screen.findByRole('link', { name: /डिलीवरी के लिए निकला/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /ऑर्डर हो गया/ })).toBeTruthy();
    expect(screen.getAllByText('₹1,23,456.00')).toHaveLength(2);
  });
});
