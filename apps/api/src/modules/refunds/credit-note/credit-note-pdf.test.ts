import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';

import { creditNoteData } from './credit-note-data';
import { documentLabels } from '../../orders';
import { renderCreditNotePdf } from './credit-note-pdf';

// The credit note's labels from the invoice catalogue: English alone, or English and Hindi.

const data = creditNoteData({
  seller: {
    legalName: 'Kirana Retail Private Limited',
    storeName: 'Kirana',
    address: '12, 4th Cross, Indiranagar\nBengaluru 560038',
    gstin: '29ABCDE1234F1Z5',
    state: 'KA',
  },
  buyer: {
    name: 'Asha Rao',
    addressLines: ['Chennai 600028'],
    phone: '+91 98450 12345',
    state: 'KA',
  },
  isInterState: false,
  creditNoteNumber: 'KRN/CN/26-27/000007',
  creditNoteDate: new Date('2026-11-20T10:00:00+05:30'),
  invoiceNumber: 'KRN/26-27/000123',
  invoiceDate: new Date('2026-11-15T10:00:00+05:30'),
  orderNumber: 'KRN-2611-000456',
  refundNumber: 'RF-000042',
  refundKind: 'return',
  reason: 'Damaged or defective',
  lines: [
    {
      description: 'Sona Masoori Rice (5 kg)',
      hsn: '1006',
      qty: 1,
      unitPrice: 55_000,
      discount: 0,
      taxableValue: 52_381,
      gstRate: 5,
      cgst: 1_309,
      sgst: 1_310,
      igst: 0,
      total: 55_000,
    },
  ],
});

const textOf = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('renderCreditNotePdf', () => {
  it('prints English labels alone for an English buyer', async () => {
    const text = await textOf(await renderCreditNotePdf(data));
    for (const expected of [
      'Credit Note',
      'Original invoice no.',
      'Reason: Goods returned: Damaged or defective',
      'Issued against tax invoice KRN/26-27/000123;',
      'Rupees Five Hundred Fifty Only',
      'Credit note total',
      '₹550.00',
      'This is a computer-generated credit note.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });

  it("titles and stamps a test order's credit note as a test one, in English and Hindi", async () => {
    const test = { ...data, creditNoteNumber: 'TCN/26-27/000001' };
    const text = await textOf(await renderCreditNotePdf(test, 'hi', documentLabels('hi'), true));
    for (const both of [
      'Test Credit Note',
      'परीक्षण क्रे', // a PDF's text is in glyph order
      'TEST',
      'Test order: this is not a GST credit note.',
      'परीक्षण ऑडर् र: यह जीएसटी',
      'TCN/26-27/000001',
    ])
      expect(text).toContain(both);
    expect(await textOf(await renderCreditNotePdf(data))).not.toMatch(/test/i);
  });

  it("prints a cancellation's reason, and a store's own words as written", async () => {
    const cancelled = {
      ...data,
      refundKind: 'cancellation' as const,
      reason: 'Found a better price',
    };
    const hi = await textOf(await renderCreditNotePdf(cancelled, 'hi'));
    expect(hi).toContain('Order cancelled: Found a better price');
    expect(hi).toContain(': कहीं और सस्ता');
    const own = { ...cancelled, reason: 'Rain stopped deliveries' };
    const ownText = await textOf(await renderCreditNotePdf(own, 'hi'));
    // under the English line, the Hindi one with the store's words as written
    expect(ownText.split(': Rain stopped deliveries')).toHaveLength(3);
  });

  it("prints a store's preset cancel reason from its code, in English and the buyer's language", async () => {
    // stored as the console's English words; the code decides what prints
    const preset = {
      ...data,
      refundKind: 'cancellation' as const,
      reason: 'Out of stock',
      cancelReasonCode: 'out_of_stock' as const,
    };
    const hi = await textOf(await renderCreditNotePdf(preset, 'hi'));
    expect(hi).toContain('Order cancelled: Out of stock');
    // सामान स्टॉक में नहीं है (a PDF's text is in glyph order: the conjunct splits)
    expect(hi).toContain('टॉक में नहीं है');
    const en = await textOf(await renderCreditNotePdf(preset));
    expect(en).toContain('Order cancelled: Out of stock');
    expect(en).not.toMatch(/[\u0900-\u097F]/);
    // the code wins over the words stored beside it
    const payment = {
      ...preset,
      reason: 'Payment issue',
      cancelReasonCode: 'payment_issue' as const,
    };
    expect(await textOf(await renderCreditNotePdf(payment, 'hi'))).toContain('भुगतान में समस्या');
  });

  it("prints 'other' as the store wrote it, never a preset's words", async () => {
    const other = {
      ...data,
      refundKind: 'cancellation' as const,
      reason: 'Out of stock',
      cancelReasonCode: 'other' as const,
    };
    const text = await textOf(await renderCreditNotePdf(other, 'hi'));
    // English and the Hindi line both carry the store's own words, untranslated
    expect(text.split(': Out of stock')).toHaveLength(3);
    expect(text).not.toContain('टॉक में नहीं है');
  });

  it("says an order edit's note is an order changed, not cancelled", async () => {
    const edit = {
      ...data,
      refundKind: 'edit' as const,
      reason: 'Items removed from the order by the store',
    };
    const text = await textOf(await renderCreditNotePdf(edit, 'hi'));
    expect(text).toContain('Order changed: Items removed from the order by the store');
    expect(text).not.toContain('Order cancelled');
    // ऑर्डर बदला गया: स्टोर ने ऑर्डर से सामान हटाया, in glyph order
    expect(text).toContain('बदला गया: ');
    expect(text).toContain('सामान हटाया');
  });

  it('keeps the statutory English labels and adds the Hindi ones for a Hindi buyer', async () => {
    const text = await textOf(await renderCreditNotePdf(data, 'hi'));
    for (const statutory of ['Credit Note', 'Original invoice no.', 'HSN/SAC', 'Credit note total'])
      expect(text).toContain(statutory);
    // words without a pre-base vowel sign (a PDF's text is in glyph order)
    for (const hindi of ['मूल बीजक संख्या', 'मात्रा', 'कर योग्य मूल्य', 'State / राज्य'])
      expect(text).toContain(hindi);
    expect(text).toMatch(/Reason \/ कारण ?: Goods returned: Damaged or defective/);
    // the reason, the note and the amount in words in Hindi under the English ones
    for (const hindi of [
      'सामान लौटाया गया: टूटा-फूटा या खराब',
      'कर बीजक KRN/26-27/000123 के बदले जारी',
      'पाँच सौ पचास', // रुपये मात्र: a PDF's text is in glyph order
    ])
      expect(text).toContain(hindi);
    for (const value of ['KRN/CN/26-27/000007', 'Sona Masoori Rice (5 kg)', '₹550.00'])
      expect(text).toContain(value);
  });
});
