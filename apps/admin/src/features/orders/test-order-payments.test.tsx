import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetails } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { OrderActions } from './order-actions';
import { StrayPayments } from './stray-payments';

// Only the fields these two parts read; the rest of an order's details plays no part here.
const order = (over: Partial<AdminOrderDetails>) =>
  ({
    OrderId: 5,
    Status: 'confirmed',
    PaymentMethodId: 'sandbox',
    IsTestOrder: true,
    NextStatuses: ['cancelled'],
    CodCollectedAt: null,
    CodCollectedBy: null,
    StrayPayments: [],
    ...over,
  }) as AdminOrderDetails;

describe('test orders and stray payments in the console', () => {
  it('packs a test order only after the store chose to fulfil it anyway, sending the override', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/admin/me': meOf('owner'),
      'POST /admin/orders/5/status': async (req: Request) => {
        bodies.push(await req.json());
        return { OrderDetails: order({ Status: 'packed' }) };
      },
    });
    renderInConsole(<OrderActions order={order({})} />);
    const fulfil = await screen.findByRole('button', { name: 'Fulfil test order…' });
    expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull();
    fireEvent.click(fulfil);
    const dialog = screen.getByRole('dialog', { name: 'Fulfil a test order' });
    expect(within(dialog).getByText(/This is a test order: paid in the sandbox/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fulfil anyway' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark packed' }));
    await waitFor(() => expect(bodies).toEqual([{ Status: 'packed', FulfilTestOrder: true }]));
  });

  it('lists payments sent back, and says which refund the gateway kept refusing', () => {
    renderInConsole(
      <StrayPayments
        order={order({
          StrayPayments: [
            {
              GatewayPaymentId: 'pay_second01',
              Reason: 'duplicate',
              Amount: 55_900,
              Currency: 'INR',
              Status: 'refunded',
              Tries: 1,
              GatewayRefundId: 'rfnd_01',
              LastError: null,
              At: '2026-11-28T10:00:00Z',
            },
            {
              GatewayPaymentId: 'pay_short01',
              Reason: 'amount_mismatch',
              Amount: 55_800,
              Currency: 'INR',
              Status: 'failed',
              Tries: 5,
              GatewayRefundId: null,
              LastError: 'Razorpay 400 BAD_REQUEST_ERROR',
              At: '2026-11-28T10:05:00Z',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.getByText(/pay_second01/)).toBeTruthy();
    expect(screen.getByText('Refund failed')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'The gateway refused this refund 5 times (Razorpay 400 BAD_REQUEST_ERROR). Refund it from the gateway’s dashboard.',
    );
  });
});
