// The payouts page: the settlement report import, the lines that need a look, and its states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayoutsAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import PayoutsPage from './payouts-page';

const ANSWER: PayoutsAnswer = {
  Counts: { matched: 7, unmatched: 1, twice: 2, short: 1, adjustment: 1 },
  Lines: [
    {
      SettlementId: 'setl_A1',
      SettlementUtr: 'UTR0001',
      SettledAt: '2026-11-28T05:30:00Z',
      EntityId: 'pay_Short001',
      Type: 'payment',
      Amount: 44_900,
      Fee: 898,
      Tax: 162,
      OrderId: 9,
      OrderNumber: 'KR-1009',
      Expected: 45_000,
      State: 'short',
    },
    {
      SettlementId: 'setl_A1',
      SettlementUtr: 'UTR0001',
      SettledAt: '2026-11-28T05:30:00Z',
      EntityId: 'pay_Stranger01',
      Type: 'payment',
      Amount: 12_345,
      Fee: 247,
      Tax: 44,
      OrderId: null,
      OrderNumber: null,
      Expected: null,
      State: 'unmatched',
    },
  ],
  TotalLines: 4,
  PageNo: 1,
  PageSize: 20,
};

afterEach(() => activateLanguage('en'));

describe('the payouts page', () => {
  it('lists what does not tie, with counts, and imports a settlement report', async () => {
    const { requests } = mockApi({
      '/admin/me': meOf('manager'),
      '/admin/payouts': ANSWER,
      'POST /admin/payouts/settlement-reports': {
        Added: 5,
        AlreadyImported: 0,
        RepeatedInFile: [{ Line: 7, EntityId: 'pay_X' }],
        Skipped: [{ Line: 9, Reason: 'bad_amount' }],
      },
    });
    renderInConsole(<PayoutsPage />, { route: '/payouts' });
    const table = await screen.findByRole('table', { name: 'Settled payments and refunds' });
    expect(within(table).getByText('Amount differs')).toBeTruthy();
    expect(within(table).getByText('₹449.00')).toBeTruthy();
    expect(within(table).getByText('₹450.00')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'KR-1009' })).toBeTruthy();
    expect(within(table).getByText('No order of ours')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To look at (4)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settled twice (2)' })).toBeTruthy();

    const file = new File(['entity_id,type,amount,settlement_id\n'], 'settlements.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText('Settlement report (CSV)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import and match' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('5 new lines imported, 0 imported before');
    expect(status.textContent).toContain('Lines 7 repeat an earlier line');
    expect(status.textContent).toContain('Line 9 left out');
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(((await sent.clone().json()) as { FileName: string }).FileName).toBe('settlements.csv');
  });

  it('says when there is nothing to look at', async () => {
    mockApi({
      '/admin/me': meOf('owner'),
      '/admin/payouts': { ...ANSWER, Lines: [], TotalLines: 0 },
    });
    renderInConsole(<PayoutsPage />, { route: '/payouts' });
    expect(await screen.findByText('Nothing to look at')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    mockApi({
      '/admin/me': meOf('owner'),
      '/admin/payouts': () =>
        HttpResponse.json({ Message: 'Database down', Code: 'INTERNAL' }, { status: 500 }),
    });
    renderInConsole(<PayoutsPage />, { route: '/payouts' });
    expect(await screen.findByText('Database down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/payouts': ANSWER });
    renderInConsole(<PayoutsPage />, { route: '/payouts' });
    expect(await screen.findByRole('table', { name: 'सेटल हुए भुगतान और रिफ़ंड' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'सेटलमेंट रिपोर्ट इम्पोर्ट करें' })).toBeTruthy();
  });
});
