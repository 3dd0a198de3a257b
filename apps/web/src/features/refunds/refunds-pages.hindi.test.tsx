import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { setAuthToken } from '../../lib/api-client';
import { SIGNED_IN_ANSWERS, signedInUserState } from '../users/user-test-kit';
import { aRefund, aRefundsPage, someReturnOptions } from './refunds-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const render = (route: string) =>
  renderWithStore(<AppContent />, {
    route,
    language: 'hi',
    preloadedState: { user: signedInUserState() },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('refunds in Hindi', () => {
  it('lists refunds with Hindi kind, status and count; money stays ₹ with Indian grouping', async () => {
    const page = aRefundsPage(1, 1);
    page.Refunds[0]!.Amount = 12345600;
    mockApi({ ...SIGNED_IN_ANSWERS, '/refunds': page });
    render('/refund');
    const card = within(await screen.findByTestId('refund-card'));
    expect(card.getByText('रिटर्न · ऑर्डर KRN-2611-000005')).toBeTruthy();
    expect(card.getByText('अनुरोध किया गया')).toBeTruthy();
    expect(card.getByText('₹1,23,456.00')).toBeTruthy();
    expect(screen.getByText('1 रिफ़ंड में से 1 दिखाए गए')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरे रिफ़ंड');
  });

  it('shows a refund’s details, timeline, reason and where the money goes in Hindi', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/refund-details': {
        NoRefund: false,
        RefundDetails: aRefund({
          Amount: 12345600,
          WalletAmount: 12345600,
          Status: 'approved',
          Timeline: [
            { Status: 'requested', At: '2026-11-24T10:15:00.000Z', Note: null },
            { Status: 'approved', At: '2026-11-24T12:00:00.000Z', Note: null },
          ],
        }),
      },
    });
    render('/refund/details/3');
    expect(await screen.findByText('रिफ़ंड RF-2611-000003')).toBeTruthy();
    const timeline = within(screen.getByRole('list', { name: 'रिफ़ंड का स्टेटस' }));
    for (const status of ['अनुरोध किया गया', 'पिकअप हो गया', 'रिफ़ंड हो गया'])
      expect(timeline.getByText(status)).toBeTruthy();
    expect(screen.getByText('टूटा-फूटा या खराब')).toBeTruthy();
    expect(screen.getByText('आपके Kirana वॉलेट में जमा')).toBeTruthy();
    expect(screen.getByTestId('refund-amount').textContent).toBe('₹1,23,456.00');
  });

  it('asks for a return in Hindi: lines, reasons, destinations and the checks', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/orders/5/return-options': someReturnOptions(),
    });
    render('/order/return/5');
    expect(await screen.findByText('कौन-सा सामान लौटा रहे हैं?')).toBeTruthy();
    expect(screen.getByText(/^हर एक पर ₹215\.00 वापस · 3 में से 3 लौटा सकते हैं/)).toBeTruthy();
    const reason = screen.getByLabelText('लौटाने की वजह');
    expect(within(reason).getByRole('option', { name: 'गलत सामान मिला' })).toBeTruthy();
    expect(screen.getByText('तुरंत, आपके Kirana वॉलेट में')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    expect(screen.getByText('लौटाने के लिए कम से कम एक सामान चुनें')).toBeTruthy();
    expect(screen.getByText('लौटाने की वजह चुनें')).toBeTruthy();
  });
});
