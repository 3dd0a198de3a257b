import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { AdminOrderAnswer, formatInr, RefundDetails } from '@kirana/shared';
import { queryRows } from '../../db/client';
import { DB_KINDS } from '../../test/harness';
import {
  ADMIN_TOKEN,
  call,
  deliveredWalletOrder,
  items,
  moveRefund,
  placeOrder,
  refundsTestApp,
  returned,
} from './refunds-test-kit';

// The GST credit note of a refund: its own number, the original invoice and the amount.

describe.each(DB_KINDS)('GST credit notes on %s', (kind) => {
  const app = refundsTestApp(kind);

  it('prints a GST credit note with its own number, the original invoice number and the amount', async () => {
    const { t, asha, p1, p2 } = app;
    const order = await deliveredWalletOrder(t, asha, items([p1.id, 3], [p2.id, 1]));
    const r = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
    });
    expect((await call(t, 'GET', `/refunds/${r.RefundId}/credit-note`, asha.token)).status).toBe(
      404,
    ); // not before the money moved
    await moveRefund(t, r.RefundId, { Status: 'approved' });
    const done = RefundDetails.parse(
      (await moveRefund(t, r.RefundId, { Status: 'picked_up' })).body.RefundDetails,
    );
    const res = await fetch(`${t.url}/api/refunds/${r.RefundId}/credit-note`, {
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text).toContain('Credit Note');
    expect(text).toContain(done.CreditNoteNumber!);
    expect(text).toContain(order.InvoiceNumber!);
    expect(text).toContain(formatInr(r.Amount));
    expect(text).toContain(r.RefundNumber);
    // CGST + SGST inside the amount, within Karnataka
    expect(text).toMatch(/CGST/);
    // the store prints the same note from the console
    const store = await fetch(`${t.url}/api/admin/refunds/${r.RefundId}/credit-note`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(store.status).toBe(200);
    expect(store.headers.get('content-type')).toBe('application/pdf');
    const storePdf = await getDocumentProxy(new Uint8Array(await store.arrayBuffer()));
    expect((await extractText(storePdf, { mergePages: true })).text).toBe(text);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM refunds WHERE credit_note_number = ${done.CreditNoteNumber}`,
    );
    expect(Number(n!.n)).toBe(1);
  });
  it("labels a Hindi account's invoice and credit note in English and Hindi", async () => {
    const { t, asha, p1 } = app;
    const pdfText = async (path: string) => {
      const res = await fetch(`${t.url}/api${path}`, {
        headers: { authorization: `Bearer ${asha.token}` },
      });
      expect(res.status).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
      return (await extractText(pdf, { mergePages: true })).text;
    };
    const order = await deliveredWalletOrder(t, asha, items([p1.id, 1]));
    expect((await call(t, 'PUT', '/profile/language', asha.token, { Language: 'hi' })).status).toBe(
      200,
    );
    const r = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
    });
    await moveRefund(t, r.RefundId, { Status: 'approved' });
    await moveRefund(t, r.RefundId, { Status: 'picked_up' });
    const invoice = await pdfText(`/orders/${order.OrderId}/invoice`);
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain('कर बीजक');
    expect(invoice).toContain(order.InvoiceNumber!);
    const note = await pdfText(`/refunds/${r.RefundId}/credit-note`);
    expect(note).toContain('Credit Note');
    expect(note).toContain('मूल बीजक संख्या');
    expect(note).toContain(formatInr(r.Amount));
    // back to English: the labels follow the account, English alone
    await call(t, 'PUT', '/profile/language', asha.token, { Language: 'en' });
    expect(await pdfText(`/orders/${order.OrderId}/invoice`)).not.toMatch(/[\u0900-\u097F]/);
  });

  it("prints a store's preset cancel reason in English and the buyer's language; 'other' as written", async () => {
    const { t, p1 } = app;
    const meera = await app.newShopper();
    expect(
      (await call(t, 'PUT', '/profile/language', meera.token, { Language: 'hi' })).status,
    ).toBe(200);
    const noteOf = async (Reason: string, ReasonCode: string) => {
      const order = await placeOrder(t, meera, 'wallet', items([p1.id, 1]));
      const res = await call(t, 'POST', `/admin/orders/${order.OrderId}/cancel`, ADMIN_TOKEN, {
        Reason,
        ReasonCode,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [refund] = AdminOrderAnswer.parse(res.body).OrderDetails.Refunds!;
      const pdf = await fetch(`${t.url}/api/refunds/${refund!.RefundId}/credit-note`, {
        headers: { authorization: `Bearer ${meera.token}` },
      });
      expect(pdf.status).toBe(200);
      const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
      return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    };
    const preset = await noteOf('ignored for a preset', 'out_of_stock');
    expect(preset).toContain('Order cancelled: Out of stock');
    // सामान स्टॉक में नहीं है, in the PDF's glyph order
    expect(preset).toContain('टॉक में नहीं है');
    const other = await noteOf('Rain stopped deliveries', 'other');
    expect(other.split(': Rain stopped deliveries')).toHaveLength(3);
    expect(other).not.toContain('टॉक में नहीं है');
  });
});
