// The returns queue in Hindi after the console's language switch, and every refund status and
// money-part word in the catalogue in both languages.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MONEY_PART_LABELS,
  REFUND_STATUS_LABELS,
  REFUND_STATUSES,
  type AdminRefundsAnswer,
  type MoneyPartStatus,
} from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage, appI18n, appT, I18nProvider } from '../../lib/i18n';
import { MoneyPartBadge, refundStatusLabel } from './refund-badges';
import RefundsPage from './refunds-page';

const QUEUE: AdminRefundsAnswer = {
  CountTotalRefunds: 1,
  PageNo: 1,
  PageSize: 20,
  Refunds: [
    {
      RefundId: 12,
      RefundNumber: 'RF-000012',
      OrderId: 40,
      OrderNumber: 'KR-1040',
      Kind: 'return',
      Status: 'requested',
      Amount: 23_456,
      Destination: 'wallet',
      CreatedAt: '2026-03-04T18:45:00Z',
      ItemCount: 2,
      UserId: 7,
      Customer: { UserId: 7, Name: '', Email: null, Phone: '9876501234' },
      Reason: 'Damaged or defective',
      PhotoIds: [],
      Photos: [],
    },
  ],
};

describe('the returns pages in Hindi', () => {
  it('shows the queue’s title, filters, columns and words in Hindi, money as ₹', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('manager'), '/admin/refunds': QUEUE });
    renderInConsole(<RefundsPage />, { route: '/returns' });
    const table = await screen.findByRole('table', { name: 'रिफ़ंड' });
    expect(screen.getByRole('heading', { level: 1, name: 'रिटर्न' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'वजह' })).toBeTruthy();
    expect(within(table).getByText('2 सामान का रिटर्न')).toBeTruthy();
    expect(within(table).getByText('नाम नहीं')).toBeTruthy();
    expect(within(table).getByText('कोई फ़ोटो नहीं')).toBeTruthy();
    expect(within(table).getByText('माँगा गया')).toBeTruthy();
    expect(within(table).getByText('₹234.56')).toBeTruthy();
    const kind = screen.getByRole('combobox', { name: 'प्रकार' });
    expect(within(kind).getByRole('option', { name: 'रिटर्न और कैंसल' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ऑर्डर, रिफ़ंड नंबर या मोबाइल' })).toBeTruthy();
  });

  it('has every refund status and money part in English (as the shared labels) and Hindi', async () => {
    for (const s of REFUND_STATUSES)
      expect(refundStatusLabel(appT, s)).toBe(REFUND_STATUS_LABELS[s]);
    const parts = Object.keys(MONEY_PART_LABELS) as MoneyPartStatus[];
    const badges = () =>
      render(
        <I18nProvider i18n={appI18n}>
          {parts.map((p) => (
            <MoneyPartBadge key={p} status={p} />
          ))}
        </I18nProvider>,
      );
    const { container, unmount } = badges();
    expect(container.textContent).toBe(parts.map((p) => MONEY_PART_LABELS[p]).join(''));
    unmount();
    await activateLanguage('hi');
    for (const s of REFUND_STATUSES) expect(refundStatusLabel(appT, s)).not.toMatch(/^refunds\./);
    const hindi = badges().container.textContent;
    expect(hindi).not.toMatch(/refunds\./);
    expect(hindi).toContain('पिकअप का इंतज़ार');
  });
});
