import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { StatementImportAnswer, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call, UNLIMITED } from '../checkout/checkout-test-kit';
import { aShopper, orderRow, placedOrder } from '../payments/payment-test-kit';
import { staffSession } from '../staff/staff-test-kit';
import { dateOf, paiseOf, utrOf } from './statement-credits';
import { ownerWithUpi, statementBody, utr } from './upi-test-kit';

const EMAILS = Array.from({ length: 4 }, (_, i) => `upistmt${i}@example.com`);
const rupees = (paise: number) => (paise / 100).toFixed(2);
const indian = (paise: number) =>
  Number(rupees(paise)).toLocaleString('en-IN', { minimumFractionDigits: 2 });

describe('reading a statement line', () => {
  it('reads amounts, dates and UTRs as the banks write them', () => {
    expect(paiseOf('1,23,456.70')).toBe(12_345_670);
    expect(paiseOf('₹ 99')).toBe(9_900);
    expect(paiseOf('500.00 Cr')).toBe(50_000);
    expect(paiseOf('')).toBeNull();
    expect(paiseOf('12.345')).toBeNull();
    expect(dateOf('29 Nov 2026', 'DD MMM YYYY')).toBe('2026-11-29');
    expect(dateOf('29/11/26', 'DD/MM/YY')).toBe('2026-11-29');
    expect(dateOf('29-11-2026', 'DD-MM-YYYY')).toBe('2026-11-29');
    expect(dateOf('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(utrOf('0000632145678901', '')).toBe('632145678901');
    expect(utrOf('', 'UPI/632145678901/Order KRN-2611-000001')).toBe('632145678901');
    expect(utrOf('', 'NEFT 1234567890123')).toBeNull();
  });
});

// Each bank's export, written by the test as the bank writes it: the matched credits confirm
// their orders in one go; the others are listed with why.
describe.each(DB_KINDS)('importing a bank statement on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let s: Awaited<ReturnType<typeof aShopper>>;
  let k = 0;
  const importFile = async (body: object, token = owner) => {
    const res = await call(t, 'POST', '/admin/upi-statements', token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return StatementImportAnswer.parse(res.body);
  };
  /** Three orders: one named in the narration, one known by the shopper's UTR, one paid short. */
  async function threeOrders() {
    const base = 1000 * ++k;
    const byNumber = await placedOrder(t, s, 'upi_direct');
    const byUtr = await placedOrder(t, s, 'upi_direct');
    const short = await placedOrder(t, s, 'upi_direct');
    const r = await call(t, 'PUT', `/orders/${byUtr.OrderId}/upi/reference`, s.token, {
      Utr: utr(base + 2),
    });
    expect(r.status).toBe(200);
    return { base, byNumber, byUtr, short };
  }
  async function expectOutcome(
    answer: StatementImportAnswer,
    o: Awaited<ReturnType<typeof threeOrders>>,
  ) {
    expect(answer.Confirmed.map((c) => c.OrderNumber).sort()).toEqual(
      [o.byNumber.OrderNumber, o.byUtr.OrderNumber].sort(),
    );
    expect((await orderRow(t, o.byNumber.OrderId)).status).toBe('placed');
    expect((await orderRow(t, o.byUtr.OrderId)).status).toBe('placed');
    expect((await orderRow(t, o.short.OrderId)).status).toBe('awaiting_payment');
    const outcomes = Object.fromEntries(answer.NotConfirmed.map((c) => [c.Utr, c.Outcome]));
    expect(outcomes[utr(o.base + 3)]).toBe('amount_differs');
    expect(outcomes[utr(o.base + 4)]).toBe('no_match');
    // debits are left out
    expect(answer.NotConfirmed).toHaveLength(2);
  }
  const paid = (o: OrderDetails) => o.Bill.AmountPayable;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      TEST_LOGIN_IDENTIFIERS: EMAILS.join(','),
      TEST_LOGIN_CODE: '123456',
      ...UNLIMITED,
    });
    owner = await ownerWithUpi(t);
    s = await aShopper(t, EMAILS[0]!, 500);
  }, 120_000);
  afterAll(() => t?.close());

  it('SBI (CSV with the account preamble, "29 Nov 2026" dates, a Credit column)', async () => {
    const o = await threeOrders();
    const csv = [
      'Account Name :,SHARMA KIRANA STORE',
      'Account Number :,00000012345678901',
      '',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      `29 Nov 2026,29 Nov 2026,BY TRANSFER-UPI/CR/${utr(o.base + 1)}/ASHA/okaxis/Order ${o.byNumber.OrderNumber},${utr(o.base + 1)},,"${indian(paid(o.byNumber))}","10,000.00"`,
      `29 Nov 2026,29 Nov 2026,BY TRANSFER-UPI/CR/${utr(o.base + 2)}/ASHA/okaxis/UPI,${utr(o.base + 2)},,${rupees(paid(o.byUtr))},"10,000.00"`,
      `29 Nov 2026,29 Nov 2026,BY TRANSFER-UPI/CR/${utr(o.base + 3)}/ASHA/Order ${o.short.OrderNumber},${utr(o.base + 3)},,${rupees(paid(o.short) - 100)},"10,000.00"`,
      `29 Nov 2026,29 Nov 2026,BY TRANSFER-UPI/CR/${utr(o.base + 4)}/RAVI/rent,${utr(o.base + 4)},,"5,000.00","15,000.00"`,
      `30 Nov 2026,30 Nov 2026,TO TRANSFER-UPI/DR/${utr(o.base + 5)}/WHOLESALER,${utr(o.base + 5)},"2,000.00",,"13,000.00"`,
    ].join('\n');
    await expectOutcome(await importFile(statementBody('sbi.csv', csv, 'sbi')), o);
    // the same file again confirms nothing twice
    const again = await importFile(statementBody('sbi.csv', csv, 'sbi'));
    expect(again.Confirmed).toHaveLength(0);
    expect(again.NotConfirmed.filter((c) => c.Outcome === 'already_recorded')).toHaveLength(2);
    const whyOf = (answer: StatementImportAnswer) =>
      answer.NotConfirmed.find((c) => c.Utr === utr(o.base + 1))?.Reason;
    expect(whyOf(again)).toBe('This UTR is already recorded (imported or confirmed before)');
    // the console in Hindi reads why in Hindi
    const res = await fetch(`${t.url}/api/admin/upi-statements`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner}`,
        'content-type': 'application/json',
        'accept-language': 'hi',
      },
      body: JSON.stringify(statementBody('sbi.csv', csv, 'sbi')),
    });
    expect(res.status).toBe(200);
    expect(whyOf(StatementImportAnswer.parse(await res.json()))).toBe(
      'यह UTR पहले से दर्ज है (पहले इंपोर्ट या कन्फ़र्म हो चुका है)',
    );
  });

  it('HDFC (DD/MM/YY dates, the UTR zero-padded in Chq./Ref.No., Deposit Amt.)', async () => {
    const o = await threeOrders();
    const row = (u: number, note: string, paise: number) =>
      `29/11/26,UPI-ASHA-asha@okicici-ICIC0001234-${utr(u)}-${note},0000${utr(u)},29/11/26,,${rupees(paise)},10000.00`;
    const csv = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      row(o.base + 1, `ORDER ${o.byNumber.OrderNumber}`, paid(o.byNumber)),
      row(o.base + 2, 'PAYMENT', paid(o.byUtr)),
      row(o.base + 3, `ORDER ${o.short.OrderNumber}`, paid(o.short) + 100),
      row(o.base + 4, 'RENT', 500_000),
      `29/11/26,NEFT DR-WHOLESALE,0000${utr(o.base + 5)},29/11/26,2000.00,,8000.00`,
    ].join('\n');
    await expectOutcome(await importFile(statementBody('hdfc.csv', csv, 'hdfc')), o);
  });

  it('ICICI as .xlsx (exceljs), with the order number written without hyphens', async () => {
    const o = await threeOrders();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('OpTransactionHistory');
    sheet.addRow(['DETAILED STATEMENT']);
    sheet.addRow([]);
    sheet.addRow([
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'Transaction Remarks',
      'Withdrawal Amount (INR )',
      'Deposit Amount (INR )',
      'Balance (INR )',
    ]);
    const row = (i: number, u: number, remark: string, dep: number | null, wd: number | null) =>
      sheet.addRow([i, '29/11/2026', '29/11/2026', '-', `UPI/${utr(u)}/${remark}`, wd, dep, 10000]);
    row(
      1,
      o.base + 1,
      `ASHA/${o.byNumber.OrderNumber.replace(/-/g, '')}`,
      paid(o.byNumber) / 100,
      null,
    );
    row(2, o.base + 2, 'ASHA/Payment', paid(o.byUtr) / 100, null);
    row(3, o.base + 3, `ASHA/${o.short.OrderNumber}`, (paid(o.short) - 1) / 100, null);
    row(4, o.base + 4, 'RAVI/rent', 5000, null);
    row(5, o.base + 5, 'WHOLESALER', null, 2000);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    await expectOutcome(await importFile(statementBody('icici.xlsx', xlsx, 'icici')), o);
  });

  it('Kotak as legacy .xls (one Amount column with a Dr / Cr flag)', async () => {
    const o = await threeOrders();
    const rows = [
      [
        'Sl. No.',
        'Transaction Date',
        'Value Date',
        'Description',
        'Chq / Ref No.',
        'Amount',
        'Dr / Cr',
        'Balance',
      ],
      [
        1,
        '29-11-2026',
        '29-11-2026',
        `UPI/ASHA/${o.byNumber.OrderNumber}`,
        utr(o.base + 1),
        rupees(paid(o.byNumber)),
        'CR',
        '10000.00',
      ],
      [
        2,
        '29-11-2026',
        '29-11-2026',
        'UPI/ASHA/PAY',
        utr(o.base + 2),
        rupees(paid(o.byUtr)),
        'CR',
        '10000.00',
      ],
      [
        3,
        '29-11-2026',
        '29-11-2026',
        `UPI/ASHA/${o.short.OrderNumber}`,
        utr(o.base + 3),
        rupees(paid(o.short) * 2),
        'CR',
        '10000.00',
      ],
      [
        4,
        '29-11-2026',
        '29-11-2026',
        'UPI/RAVI/RENT',
        utr(o.base + 4),
        '5000.00',
        'CR',
        '15000.00',
      ],
      [
        5,
        '29-11-2026',
        '29-11-2026',
        `UPI/${o.short.OrderNumber}`,
        utr(o.base + 5),
        rupees(paid(o.short)),
        'DR',
        '13000.00',
      ],
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Statement');
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    await expectOutcome(await importFile(statementBody('kotak.xls', xls, 'kotak')), o);
  });

  it('any other bank through the owner’s own column mapping; a wrong layout is a 400 naming Bank', async () => {
    const o = await threeOrders();
    const csv = [
      'Posting Date|Particulars|UTR|Cr Amount|Dr Amount'.replace(/\|/g, ','),
      `2026-11-29,UPI CR ${o.byNumber.OrderNumber},${utr(o.base + 1)},${rupees(paid(o.byNumber))},`,
      `2026-11-29,UPI CR ASHA,${utr(o.base + 2)},${rupees(paid(o.byUtr))},`,
      `2026-11-29,UPI CR ${o.short.OrderNumber},${utr(o.base + 3)},1.00,`,
      `2026-11-29,UPI CR RENT,${utr(o.base + 4)},5000.00,`,
      `2026-11-29,PURCHASE,${utr(o.base + 5)},,2000.00`,
    ].join('\n');
    const wrong = await call(
      t,
      'POST',
      '/admin/upi-statements',
      owner,
      statementBody('bank.csv', csv, 'sbi'),
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('Bank');
    const mapping = {
      Date: 'Posting Date',
      Narration: 'Particulars',
      Reference: 'UTR',
      Credit: 'Cr Amount',
      DateFormat: 'YYYY-MM-DD',
    };
    await expectOutcome(await importFile(statementBody('bank.csv', csv, 'custom', mapping)), o);
  });

  it('is for money roles only, and refuses a file that is not what it says', async () => {
    const packer = (await staffSession(t, 'packer')).token;
    const body = statementBody('sbi.csv', 'Txn Date,Description\n', 'sbi');
    expect((await call(t, 'POST', '/admin/upi-statements', packer, body)).status).toBe(403);
    expect((await call(t, 'POST', '/admin/upi-statements', s.token, body)).status).toBe(401);
    const notXlsx = await call(
      t,
      'POST',
      '/admin/upi-statements',
      owner,
      statementBody('x.xlsx', 'hello', 'icici'),
    );
    expect(notXlsx.status).toBe(400);
    const badName = await call(
      t,
      'POST',
      '/admin/upi-statements',
      owner,
      statementBody('x.pdf', 'hello', 'icici'),
    );
    expect(badName.status).toBe(400);
    expect(JSON.stringify(badName.body)).toContain('FileName');
  });
});
