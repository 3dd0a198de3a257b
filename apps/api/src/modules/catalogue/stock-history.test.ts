import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { CATALOGUE_CSV_COLUMNS, StockMovementsAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  addressFor,
  call,
  codOrderBody,
  postOrder,
  setStock,
  signIn,
  stockOf,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from '../checkout/checkout-test-kit';
import { callerTokens, type Caller } from '../staff/staff-test-kit';
import { csvCell, csvLine } from '../../lib/csv-format';

type Row = Partial<Record<string, string>>;

// Every change of stock leaves a movement with its reason (the trigger of migration 0038), and
// an old export imported again applies its stock as a change, not as a figure (owner's item 9).
describe.each(DB_KINDS)('stock history and re-imported exports on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let shopper: { token: string; userId: number };
  let addressId: number;
  let productId: number;
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED });
    tokens = await callerTokens(t);
    shopper = await signIn(t, TEST_USERS.a);
    addressId = await addressFor(t, shopper.token);
    const { text } = await exportCsv();
    const simple = rowsOf(text).find((r) => r.VariantId === '');
    productId = Number(simple!.ProductId);
    await setStock(t, productId, 30);
  });
  afterAll(() => t.close());

  const owner = () => ({ authorization: `Bearer ${tokens.owner}` });
  async function exportCsv() {
    const res = await fetch(`${t.url}/api/admin/catalogue/export.csv`, { headers: owner() });
    return { text: await res.text() };
  }
  const rowsOf = (text: string): Row[] => parse(text, { bom: true, columns: true }) as Row[];
  const fileOf = (rows: Row[]) =>
    csvLine([...CATALOGUE_CSV_COLUMNS]) +
    rows.map((r) => csvLine(CATALOGUE_CSV_COLUMNS.map((c) => csvCell(r[c] ?? '')))).join('');
  async function importCsv(body: string) {
    const res = await fetch(`${t.url}/api/admin/catalogue/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8', ...owner() },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const ownRow = async () =>
    rowsOf((await exportCsv()).text).find((r) => r.ProductId === String(productId))!;
  async function history() {
    const res = await call(t, 'GET', `/admin/products/${productId}/stock-movements`, tokens.owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return StockMovementsAnswer.parse(res.body).Movements;
  }
  async function order(qty: number) {
    const items = [{ ProductId: productId, VariantId: null, Qty: qty }];
    const body = await codOrderBody(t, shopper.token, items, addressId);
    const res = await postOrder(t, shopper.token, body, `stock-history-${kind}-${keyNo++}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { Order: { OrderId: number } }).Order.OrderId;
  }

  it('records a sale and a cancellation with their order, and a console edit with its typed reason', async () => {
    const orderId = await order(2);
    let [last] = await history();
    expect(last).toMatchObject({ Change: -2, StockAfter: 28, Reason: 'sale', OrderId: orderId });
    expect(last!.Actor).toBe(`shopper:${shopper.userId}`);

    const cancel = await call(t, 'POST', `/orders/${orderId}/cancel`, shopper.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    [last] = await history();
    expect(last).toMatchObject({
      Change: 2,
      StockAfter: 30,
      Reason: 'cancellation',
      OrderId: orderId,
    });

    const edit = await call(t, 'PATCH', `/admin/products/${productId}`, tokens.owner, {
      Stock: 25,
      StockReason: 'counted the shelf: 5 packs torn',
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    [last] = await history();
    expect(last).toMatchObject({
      Change: -5,
      StockAfter: 25,
      Reason: 'console_edit',
      Note: 'counted the shelf: 5 packs torn',
      OrderId: null,
    });
    expect(last!.Actor).toMatch(/^staff/);
  });

  it('re-imports an old export unchanged after a sale: the sold units stay sold; +10 in the file is +10 today', async () => {
    await setStock(t, productId, 40);
    const exported = await ownRow();
    expect(exported).toMatchObject({ Stock: '40', StockExported: '40' });
    await order(2);
    expect(await stockOf(t, productId)).toBe(38);

    const same = await importCsv(fileOf([exported]));
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(await stockOf(t, productId)).toBe(38);

    const more = await importCsv(fileOf([{ ...exported, Stock: '50' }]));
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(await stockOf(t, productId)).toBe(48);
    const [last] = await history();
    expect(last).toMatchObject({ Change: 10, StockAfter: 48, Reason: 'csv_import' });

    // a change that would take today's stock below 0 is refused, naming the line
    const tooMuch = await importCsv(fileOf([{ ...exported, Stock: '0', StockExported: '100' }]));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.Errors).toEqual([
      expect.objectContaining({
        Line: 2,
        Field: 'Stock',
        Message: expect.stringMatching(/below 0/),
      }),
    ]);
    expect(await stockOf(t, productId)).toBe(48);
  });

  it('takes a Stock without StockExported as the counted figure (a stock-take file)', async () => {
    const row = await ownRow();
    const res = await importCsv(fileOf([{ ...row, Stock: '7', StockExported: '' }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(t, productId)).toBe(7);
  });

  it('gives the history to owners and managers only: a packer gets 403', async () => {
    for (const caller of ['manager', 'packer'] as const) {
      const res = await call(
        t,
        'GET',
        `/admin/products/${productId}/stock-movements`,
        tokens[caller],
      );
      expect(res.status).toBe(caller === 'packer' ? 403 : 200);
    }
  });
});
