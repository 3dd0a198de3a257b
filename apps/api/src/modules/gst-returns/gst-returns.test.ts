import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { strFromU8, unzipSync } from 'fflate';
import { AdminOrderAnswer, GstReturnSummary, type OrderDetails } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import type { InvoiceLine } from '../orders';
import {
  ADMIN_TOKEN,
  aProduct,
  consoleAs,
  deliver,
  expectDocumentRoles,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Items,
  type Shopper,
} from '../orders/console/orders-test-kit';
import { call, moveRefund, returned } from '../refunds/refunds-test-kit';
import { callerTokens, expectRoles, type Caller } from '../staff/staff-test-kit';
import {
  allDocuments,
  gstinCheckChar,
  makeB2b,
  moveDocumentsTo,
  setOrderDate,
  setProductTax,
} from './gst-returns-test-kit';
import { B2CL_THRESHOLD, supplyOf } from './gstr1';
import schema from './gstr1.schema.json';

// The tie-out of issue #28: a month of orders through the real flows, and every section of GSTR-1
// and the sales register equal to the sums of the invoices' and credit notes' own lines.

const GSTIN = '27AAPFU0939F1ZV';
const OCTOBER = '2026-10';

type Sums = { taxable: number; igst: number; cgst: number; sgst: number };
const sum = (lines: InvoiceLine[]): Sums =>
  lines.reduce(
    (a, l) => ({
      taxable: a.taxable + l.taxableValue,
      igst: a.igst + l.igst,
      cgst: a.cgst + l.cgst,
      sgst: a.sgst + l.sgst,
    }),
    { taxable: 0, igst: 0, cgst: 0, sgst: 0 },
  );
const minus = (a: Sums, b: Sums): Sums => ({
  taxable: a.taxable - b.taxable,
  igst: a.igst - b.igst,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
});
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

