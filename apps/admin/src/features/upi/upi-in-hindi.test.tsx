// The UPI payments page in Hindi after the console's language switch: the queue, a late credit's
// order status and the statement import.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpiQueue } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import UpiPaymentsPage from './upi-payments-page';

const QUEUE: UpiQueue = {
  ToCheck: [
    {
      OrderId: 9,
      OrderNumber: 'KR-1009',
      Amount: 45_000,
      Utr: null,
      ReportedAt: null,
      PlacedAt: '2026-11-28T05:30:00Z',
      PayBy: '2026-11-28T07:30:00Z',
    },
  ],
  LateCredits: [
    {
      Utr: '412345678901',
      OrderId: 8,
      OrderNumber: 'KR-1008',
      OrderStatus: 'expired',
      Amount: 30_000,
      CreditedAt: '2026-11-28T06:00:00Z',
    },
  ],
};

describe('the UPI payments page in Hindi', () => {
  it('shows the queue, the late credits and the import in Hindi, money as ₹', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/upi-payments': QUEUE });
    renderInConsole(<UpiPaymentsPage />, { route: '/upi-payments' });
    const queue = await screen.findByRole('table', { name: 'जाँचने के लिए UPI भुगतान' });
    expect(within(queue).getByRole('columnheader', { name: 'ग्राहक का UTR' })).toBeTruthy();
    expect(within(queue).getByText('अभी नहीं दिया')).toBeTruthy();
    expect(within(queue).getByText('₹450.00')).toBeTruthy();
    const late = screen.getByRole('table', { name: 'देर से आए पैसे' });
    expect(within(late).getByText('समय खत्म')).toBeTruthy();
    expect(within(late).getByRole('button', { name: 'ऑर्डर फिर कन्फ़र्म करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'अपना बैंक स्टेटमेंट इम्पोर्ट करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'इम्पोर्ट करें और मिलान कन्फ़र्म करें' })).toBeTruthy();

    // Confirm without the shopper's UTR asks which credit paid, in Hindi
    await userEvent.click(within(queue).getByRole('button', { name: 'कन्फ़र्म करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'किस जमा से इस ऑर्डर का भुगतान हुआ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'भुगतान मिल गया' }));
    expect(await within(dialog).findByText('कम से कम 3 अक्षर लिखें')).toBeTruthy();
  });
});
