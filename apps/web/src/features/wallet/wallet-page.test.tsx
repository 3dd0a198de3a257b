import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../users/user-test-kit';
import { aTransaction, aTransactionsPage } from './wallet-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const render = () =>
  renderWithStore(<AppContent />, {
    route: '/user/wallet',
    preloadedState: { user: signedInUserState() },
  });

afterEach(() => vi.unstubAllGlobals());

describe('wallet page', () => {
  it('shows a skeleton while loading, then the balance in rupees and "No transactions yet"', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/wallet-data': { Balance: 12345600 },
      '/wallet-transactions': () => held.then(() => jsonAnswer(200, aTransactionsPage(1, 0))),
    });
    render();
    expect(await screen.findByRole('status', { name: 'Loading your wallet' })).toBeTruthy();
    release();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₹1,23,456.00');
    expect(screen.getByText(/land here instantly/)).toBeTruthy();
  });

  it('reads Hindi in Hindi, the balance still ₹1,23,456.00', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/wallet-data': { Balance: 12345600 },
      '/wallet-transactions': aTransactionsPage(1, 0),
    });
    renderWithStore(<AppContent />, {
      route: '/user/wallet',
      language: 'hi',
      preloadedState: { user: signedInUserState() },
    });
    expect(await screen.findByText('अभी तक कोई लेन-देन नहीं')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'वॉलेट हिस्ट्री' })).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₹1,23,456.00');
  });

  it('lists credits with + and debits with −, each linking to its refund or order', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/wallet-data': { Balance: 44500 },
      '/wallet-transactions': {
        NoTransactions: false,
        PageNo: 1,
        CountTotalTransactions: 2,
        Transactions: [
          aTransaction({ TransactionId: 2, BalanceAfter: 44500 }),
          aTransaction({
            TransactionId: 1,
            Type: 'debit',
            Reason: 'order_payment',
            Amount: 20000,
            Description: 'Paid for order KRN-2611-000004',
            OrderId: 4,
            OrderNumber: 'KRN-2611-000004',
            RefundId: null,
            BalanceAfter: 0,
          }),
        ],
      },
    });
    render();
    const [credit, debit] = await screen.findAllByTestId('wallet-entry');
    expect(credit!.dataset.type).toBe('credit');
    expect(within(credit!).getByText(/\+₹645\.00/)).toBeTruthy();
    expect(
      within(credit!).getByRole('link', { name: 'Refund RF-2611-000001' }).getAttribute('href'),
    ).toBe('/refund/details/3');
    expect(within(credit!).getByText('Balance ₹445.00')).toBeTruthy();
    expect(within(debit!).getByText(/−₹200\.00/)).toBeTruthy();
    expect(
      within(debit!)
        .getByRole('link', { name: 'Paid for order KRN-2611-000004' })
        .getAttribute('href'),
    ).toBe('/order/details/4');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads more pages by pageNo until the count is reached', async () => {
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/wallet-data': { Balance: 100 },
      '/wallet-transactions': (url: URL) =>
        jsonAnswer(200, aTransactionsPage(Number(url.searchParams.get('pageNo')), 23)),
    });
    render();
    expect(await screen.findAllByTestId('wallet-entry')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 23')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-entry')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.some((r) => r.url === '/api/wallet-transactions?pageNo=2')).toBe(true);
  });

  it('a failed Load more says so, and Load more asks that page again', async () => {
    let failMore = true;
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/wallet-data': { Balance: 100 },
      '/wallet-transactions': (url: URL) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        if (pageNo === 2 && failMore)
          return jsonAnswer(503, { Message: 'Service unavailable', Code: 'UNAVAILABLE' });
        return jsonAnswer(200, aTransactionsPage(pageNo, 23));
      },
    });
    render();
    expect(await screen.findAllByTestId('wallet-entry')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Service unavailable. Please try again.',
    );
    failMore = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-entry')).toHaveLength(23));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with a retry that loads the wallet', async () => {
    let fail = true;
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/wallet-data': () =>
        fail
          ? jsonAnswer(503, { Message: 'Service unavailable', Code: 'UNAVAILABLE' })
          : jsonAnswer(200, { Balance: 5000 }),
      '/wallet-transactions': aTransactionsPage(1, 0),
    });
    render();
    expect(await screen.findByText('We could not load your wallet')).toBeTruthy();
    expect(screen.getByText(/Service unavailable/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Please try again' }));
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹50.00');
  });

  it('asks a guest to sign in', async () => {
    mockApi(SIGNED_IN_ANSWERS);
    renderWithStore(<AppContent />, { route: '/user/wallet' });
    expect(await screen.findByText('Sign in to see your wallet')).toBeTruthy();
  });
});