describe.each(DB_KINDS)('GST returns on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  const placed: Record<string, OrderDetails> = {};

  const returnOf = async (s: Shopper, o: OrderDetails, productId: number, qty: number) => {
    const r = await returned(t, s.token, {
      OrderId: o.OrderId,
      Lines: [{ ProductId: productId, VariantId: null, Qty: qty }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
    });
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
    expect((await moveRefund(t, r.RefundId, { Status: 'picked_up' })).status).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    const asha = await shopperAt(t, 'asha.gst@example.com'); // Karnataka, as the store
    const meera = await shopperAt(t, 'meera.gst@example.com', {
      State: 'MH',
      City: 'Mumbai',
      Pincode: '400001',
    });
    const firm = await shopperAt(t, 'firm.gst@example.com');
    // several rates: 5 % and 18 % goods, a 0 % staple, a 12 % one, and a dear 18 % item for B2CL
    const p5 = await aProduct(t, 0, 33_333);
    const p18 = await aProduct(t, 1, 25_001);
    const p0 = await aProduct(t, 2, 9_999);
    const p12 = await aProduct(t, 3, 14_950);
    const dear = await aProduct(t, 4, 60_000_00);
    await setProductTax(t, p5.id, 5, '04012000');
    await setProductTax(t, p18.id, 18, '34011190');
    await setProductTax(t, p0.id, 0, '07133100');
    await setProductTax(t, p12.id, 12, '20079910');
    await setProductTax(t, dear.id, 18, '85166000');
    const coupon = await call(t, 'POST', '/admin/coupons', ADMIN_TOKEN, {
      Code: 'GSTTEN',
      Title: '10 % off',
      Kind: 'percent',
      Value: 10,
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    const basket = (...lines: [number, number][]): Items =>
      lines.map(([ProductId, Qty]) => ({ ProductId, VariantId: null, Qty }));

    // intra-state, a coupon over every line, a partial return
    placed.couponed = await placeOrder(
      t,
      asha,
      'wallet',
      basket([p5.id, 3], [p18.id, 2], [p0.id, 1], [p12.id, 1]),
      'GSTTEN',
    );
    await deliver(t, placed.couponed.OrderId);
    await returnOf(asha, placed.couponed, p18.id, 1);
    // inter-state, partly returned
    placed.inter = await placeOrder(t, meera, 'wallet', basket([p5.id, 1], [p18.id, 1]));
    await deliver(t, placed.inter.OrderId);
    await returnOf(meera, placed.inter, p5.id, 1);
    // a small 0 % order: the fees at 18 %
    placed.small = await placeOrder(t, asha, 'cod', basket([p0.id, 1]));
    // cancelled with nothing paid (cash on delivery): a cancelled invoice
    placed.codCancelled = await placeOrder(t, asha, 'cod', basket([p18.id, 1]));
    // cancelled after paying: its credit note takes the whole invoice back
    placed.paidCancelled = await placeOrder(t, asha, 'wallet', basket([p5.id, 1], [p12.id, 2]));
    for (const o of [placed.codCancelled, placed.paidCancelled]) {
      const res = await call(t, 'POST', `/orders/${o!.OrderId}/cancel`, asha.token, {
        Reason: 'Ordered by mistake',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // a business buyer (B2B), partly returned (CDNR)
    placed.b2b = await placeOrder(t, firm, 'wallet', basket([p18.id, 2], [p5.id, 1]));
    await makeB2b(t, placed.b2b.OrderId, GSTIN, 'Unique Traders');
    await deliver(t, placed.b2b.OrderId);
    await returnOf(firm, placed.b2b, p18.id, 1);
    // inter-state to an unregistered buyer above the threshold (B2CL), one returned (CDNUR)
    placed.large = await placeOrder(t, meera, 'wallet', basket([dear.id, 2]));
    await deliver(t, placed.large.OrderId);
    await returnOf(meera, placed.large, dear.id, 1);
    // edited before packing (#28 item 3.6): a prepaid order (its refund carries the edit's credit
    // note) and a COD order (nothing paid, but its invoice was issued at placing: a credit note
    // all the same, with no refund)
    const editTo = async (o: OrderDetails, lines: Items) => {
      const read = await as('owner', 'GET', `/admin/orders/${o.OrderId}`);
      const { Version } = AdminOrderAnswer.parse(read.body).OrderDetails;
      const res = await as('owner', 'POST', `/admin/orders/${o.OrderId}/edit`, {
        Version,
        Lines: lines,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    placed.editedPrepaid = await placeOrder(t, asha, 'wallet', basket([p5.id, 2], [p18.id, 1]));
    await editTo(placed.editedPrepaid, basket([p5.id, 1], [p18.id, 0]));
    placed.editedCod = await placeOrder(t, asha, 'cod', basket([p12.id, 2], [p0.id, 1]));
    await editTo(placed.editedCod, basket([p12.id, 1], [p0.id, 0]));

    await moveDocumentsTo(t, '2026-10-05T04:00:00Z', '2026-10-20T04:00:00Z');
    // the month's last minutes in India: 23:50 on 31 October is October's, 00:10 on 1 November is not
    placed.lastMinute = await placeOrder(t, asha, 'cod', basket([p5.id, 1]));
    placed.nextMonth = await placeOrder(t, asha, 'cod', basket([p5.id, 2]));
    await setOrderDate(t, placed.lastMinute.OrderId, '2026-10-31T18:20:00Z');
    await setOrderDate(t, placed.nextMonth.OrderId, '2026-10-31T18:40:00Z');
  }, 600_000); // a month of orders through the real calls
  afterAll(() => t?.close());

  const summary = async (period: string) => {
    const res = await as('manager', 'GET', `/admin/gst-returns?Period=${period}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return GstReturnSummary.parse(res.body);
  };
  const download = async (path: string) => {
    const res = await fetch(`${t.url}/api${path}`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(res.status).toBe(200);
    return res;
  };

  it('is the owner’s and manager’s: a packer, a shopper and no one are refused', async () => {
    await expectRoles(t, tokens, 'GET', `/admin/gst-returns?Period=${OCTOBER}`, [
      'owner',
      'manager',
    ]);
    for (const file of ['gstr1.json', 'gstr1.zip', 'sales-register.csv']) {
      await expectDocumentRoles(t, tokens, `/admin/gst-returns/${file}?Period=${OCTOBER}`, [
        'owner',
        'manager',
      ]);
    }
  });

  it('takes the test GSTIN’s check character by the mod-36 algorithm', () => {
    expect(gstinCheckChar(GSTIN.slice(0, 14))).toBe(GSTIN[14]);
    expect(gstinCheckChar('29AABCK1234M1Z')).toBe('G');
  });

  it('ties every GSTR-1 section to the invoices’ and credit notes’ own lines, to the paisa', async () => {
    const { invoices, notes } = await allDocuments(t);
    const inOctober = (d: Date) =>
      d >= new Date('2026-09-30T18:30:00Z') && d < new Date('2026-10-31T18:30:00Z');
    const octInvoices = invoices.filter((i) => inOctober(i.data.invoiceDate));
    const octNotes = notes.filter((n) => inOctober(n.data.creditNoteDate));
    const cancelledIds = [placed.codCancelled!.OrderId];
    const live = octInvoices.filter((i) => !cancelledIds.includes(i.order.id));
    const supply = (o: (typeof invoices)[number]['order']) =>
      supplyOf(o.buyerGstin, o.bill.IsInterState, o.bill.AmountPayable);
    const linesOf = <T extends { data: { lines: InvoiceLine[] } }>(docs: T[]) =>
      docs.flatMap((d) => d.data.lines);
    const invOf = (s: string) => live.filter((i) => supply(i.order) === s);
    const cnOf = (s: string) => octNotes.filter((n) => supply(n.order) === s);
    expect(invOf('b2b').map((i) => i.order.id)).toEqual([placed.b2b!.OrderId]);
    expect(invOf('b2cl').map((i) => i.order.id)).toEqual([placed.large!.OrderId]);
    expect(placed.large!.Bill.AmountPayable).toBeGreaterThan(B2CL_THRESHOLD);
    // three B2CS returns and cancellations, two B2CS edits, one CDNR, one CDNUR
    expect(octNotes).toHaveLength(7);
    // an edited order's invoice is the one issued; its edit's credit note takes off the difference
    for (const o of [placed.editedPrepaid!, placed.editedCod!]) {
      const inv = invoices.find((i) => i.order.id === o.OrderId)!;
      expect(inv.data.totals.total).toBe(o.AmountPayable);
      const [note, ...more] = notes.filter((n) => n.order.id === o.OrderId);
      expect(more).toEqual([]);
      expect(note!.data.totals.total).toBe(o.AmountPayable - inv.order.amountPayablePaise);
      expect(note!.data.totals.total).toBe(note!.data.lines.reduce((a, l) => a + l.total, 0));
      expect(note!.data.invoiceNumber).toBe(o.InvoiceNumber);
    }
    const [prepaidEdit, codEdit] = await queryRows<{
      refund_note: string | null;
      edit_note: string;
    }>(
      t.database.db,
      sql`SELECT r.credit_note_number AS refund_note, e.credit_note_number AS edit_note
            FROM order_edits e LEFT JOIN refunds r ON r.id = e.refund_id
           WHERE e.order_id IN (${placed.editedPrepaid!.OrderId}, ${placed.editedCod!.OrderId})
           ORDER BY e.order_id`,
    );
    expect(prepaidEdit!.refund_note).toBe(prepaidEdit!.edit_note); // the refund's note is the edit's
    expect(codEdit).toMatchObject({ refund_note: null, edit_note: expect.stringMatching(/^CN\//) });

    const s = await summary(OCTOBER);
    const section = (name: string) => {
      const x = s.Sections.find((r) => r.Section === name)!;
      return { taxable: x.Taxable, igst: x.Igst, cgst: x.Cgst, sgst: x.Sgst };
    };
    expect(section('b2b')).toEqual(sum(linesOf(invOf('b2b'))));
    expect(section('b2cl')).toEqual(sum(linesOf(invOf('b2cl'))));
    expect(section('b2cs')).toEqual(minus(sum(linesOf(invOf('b2cs'))), sum(linesOf(cnOf('b2cs')))));
    expect(section('cdnr')).toEqual(sum(linesOf(cnOf('b2b'))));
    expect(section('cdnur')).toEqual(sum(linesOf(cnOf('b2cl'))));
    expect(section('hsnB2b')).toEqual(minus(sum(linesOf(invOf('b2b'))), sum(linesOf(cnOf('b2b')))));
    expect(section('hsnB2c')).toEqual(
      minus(
        sum([...linesOf(invOf('b2cs')), ...linesOf(invOf('b2cl'))]),
        sum([...linesOf(cnOf('b2cs')), ...linesOf(cnOf('b2cl'))]),
      ),
    );
    expect(s.Invoices).toBe(octInvoices.length);
    expect(s.CreditNotes).toBe(octNotes.length);
    // the document series: every invoice and credit note of the month, the unpaid cancellation cancelled
    const series = (k: string) => s.Docs.filter((d) => d.Kind === k);
    expect(series('invoice').reduce((a, d) => a + d.Total, 0)).toBe(octInvoices.length);
    expect(series('invoice').reduce((a, d) => a + d.Cancelled, 0)).toBe(1);
    expect(series('credit-note').reduce((a, d) => a + d.Total, 0)).toBe(octNotes.length);
    const numbers = octInvoices.map((i) => i.data.invoiceNumber).sort();
    expect(numbers).toContain(series('invoice')[0]!.From);

    // the portal JSON: valid against the schema, each rate row of B2CS equal to its documents
    const json = (await (
      await download(`/admin/gst-returns/gstr1.json?Period=${OCTOBER}`)
    ).json()) as {
      gstin: string;
      fp: string;
      b2cs: {
        pos: string;
        rt: number;
        txval: number;
        iamt?: number;
        camt?: number;
        samt?: number;
      }[];
      b2b: { ctin: string; inv: { inum: string; val: number }[] }[];
      cdnur: { nt_num: string; val: number }[];
    };
    const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
    const valid = ajv.validate(schema, json);
    expect(valid, JSON.stringify(ajv.errors)).toBe(true);
    expect(json).toMatchObject({ gstin: '29AABCK1234M1ZG', fp: '102026' });
    expect(json.b2b).toEqual([
      {
        ctin: GSTIN,
        inv: [
          expect.objectContaining({
            inum: placed.b2b!.InvoiceNumber,
            val: placed.b2b!.Bill.AmountPayable / 100,
          }),
        ],
      },
    ]);
    for (const row of json.b2cs) {
      const lines = (docs: typeof live | typeof octNotes) =>
        docs
          .filter((d) => d.data.buyer.stateCode === row.pos)
          .flatMap((d) => d.data.lines)
          .filter((l) => l.gstRate === row.rt);
      const want = minus(sum(lines(invOf('b2cs'))), sum(lines(cnOf('b2cs'))));
      expect({
        taxable: paise(row.txval),
        igst: paise(row.iamt),
        cgst: paise(row.camt),
        sgst: paise(row.samt),
      }).toEqual(want);
    }
    expect(json.cdnur.map((n) => n.nt_num)).toEqual(
      cnOf('b2cl').map((n) => n.data.creditNoteNumber),
    );

    // the sales register: one line per document, its columns summing to the net figures
    const register = (
      await (await download(`/admin/gst-returns/sales-register.csv?Period=${OCTOBER}`)).text()
    )
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const [head, ...rows] = register;
    expect(rows).toHaveLength(octInvoices.length + octNotes.length);
    const col = (name: string) =>
      rows.reduce((a, r) => a + paise(Number(r[head!.indexOf(name)])), 0);
    const net = minus(sum(linesOf(live)), sum(linesOf(octNotes)));
    expect({
      taxable: col('Taxable value'),
      igst: col('IGST'),
      cgst: col('CGST'),
      sgst: col('SGST'),
    }).toEqual(net);

    // the offline tool's files, zipped
    const zip = unzipSync(
      new Uint8Array(
        await (await download(`/admin/gst-returns/gstr1.zip?Period=${OCTOBER}`)).arrayBuffer(),
      ),
    );
    expect(Object.keys(zip).sort()).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'docs.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
    ]);
    const b2cs = strFromU8(zip['b2cs.csv']!)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(b2cs[0]).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    expect(b2cs.slice(1).reduce((a, l) => a + paise(Number(l.split(',')[4])), 0)).toBe(
      section('b2cs').taxable,
    );
  });

  it('files an invoice by its date in India time: 23:50 on 31 October in October, 00:10 on 1 November in November', async () => {
    const november = await summary('2026-11');
    expect(november.Invoices).toBe(1);
    expect(november.Docs[0]).toMatchObject({ From: placed.nextMonth!.InvoiceNumber, Total: 1 });
    const json = (await (
      await download(`/admin/gst-returns/gstr1.json?Period=2026-10`)
    ).json()) as { doc_issue: { doc_det: { docs: { from: string; to: string }[] }[] } };
    void json;
    const october = await summary(OCTOBER);
    expect(october.From).toBe('2026-10-01');
    expect(october.To).toBe('2026-10-31');
    const quarter = await summary('2026-Q4');
    expect(quarter.Invoices).toBe(october.Invoices + november.Invoices);
    const { invoices } = await allDocuments(t);
    const last = invoices.find((i) => i.order.id === placed.lastMinute!.OrderId)!;
    expect(october.Invoices).toBe(invoices.length - 1);
    expect(last.data.invoiceDate.toISOString()).toBe('2026-10-31T18:20:00.000Z');
  });

  it('answers an empty period with no documents, and refuses a bad period naming it', async () => {
    const empty = await summary('2026-05');
    expect(empty).toMatchObject({ Invoices: 0, CreditNotes: 0, Docs: [] });
    const bad = await as('owner', 'GET', '/admin/gst-returns?Period=2026-13');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Period');
  });
});
