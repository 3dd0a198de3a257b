// The GST returns page: the sections' totals in ₹ Indian format, the empty and failed states,
// the period picker, and the nav entry only for the roles that may see money.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { can, GST_SECTIONS, type GstReturnSummary } from '@kirana/shared';
import { SECTIONS } from '../../app/sections';
import { mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import GstReturnsPage from './gst-returns-page';
import { lastMonth, monthChoices, quarterChoices } from './periods';

const totals = (Taxable: number) => ({ Rows: 1, Taxable, Igst: 0, Cgst: 0, Sgst: 0, Cess: 0 });
const SUMMARY: GstReturnSummary = {
  Period: '2026-10',
  From: '2026-10-01',
  To: '2026-10-31',
  Invoices: 9,
  CreditNotes: 5,
  Sections: GST_SECTIONS.map((Section, i) => ({ Section, ...totals(i === 2 ? 12345600 : 0) })),
  Docs: [
    { Kind: 'invoice', From: 'KRN/26-27/000001', To: 'KRN/26-27/000009', Total: 9, Cancelled: 1 },
  ],
};

describe('GST returns page', () => {
  it('shows each section’s totals in ₹ and the document series, for the period picked', async () => {
    const { requests } = mockApi({ '/admin/gst-returns': SUMMARY });
    renderInConsole(<GstReturnsPage />);
    const row = (await screen.findByText('B2CS: other consumers')).closest('tr')!;
    expect(within(row).getByText('₹1,23,456.00')).toBeTruthy();
    expect(screen.getByText('KRN/26-27/000001')).toBeTruthy();
    expect(screen.getByText('9 invoices, 5 credit notes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV files (zip)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Portal JSON' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sales register' })).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByLabelText('Period'),
      quarterChoices(new Date())[0]!.value,
    );
    await waitFor(() =>
      expect(requests.map((r) => new URL(r.url).searchParams.get('Period'))).toContain(
        quarterChoices(new Date())[0]!.value,
      ),
    );
  });

  it('folds a section with no invoices into one short line instead of a row of ₹0.00', async () => {
    const emptyBut = (filled: string) =>
      GST_SECTIONS.map((Section) =>
        Section === filled
          ? { Section, ...totals(12345600) }
          : { Section, Rows: 0, Taxable: 0, Igst: 0, Cgst: 0, Sgst: 0, Cess: 0 },
      );
    mockApi({ '/admin/gst-returns': { ...SUMMARY, Sections: emptyBut('b2cs') } });
    const { unmount } = renderInConsole(<GstReturnsPage />);
    const table = await screen.findByRole('table', { name: 'GSTR-1 sections' });
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the header and B2CS
    expect(within(table).getByText('B2CS: other consumers')).toBeTruthy();
    expect(within(table).queryByText('B2B: registered buyers')).toBeNull();
    const folded = screen.getByRole('list', { name: 'Sections with no invoices' });
    const lines = within(folded).getAllByRole('listitem');
    expect(lines).toHaveLength(GST_SECTIONS.length - 1);
    expect(lines[0]!.textContent).toBe('B2B: registered buyersNo invoices in this section');
    expect(within(folded).queryByText('₹0.00')).toBeNull();
    unmount();

    // in Hindi too; and a period whose every section is empty (only documents) has no table
    await activateLanguage('hi');
    mockApi({ '/admin/gst-returns': { ...SUMMARY, Sections: emptyBut('none') } });
    renderInConsole(<GstReturnsPage />);
    const list = await screen.findByRole('list', { name: 'बिना इनवॉइस वाले हिस्से' });
    expect(within(list).getAllByText('इस हिस्से में कोई इनवॉइस नहीं')).toHaveLength(GST_SECTIONS.length);
    expect(screen.queryByRole('table', { name: 'GSTR-1 के हिस्से' })).toBeNull();
    await activateLanguage('en');
  });

  it('says when a period has no invoices, and when the call failed', async () => {
    mockApi({ '/admin/gst-returns': { ...SUMMARY, Invoices: 0, CreditNotes: 0, Docs: [] } });
    const { unmount } = renderInConsole(<GstReturnsPage />);
    expect(await screen.findByText('No invoices in this period')).toBeTruthy();
    unmount();
    mockApi({
      '/admin/gst-returns': () =>
        HttpResponse.json({ Message: 'Boom', Code: 'INTERNAL' }, { status: 500 }),
    });
    renderInConsole(<GstReturnsPage />);
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    mockApi({ '/admin/gst-returns': SUMMARY });
    await activateLanguage('hi');
    renderInConsole(<GstReturnsPage />);
    expect(await screen.findByText('B2CS: अन्य ग्राहक')).toBeTruthy();
    await activateLanguage('en');
  });

  it('is in the nav for the owner and the manager, never for a packer', () => {
    const gst = SECTIONS.find((s) => s.path === 'gst-returns')!;
    expect(can('owner', gst.permission)).toBe(true);
    expect(can('manager', gst.permission)).toBe(true);
    expect(can('packer', gst.permission)).toBe(false);
  });

  it('offers months and quarters in India time, last month first picked', () => {
    // 00:10 on 1 November in India is still 31 October in UTC
    const now = new Date('2026-10-31T18:40:00Z');
    expect(monthChoices(now, 2).map((c) => c.value)).toEqual(['2026-11', '2026-10']);
    expect(lastMonth(now)).toBe('2026-10');
    expect(quarterChoices(now, 2).map((c) => c.value)).toEqual(['2026-Q4', '2026-Q3']);
    expect(monthChoices(new Date('2027-01-15T00:00:00Z'), 2).map((c) => c.value)).toEqual([
      '2027-01',
      '2026-12',
    ]);
  });
});
