import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { setAuthToken } from '../../lib/api-client';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../users/user-test-kit';
import { aRefund, aRefundsPage, stubObjectUrls } from './refunds-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const render = (route: string) =>
  renderWithStore(<AppContent />, { route, preloadedState: { user: signedInUserState() } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('refunds list', () => {
  it('shows "No refunds yet" with a link to the orders', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/refunds': aRefundsPage(1, 0) });
    render('/refund');
    expect(await screen.findByText('No refunds yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/order/history',
    );
  });

  it('lists refunds with number, order, kind, status, amount and date, and loads more', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/refunds': (url: URL) =>
        jsonAnswer(200, aRefundsPage(Number(url.searchParams.get('pageNo')), 11)),
    });
    render('/refund');
    const cards = await screen.findAllByTestId('refund-card');
    expect(cards).toHaveLength(10);
    const first = within(cards[0]!);
    expect(first.getByText('RF-2611-000011')).toBeTruthy();
    expect(first.getByText('Return · Order KRN-2611-000005')).toBeTruthy();
    expect(first.getByText('Requested')).toBeTruthy();
    expect(first.getByText('₹215.00')).toBeTruthy();
    expect(first.getByText('24 Nov 2026')).toBeTruthy();
    expect(first.getByRole('link').getAttribute('href')).toBe('/refund/details/11');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('refund-card')).toHaveLength(11));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.some((r) => r.url === '/api/refunds?pageNo=2')).toBe(true);
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/refunds': () =>
        fail
          ? jsonAnswer(500, { Message: 'Boom', Code: 'INTERNAL' })
          : jsonAnswer(200, aRefundsPage(1, 1)),
    });
    render('/refund');
    expect(await screen.findByText('We could not load your refunds')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Please try again' }));
    expect(await screen.findAllByTestId('refund-card')).toHaveLength(1);
  });
});

describe('refund details', () => {
  it('shows the timeline with times, the lines and where the money went', async () => {
    const refund = aRefund({
      Status: 'refunded',
      Amount: 64500,
      WalletAmount: 20000,
      SourceAmount: 44500,
      GatewayRefundId: 'rfnd_29QQoUBi66xm2f',
      CreditNoteNumber: 'KRN/CN/26-27/000001',
      Timeline: [
        { Status: 'requested', At: '2026-11-24T10:15:00.000Z', Note: null },
        { Status: 'approved', At: '2026-11-24T12:00:00.000Z', Note: null },
        { Status: 'picked_up', At: '2026-11-25T09:30:00.000Z', Note: null },
        { Status: 'refunded', At: '2026-11-25T09:31:00.000Z', Note: null },
      ],
    });
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/refund-details': { NoRefund: false, RefundDetails: refund },
    });
    render('/refund/details/3');
    await screen.findByRole('heading', { name: 'Refund RF-2611-000003' });
    const steps = within(screen.getByRole('list', { name: 'Refund status' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Requested',
      'Approved',
      'Picked up',
      'Refunded',
    ]);
    expect(within(steps[2]!).getByText('25 Nov 2026, 3:00 pm')).toBeTruthy();
    expect(
      within(screen.getByTestId('money-wallet')).getByText('Credited to your Kirana wallet'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('money-wallet')).getByText('₹200.00')).toBeTruthy();
    const source = within(screen.getByTestId('money-source'));
    expect(source.getByText('Back to your original payment method (UPI/card)')).toBeTruthy();
    expect(source.getByText(/5–7 working days/)).toBeTruthy();
    expect(screen.getByTestId('refund-amount').textContent).toBe('₹645.00');
    expect(screen.getByRole('button', { name: 'Download credit note' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'KRN-2611-000005' }).getAttribute('href')).toBe(
      '/order/details/5',
    );
  });

  it('a rejected refund shows the reason; a UPI payout names the UPI id; no credit note yet', async () => {
    const refund = aRefund({
      Status: 'rejected',
      RejectReason: 'The item was used',
      Destination: 'upi',
      WalletAmount: 0,
      UpiAmount: 21500,
      UpiId: 'asha@okaxis',
      Timeline: [
        { Status: 'requested', At: '2026-11-24T10:15:00.000Z', Note: null },
        { Status: 'rejected', At: '2026-11-24T12:00:00.000Z', Note: null },
      ],
    });
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/refund-details': { NoRefund: false, RefundDetails: refund },
    });
    render('/refund/details/3');
    const list = await screen.findByRole('list', { name: 'Refund status' });
    expect(within(list).getByText('Rejected')).toBeTruthy();
    expect(within(list).getByText('The item was used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download credit note' })).toBeNull();
    expect(screen.getByText(/This refund was rejected/)).toBeTruthy();
  });

  it('names the UPI id a payout goes to and loads the photos with the Bearer header', async () => {
    const refund = aRefund({
      Destination: 'upi',
      WalletAmount: 0,
      UpiAmount: 21500,
      UpiId: 'asha@okaxis',
      PhotoIds: ['0b9f5f0e-7f0e-4a55-9a38-1f1d1c1e1a11'],
    });
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/refund-details': { NoRefund: false, RefundDetails: refund },
      '/refund-photos/0b9f5f0e-7f0e-4a55-9a38-1f1d1c1e1a11': () =>
        new Response(new Blob(['x'], { type: 'image/webp' }), { status: 200 }),
    });
    const urls = stubObjectUrls();
    onTestFinished(urls.restore);
    setAuthToken('tok-123');
    render('/refund/details/3');
    expect(await screen.findByText('Sent to UPI id asha@okaxis')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('blob:test-1'),
    );
    const call = requests.find((r) => r.url.includes('/refund-photos/'));
    expect(call?.headers.authorization).toBe('Bearer tok-123');
  });

  it("says it couldn't find another shopper's refund", async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/refund-details': { NoRefund: true, RefundDetails: null } });
    render('/refund/details/99');
    expect(await screen.findByText("We couldn't find this refund")).toBeTruthy();
  });
});
