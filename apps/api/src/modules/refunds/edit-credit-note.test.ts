import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { AdminOrderAnswer, formatInr, OrderDetailsAnswer, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { indiaDate } from '../gst-returns/gst-period';
import {
  ADMIN_TOKEN,
  aProduct,
  consoleAs,
  expectBadField,
  expectDocumentRoles,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from '../orders/console/orders-test-kit';
import { callerTokens, type Caller } from '../staff/staff-test-kit';
import { call } from './refunds-test-kit';

// #28: an order edit's GST credit note (a COD order's has no refund to print it from) as a PDF
// for the shopper (their own order only) and the console (owner and manager), listed on the
// order, and equal to the paisa to what the GST return files for it.

describe.each(DB_KINDS)('order edit credit notes on %s', { timeout: 300_000 }, (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  let asha: Shopper;
  let ravi: Shopper;
  let rice: { id: number };
  let dal: { id: number };
  let edited: OrderDetails;
  let editId: number;
  let noteNumber: string;

  const two = (riceQty: number, dalQty: number) => [
    { ProductId: rice.id, VariantId: null, Qty: riceQty },
    { ProductId: dal.id, VariantId: null, Qty: dalQty },
  ];
  const shopperDetails = async (s: Shopper, id: number) =>
    OrderDetailsAnswer.parse((await call(t, 'GET', `/order-details?orderId=${id}`, s.token)).body)
      .OrderDetails!;
  const pdfAt = async (path: string, token: string | undefined) => {
    const res = await fetch(`${t.url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) return { res, text: '' };
    const { text } = await extractText(await getDocumentProxy(body), { mergePages: true });
    return { res, text: text.replace(/\s+/g, ' ') };
  };
  const shopperPath = (orderId: number, edit: number) =>
    `/orders/${orderId}/edits/${edit}/credit-note`;
  const adminPath = (orderId: number, edit: number) =>
    `/admin/orders/${orderId}/edits/${edit}/credit-note`;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    asha = await shopperAt(t, 'asha.cn-edit@example.com');
    ravi = await shopperAt(t, 'ravi.cn-edit@example.com');
    rice = await aProduct(t, 3, 33_333);
    dal = await aProduct(t, 4, 12_345);
    // a cash-on-delivery order, invoiced at placing: the edit's credit note has no refund
    edited = await placeOrder(t, asha, 'cod', two(2, 1));
    const read = await as('owner', 'GET', `/admin/orders/${edited.OrderId}`);
    const res = await as('owner', 'POST', `/admin/orders/${edited.OrderId}/edit`, {
      Version: AdminOrderAnswer.parse(read.body).OrderDetails.Version,
      Lines: two(2, 0),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const notes = AdminOrderAnswer.parse(res.body).OrderDetails.EditCreditNotes!;
    expect(notes).toHaveLength(1);
    editId = notes[0]!.EditId;
    noteNumber = notes[0]!.CreditNoteNumber;
  }, 600_000); // a placed and edited order through the real calls
  afterAll(() => t?.close());

  it("lists the edit's credit note on the shopper's order, and none on an order without edits", async () => {
    const d = await shopperDetails(asha, edited.OrderId);
    expect(d.EditCreditNotes).toEqual([
      {
        EditId: editId,
        CreditNoteNumber: expect.stringMatching(/^CN\//),
        IssuedAt: expect.any(String),
      },
    ]);
    expect(new Date(d.EditCreditNotes[0]!.IssuedAt).toISOString()).toBe(
      d.EditCreditNotes[0]!.IssuedAt,
    );
    const plain = await placeOrder(t, asha, 'cod', two(1, 1));
    expect((await shopperDetails(asha, plain.OrderId)).EditCreditNotes).toEqual([]);
    // a packer reads the order without money: no credit notes either
    const packer = AdminOrderAnswer.parse(
      (await as('packer', 'GET', `/admin/orders/${edited.OrderId}`)).body,
    ).OrderDetails;
    expect(packer.EditCreditNotes).toBeUndefined();
  });

  it('gives the shopper their own edit’s credit note with the GST fields, as the store prints it', async () => {
    const { res, text } = await pdfAt(shopperPath(edited.OrderId, editId), asha.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="credit-note-${edited.OrderNumber}-edit-${editId}.pdf"`,
    );
    const dalLine = edited.Lines.find((l) => l.ProductId === dal.id)!;
    for (const fact of [
      'Credit Note',
      noteNumber,
      'Original invoice no.',
      edited.InvoiceNumber!,
      edited.OrderNumber,
      'HSN/SAC',
      dalLine.Hsn,
      'CGST',
      'SGST',
      'Credit note total',
      'Order changed: Items removed from the order by the store',
    ])
      expect(text).toContain(fact);
    // the value taken off: the dal line as billed
    expect(text).toContain(formatInr(dalLine.NetAmount));
    const store = await pdfAt(adminPath(edited.OrderId, editId), tokens.owner);
    expect(store.res.status).toBe(200);
    expect(store.text).toBe(text);
  });

  it('prints the figures GSTR-1 files for the edit, to the paisa', async () => {
    const d = await shopperDetails(asha, edited.OrderId);
    const { year, month } = indiaDate(new Date(d.EditCreditNotes[0]!.IssuedAt));
    const period = `${year}-${String(month).padStart(2, '0')}`;
    const csv = await fetch(`${t.url}/api/admin/gst-returns/sales-register.csv?Period=${period}`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).split(/\r?\n/).map((l) => l.split(','));
    const header = rows[0]!.map((h) => h.replace(/^\uFEFF/, '').replace(/"/g, ''));
    const row = rows.find((r) => r.some((c) => c.includes(noteNumber)));
    expect(row, `no line for ${noteNumber}`).toBeDefined();
    const cell = (name: string) => Math.round(-Number(row![header.indexOf(name)]) * 100);
    const filed = {
      taxable: cell('Taxable value'),
      cgst: cell('CGST'),
      sgst: cell('SGST'),
      igst: cell('IGST'),
      total: cell('Total'),
    };
    expect(filed.total).toBe(edited.Lines.find((l) => l.ProductId === dal.id)!.NetAmount);
    expect(filed.taxable + filed.cgst + filed.sgst + filed.igst).toBe(filed.total);
    const { text } = await pdfAt(shopperPath(edited.OrderId, editId), asha.token);
    // the totals box: taxable value, CGST, SGST, the credit note's total, each as filed
    const box = text.slice(text.lastIndexOf('Taxable value'));
    expect(box).toMatch(
      new RegExp(
        [filed.taxable, filed.cgst, filed.sgst, filed.total]
          .map((p) => formatInr(p).replace(/[.₹]/g, '\\$&'))
          .join('.*'),
      ),
    );
  });

  it("answers 404 for another shopper's order, another order's edit and an order with no edit credit note", async () => {
    expect((await pdfAt(shopperPath(edited.OrderId, editId), ravi.token)).res.status).toBe(404);
    const plain = await placeOrder(t, asha, 'cod', two(1, 1));
    const other = await pdfAt(shopperPath(plain.OrderId, editId), asha.token);
    expect(other.res.status).toBe(404);
    expect((await pdfAt(adminPath(plain.OrderId, editId), tokens.owner)).res.status).toBe(404);
    expect((await pdfAt(shopperPath(edited.OrderId, editId + 1000), asha.token)).res.status).toBe(
      404,
    );
  });

  it('is for the owner and a manager in the console: a packer gets 403', async () => {
    await expectDocumentRoles(t, tokens, adminPath(edited.OrderId, editId), ['owner', 'manager']);
    // the shopper's route wants a shopper
    expect((await pdfAt(shopperPath(edited.OrderId, editId), undefined)).res.status).toBe(401);
  });

  it('answers 400 naming the bad id', async () => {
    for (const [path, token] of [
      [shopperPath, asha.token],
      [adminPath, tokens.owner],
    ] as const) {
      const byPath = (p: string) =>
        call(t, 'GET', p, token) as Promise<{ status: number; body: Record<string, unknown> }>;
      expectBadField(await byPath(path(edited.OrderId, 0)), 'params.editId');
      expectBadField(
        await byPath(path(edited.OrderId, 0).replace(/\/0\//, '/x1/')),
        'params.editId',
      );
      expectBadField(await byPath(path(0, editId).replace(/\/0\//, '/abc/')), 'params.orderId');
    }
  });
});
