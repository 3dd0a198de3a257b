// A return is named by its own number (the RF… number the shopper and the credit note use, not
// the database id) on the order page, in both languages; the money trail's title is read once.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetails, RefundMoneyPart } from '@kirana/shared';
import { renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { OrderRefunds } from '../orders/order-refunds';
import { MoneyTrail } from './money-trail';

const order = {
  Refunds: [
    { RefundId: 12, RefundNumber: 'RF-000012', Kind: 'return', Status: 'refunded', Amount: 21_500 },
    {
      RefundId: 13,
      RefundNumber: 'RF-000013',
      Kind: 'cancellation',
      Status: 'approved',
      Amount: 4_000,
    },
  ],
} as AdminOrderDetails;

const PARTS: RefundMoneyPart[] = [
  {
    Destination: 'wallet',
    Amount: 21_500,
    Status: 'credited',
    To: null,
    Reference: 'Wallet entry 1',
    At: '2026-11-30T10:33:00Z',
  },
];

describe('a refund on the order page', () => {
  it('is linked by its number, a return as a return, to its page in Returns', () => {
    renderInConsole(<OrderRefunds order={order} />, { route: '/orders/40' });
    const ret = screen.getByRole('link', { name: 'Return RF-000012' });
    expect(ret.getAttribute('href')).toBe('/returns/12');
    expect(screen.getByRole('link', { name: 'Refund RF-000013' }).getAttribute('href')).toBe(
      '/returns/13',
    );
    // the database id is no name of it
    expect(document.body.textContent).not.toContain('#');
  });

  it('says the same in Hindi', async () => {
    await activateLanguage('hi');
    renderInConsole(<OrderRefunds order={order} />, { route: '/orders/40' });
    expect(screen.getByRole('link', { name: 'रिटर्न RF-000012' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रिफ़ंड RF-000013' })).toBeTruthy();
  });
});

describe('the money trail', () => {
  it('is titled once: its heading names the region and the table', () => {
    renderInConsole(<MoneyTrail parts={PARTS} />);
    const region = screen.getByRole('region', { name: 'Where the money went' });
    expect(within(region).getByRole('table', { name: 'Where the money went' })).toBeTruthy();
    expect(region.textContent!.split('Where the money went')).toHaveLength(2);
    expect(region.querySelector('caption')).toBeNull();
  });

  it('keeps a part’s details in one block (stacked under its label on a phone)', () => {
    renderInConsole(<MoneyTrail parts={PARTS} />);
    const cell = screen.getByRole('table').querySelector('td[data-col="where"]')!;
    expect(cell.children).toHaveLength(1);
    expect(cell.children[0]!.textContent).toContain('Wallet entry 1');
  });
});
