import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpiPaymentPage } from '@kirana/shared';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../users/user-test-kit';

const PAGE: UpiPaymentPage = {
  OrderId: 7,
  OrderNumber: 'KRN-2611-000007',
  Amount: 17_400,
  Vpa: 'sharma.kirana@okhdfcbank',
  PayeeName: 'Sharma & Sons Kirana',
  Note: 'Order KRN-2611-000007 at Kirana',
  PayBy: new Date(Date.now() + 29 * 60_000).toISOString(),
  Stage: 'to_pay',
  Utr: null,
};

const renderPage = (language: 'en' | 'hi' = 'en') =>
  renderWithStore(<AppContent />, {
    route: '/pay/upi/7',
    preloadedState: { user: signedInUserState() },
    language,
  });

// jsdom has no wide screen (matchMedia answers no): the page is the phone's
describe('the UPI payment page on a phone', () => {
  it('opens the UPI apps with the request, counts the hold down, then takes the UTR', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/orders/7/upi': PAGE,
      '/orders/7/upi/reference': () =>
        jsonAnswer(200, { ...PAGE, Stage: 'checking', Utr: '412345678901' }),
    });
    renderPage();
    const link = await screen.findByTestId('upi-pay-link');
    const href = link.getAttribute('href')!;
    expect(href).toBe(
      'upi://pay?pa=sharma.kirana%40okhdfcbank&pn=Sharma%20%26%20Sons%20Kirana&am=174.00&cu=INR&tr=KRN-2611-000007&tn=Order%20KRN-2611-000007%20at%20Kirana',
    );
    expect(screen.getByTestId('upi-app-gpay').getAttribute('href')).toBe(
      href.replace('upi://pay?', 'tez://upi/pay?'),
    );
    expect(screen.queryByTestId('upi-qr')).toBeNull();
    expect(screen.getByRole('timer').textContent).toMatch(/held for (29|28):\d\d more/);

    const field = screen.getByLabelText(/12-digit UPI reference/);
    await userEvent.type(field, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect((await screen.findByRole('alert')).textContent).toContain('12 digits');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, '4123 4567 8901');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    await screen.findByText(/We are checking your payment/);
    const sent = requests.find((r) => r.method === 'PUT')!;
    expect(sent.url).toBe('/api/orders/7/upi/reference');
    expect(sent.body).toEqual({ Utr: '412345678901' });
  });

  it('says when the order expired, and offers a retry when the page cannot load', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/orders/7/upi': { ...PAGE, Stage: 'expired', PayBy: null } });
    const first = renderPage();
    await screen.findByRole('heading', { name: 'This order has expired' });
    first.unmount();
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/orders/7/upi': () =>
        jsonAnswer(404, {
          Code: 'ORDER_NOT_FOUND',
          Message: 'Order not found',
          ErrorDescription: '',
        }),
    });
    renderPage();
    await screen.findByText('We could not open this payment');
    await waitFor(() => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy());
  });

  it('reads in Hindi: the heading, the amount in ₹, the hold and the UTR form', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/orders/7/upi': { ...PAGE, Amount: 12_345_600 } });
    renderPage('hi');
    expect(
      await screen.findByRole('heading', {
        name: 'किसी भी UPI ऐप से ₹1,23,456.00 का भुगतान करें',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('upi-amount').textContent).toBe('₹1,23,456.00');
    expect(screen.getByTestId('upi-pay-link').textContent).toBe('UPI ऐप से ₹1,23,456.00 दें');
    expect(screen.getByRole('timer').textContent).toMatch(/आपका सामान (29|28):\d\d और रुका रहेगा/);
    const field = screen.getByLabelText(/12 अंकों का UPI रेफ़रेंस/);
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया' }));
    expect((await screen.findByRole('alert')).textContent).toContain('12 अंकों का होता है');
  });
});
