import type { DailyClose } from '@kirana/shared';
import { csvCell, csvLine, UTF8_BOM } from '../../lib/csv-format';

// The day's close as CSV for the owner's accountant: one row per figure (section, item, count,
// amount in rupees), so a spreadsheet sums a section without knowing its layout.

const rupees = (paise: number) => (paise / 100).toFixed(2);

export const dailyCloseFileName = (day: string) => `daily-close-${day}.csv`;

type CsvRow = [section: string, item: string, count: number | '', paise: number];

export function dailyCloseCsv(c: DailyClose): string {
  const rows: CsvRow[] = [
    ...c.Orders.map((o): CsvRow => ['orders', o.Method, o.Orders, o.Value]),
    ...c.Orders.map((o): CsvRow => ['orders paid from wallet', o.Method, '', o.WalletPart]),
    [
      'cod to collect',
      'delivered, cash not marked',
      c.Cod.ToCollect.Orders,
      c.Cod.ToCollect.Amount,
    ],
    ...c.Cod.Collected.flatMap((p): CsvRow[] => [
      ['cod collected in cash', p.Collector, p.Orders, p.Cash],
      ['cod collected by upi', p.Collector, '', p.Upi],
      ['cod short', p.Collector, '', p.Short],
    ]),
    ['cod handed in', 'cash', '', c.Cod.HandedIn],
    ['refunds', 'wallet', c.Refunds.Count, c.Refunds.Wallet],
    ['refunds', 'original method', '', c.Refunds.Source],
    ['refunds', 'upi', '', c.Refunds.Upi],
    ...c.Wallet.flatMap((w): CsvRow[] => [
      ['wallet credits', w.Reason, '', w.Credits],
      ['wallet debits', w.Reason, '', w.Debits],
    ]),
    ['gateway fees', 'razorpay fee', c.Fees.Reported, c.Fees.Fee],
    ['gateway fees', 'gst on fee', c.Fees.Reported, c.Fees.Tax],
    ['gateway fees', 'fee not reported yet', c.Fees.Payments - c.Fees.Reported, 0],
  ];
  return (
    UTF8_BOM +
    csvLine(['day', 'section', 'item', 'count', 'amount_inr']) +
    rows
      .map(([section, item, count, paise]) =>
        csvLine([c.Day, section, csvCell(item, { text: true }), String(count), rupees(paise)]),
      )
      .join('')
  );
}
