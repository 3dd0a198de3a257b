import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { SIGNED_IN_ANSWERS, signedInUserState } from '../users/user-test-kit';
import { aPaidOrder } from './orders-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

afterEach(() => vi.unstubAllGlobals());

// The order page reads its order again when the tab is shown again and when back online: a
// phone asleep in a pocket misses the stream's events (jsdom has no EventSource: only this part).
describe('the open order page', () => {
  it('reads the order again when the tab is shown again and when the connection comes back', async () => {
    let status: 'placed' | 'confirmed' | 'packed' = 'placed';
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': () =>
        new Response(
          JSON.stringify({
            NoOrder: false,
            OrderDetails: aPaidOrder({}, { OrderId: 5, Status: status }),
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderWithStore(<AppContent />, {
      route: '/order/details/5',
      preloadedState: { user: signedInUserState() },
    });
    // the status chip by the order's title
    const chip = () => document.querySelector('main [data-status]')?.getAttribute('data-status');
    await vi.waitFor(() => expect(chip()).toBe('placed'), { timeout: 10_000 });

    status = 'confirmed';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(chip()).toBe('confirmed'), { timeout: 5_000 });

    status = 'packed';
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(chip()).toBe('packed'), { timeout: 5_000 });
  });
});
