import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { initialOrderProcessState } from '../checkout/order-process-slice';
import { anOrder, anOrderSummary } from '../checkout/checkout-test-kit';
import { SIGNED_IN_ANSWERS, signedInUserState } from '../users/user-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function renderConfirmed(placed = anOrder({ OrderId: 5, Status: 'placed' })) {
  return renderWithStore(<AppContent />, {
    route: '/order/confirmed/',
    preloadedState: {
      user: signedInUserState(),
      orderProcess: { ...initialOrderProcessState, placedOrder: placed },
    },
  });
}

/** A phone: 390 px wide, Safari on iOS (installs through the share menu). */
function onAPhone() {
  vi.stubGlobal('innerWidth', 390);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('order confirmation', () => {
  it('asks cash on delivery for only what the wallet did not pay (the rest the server sent)', async () => {
    const placed = anOrder({
      OrderId: 5,
      AmountPayable: 65900,
      Payment: {
        ...anOrder().Payment,
        WalletAmount: 20000,
        RestAmount: 45900,
      },
    });
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history-by-id': { NoOrder: false, Order: anOrderSummary({ OrderId: 5 }) },
    });
    renderConfirmed(placed);
    await screen.findByTestId('order-confirmed');
    expect(screen.getByText(/in cash or by UPI when it arrives/).textContent).toBe(
      'Pay ₹459.00 in cash or by UPI when it arrives.',
    );
  });

  it('reads the placed order afresh by its id (order-history-by-id) and says when it was cancelled since', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history-by-id': {
        NoOrder: false,
        Order: anOrderSummary({ OrderId: 5, Status: 'cancelled' }),
      },
    });
    const { store } = renderConfirmed();
    expect(await screen.findByTestId('order-closed')).toBeTruthy();
    expect(screen.getByTestId('order-closed').textContent).toContain('cancelled');
    const asked = requests.filter((r) => r.url.startsWith('/api/order-history-by-id'));
    expect(asked.map((r) => r.url)).toEqual(['/api/order-history-by-id?orderId=5']);
    expect(store.getState().orderProcess.placedOrder?.Status).toBe('cancelled');
  });

  it('offers the app in a small banner on a phone; Install opens the dialog, Not now snoozes it', async () => {
    onAPhone();
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history-by-id': { NoOrder: false, Order: anOrderSummary({ OrderId: 5 }) },
    });
    const { store, unmount } = renderConfirmed();
    const banner = await screen.findByTestId('install-banner');
    expect(banner.textContent).toContain('Get the Kirana app');
    // a banner, not a dialog over the page
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(store.getState().ui.installDialogOpen).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Install the Kirana app' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'DONE' }));

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    unmount();
    renderConfirmed();
    await screen.findByTestId('order-confirmed');
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('no banner at desktop width', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history-by-id': { NoOrder: false, Order: anOrderSummary({ OrderId: 5 }) },
    });
    renderConfirmed();
    await screen.findByTestId('order-confirmed');
    await act(async () => {});
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });
});
