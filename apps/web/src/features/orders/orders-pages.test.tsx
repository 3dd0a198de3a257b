import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { anOrder, anOrderSummary } from '../checkout/checkout-test-kit';
import {
  SIGNED_IN_ANSWERS,
  jsonAnswer,
  requestsOf,
  signedInUserState,
} from '../user/user-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const render = (route: string) =>
  renderWithStore(<AppContent />, { route, preloadedState: { user: signedInUserState() } });

afterEach(() => vi.unstubAllGlobals());

describe('order history', () => {
  it('shows "No orders yet" with a way to start shopping', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history': { NoOrders: true, CountTotalOrders: 0, PageNo: 1, Orders: [] },
    });
    render('/order/history');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('lists orders with status chips and loads more pages', async () => {
    const page = (n: number) => ({
      NoOrders: false,
      CountTotalOrders: 11,
      PageNo: n,
      Orders:
        n === 1
          ? Array.from({ length: 10 }, (_, i) =>
              anOrderSummary({ OrderId: 20 - i, OrderNumber: `KRN-2611-0000${20 - i}` }),
            )
          : [anOrderSummary({ OrderId: 1, Status: 'delivered' })],
    });
    const fetchMock = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history': (url: URL) => jsonAnswer(200, page(Number(url.searchParams.get('pageNo')))),
    });
    render('/order/history');
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(11));
    expect(within(screen.getAllByTestId('order-card')[10]!).getByText('Delivered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    expect(requestsOf(fetchMock).some((r) => r.url.includes('pageNo=2'))).toBe(true);
  });
});

describe('order details', () => {
  it('cancels with a reason; the timeline then shows the cancellation', async () => {
    const order = anOrder({ OrderId: 5 });
    const cancelled = anOrder({
      OrderId: 5,
      Status: 'cancelled',
      CanCancel: false,
      CancelReason: 'Ordered by mistake',
      Timeline: [
        ...order.Timeline,
        { Status: 'cancelled', At: '2026-11-23T20:00:00.000Z', Note: null },
      ],
    });
    const fetchMock = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: order },
      '/orders/5/cancel': { OrderDetails: cancelled },
    });
    render('/order/details/5');
    await screen.findByRole('heading', { name: 'Order KRN-2611-000001' });
    expect(
      within(screen.getByRole('list', { name: 'Order status' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Cancel order',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.click(within(dialog).getByLabelText('Ordered by mistake'));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = requestsOf(fetchMock).find((r) => r.url === '/api/orders/5/cancel');
    expect(call?.body).toEqual({ Reason: 'Ordered by mistake' });
    expect(screen.getByText('Order KRN-2611-000001 is cancelled.')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Order status' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Placed',
      'Cancelled',
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it("says it couldn't find another shopper's order", async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/order-details': { NoOrder: true, OrderDetails: null } });
    render('/order/details/99');
    expect(await screen.findByText("We couldn't find this order")).toBeTruthy();
  });
});
