import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';

import { computeBill, type BillInput, type BillLineInput } from '../../checkout/bill';
import { documentLabels } from './document-labels';
import { invoiceFromBill, type InvoiceSource } from './invoice-data';
import { renderInvoicePdf } from './invoice-pdf';

function line(
  key: string,
  name: string,
  unitPrice: number,
  qty: number,
  extra: Partial<BillLineInput>,
) {
  return {
    key,
    productId: 1,
    variantId: null,
    name,
    variantLabel: null,
    unitPrice,
    unitMrp: unitPrice,
    qty,
    gstRate: 5,
    hsn: '1006',
    categoryId: 1,
    ...extra,
  } satisfies BillLineInput;
}

function billInput(deliveryState: string, lines: BillLineInput[]): BillInput {
  return {
    lines,
    couponDiscount: { code: 'SAVE50', amount: 5_000, lineKeys: ['rice'] },
    delivery: {
      methodId: 'std',
      name: 'Delivery charge',
      fee: 4_000,
      freeAbove: null,
      gstRate: 18,
    },
    platformFee: null,
    codFee: { fee: 2_000, gstRate: 18 },
    storeState: 'KA',
    deliveryState,
  };
}

const LINES = [
  line('rice', 'Sona Masoori Rice', 55_000, 2, { variantLabel: '5 kg' }),
  line('soap', 'Sandal Soap', 11_800, 3, { gstRate: 18, hsn: '3401' }),
];

function source(deliveryState: string, lines = LINES): InvoiceSource {
  return {
    bill: computeBill(billInput(deliveryState, lines)),
    seller: {
      legalName: 'Kirana Retail Private Limited',
      storeName: 'Kirana',
      address: '12, 4th Cross, Indiranagar\nBengaluru 560038',
      gstin: '29ABCDE1234F1Z5',
      state: 'KA',
    },
    buyer: {
      name: 'Asha Rao',
      addressLines: ['Flat 3B, Lake View Apartments', 'Chennai 600028'],
      phone: '+91 98450 12345',
      state: deliveryState,
    },
    invoiceNumber: 'KRN/26-27/000123',
    invoiceDate: new Date('2026-11-15T10:00:00+05:30'),
    orderNumber: 'KRN-2611-000456',
  };
}

const textOf = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('invoiceFromBill', () => {
  it('carries every line and charged fee with SAC codes, and the bill totals', () => {
    const data = invoiceFromBill(source('KA'));
    expect(
      data.lines.map((l) => [l.description, l.hsn, l.taxableValue, l.cgst, l.sgst, l.total]),
    ).toEqual([
      // rice: 1,10,000 - 5,000 = 1,05,000 at 5%: 1,00,000 + 5,000
      ['Sona Masoori Rice (5 kg)', '1006', 100_000, 2_500, 2_500, 105_000],
      // soap: 35,400 at 18%: 30,000 + 5,400
      ['Sandal Soap', '3401', 30_000, 2_700, 2_700, 35_400],
      ['Delivery charge', '996813', 3_390, 305, 305, 4_000],
      ['Cash on delivery fee', '996813', 1_695, 152, 153, 2_000],
    ]);
    expect(data.totals).toEqual({
      taxable: 135_085,
      cgst: 5_657,
      sgst: 5_658,
      igst: 0,
      total: 146_400,
    });
    expect(data.placeOfSupply).toBe('Karnataka (29)');
    expect(data.seller).toMatchObject({ stateCode: '29', stateName: 'Karnataka' });
    expect(data.amountInWords).toBe('Rupees One Thousand Four Hundred Sixty-Four Only');
  });

  it('refuses a bill taxed for another state than the buyer', () => {
    const src = source('KA');
    expect(() => invoiceFromBill({ ...src, buyer: { ...src.buyer, state: 'TN' } })).toThrow(
      /taxed for KA, not TN/,
    );
  });
});

describe('renderInvoicePdf', () => {
  it('prints an intra-state invoice with CGST and SGST', async () => {
    const pdf = await renderInvoicePdf(invoiceFromBill(source('KA')));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(100_000);
    const text = await textOf(pdf);
    for (const expected of [
      'Tax Invoice',
      'KRN/26-27/000123',
      'KRN-2611-000456',
      '15 Nov 2026',
      'GSTIN: 29ABCDE1234F1Z5',
      'Place of supply: Karnataka (29)',
      'Sona Masoori Rice (5 kg)',
      '1006',
      '3401',
      '996813',
      '1,000.00', // rice taxable value
      '25.00', // rice CGST and SGST
      '300.00', // soap taxable value
      '27.00', // soap CGST and SGST
      '33.90', // delivery taxable value
      'CGST (₹)',
      'SGST (₹)',
      '₹1,350.85', // taxable total
      '₹56.57', // CGST total
      '₹56.58', // SGST total
      '₹1,464.00', // invoice total
      'Coupon SAVE50: ₹50.00 off',
      'Rupees One Thousand Four Hundred Sixty-Four Only',
      'This is a computer-generated invoice.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('prints an inter-state invoice with IGST only, in Indian digit grouping', async () => {
    const big = [line('rice', 'Basmati Rice 25 kg', 1_23_456_00, 1, {}), ...LINES.slice(1)];
    const data = invoiceFromBill(source('TN', big));
    expect(data.isInterState).toBe(true);
    const text = await textOf(await renderInvoicePdf(data));
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('IGST (₹)');
    expect(text).not.toContain('CGST');
    // rice: 1,23,456.00 - 50.00 = 1,23,406.00 at 5%: 1,17,529.52 taxable, 5,876.48 IGST
    expect(text).toContain('1,17,529.52');
    expect(text).toContain('5,876.48');
    expect(text).toContain(
      `₹${(data.totals.igst / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toContain(data.amountInWords);
  });

  it('runs a long order onto more pages and stays small', async () => {
    const many = Array.from({ length: 70 }, (_, i) =>
      line(i === 0 ? 'rice' : `p${i}`, `Product number ${i + 1}`, 9_900 + i, 1, {
        hsn: `0${i + 100}`,
      }),
    );
    const pdf = await renderInvoicePdf(invoiceFromBill(source('KA', many)));
    const { totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    expect(pdf.length).toBeLessThan(100_000);
    const text = await textOf(pdf);
    expect(text).toContain('Product number 70');
    expect(text).toContain('This is a computer-generated invoice.');
  });
});

describe('renderInvoicePdf for a Hindi buyer', () => {
  it('keeps every statutory English label and puts the Hindi one beside it', async () => {
    const data = invoiceFromBill(source('KA'));
    const english = await textOf(await renderInvoicePdf(data));
    const text = await textOf(await renderInvoicePdf(data, null, 'hi'));
    for (const statutory of ['Tax Invoice', 'Invoice no.', 'HSN/SAC', 'CGST (₹)', 'Invoice total'])
      expect(text).toContain(statutory);
    // a PDF's text comes out in glyph order (a pre-base vowel sign such as ि before its
    // consonant), so these are words without one
    for (const hindi of ['कर बीजक', 'बीजक संख्या', 'मात्रा', 'कर योग्य मूल्य', 'बीजक का कुल'])
      expect(text).toContain(hindi);
    expect(text).toContain('GSTIN / जीएसटी पहचान संख्या : 29ABCDE1234F1Z5');
    expect(text).toContain('यह कंप्यूटर से बना बीजक है।');
    // values, amounts and product names as sold stay as they are
    for (const value of ['29ABCDE1234F1Z5', 'Sona Masoori Rice (5 kg)', '₹1,464.00', '1,000.00'])
      expect(text).toContain(value);
    expect(text).toContain(data.amountInWords);
    expect(english).not.toMatch(/[\u0900-\u097F]/);
  });

  it("writes the notes, the amount in words and a cancelled order's lines in Hindi too", async () => {
    const data = invoiceFromBill(source('KA'));
    const cancelled = { creditNoteNumbers: ['KRN/CN/26-27/000007'] };
    const text = await textOf(await renderInvoicePdf(data, cancelled, 'hi'));
    for (const both of [
      'Coupon SAVE50: ₹50.00 off, already taken off the line values above.',
      'कूपन SAVE50: ₹50.00 की छूट',
      'Rupees One Thousand Four Hundred Sixty-Four Only',
      'एक हज़ार चार सौ', // चौंसठ रुपये मात्र: a PDF's text is in glyph order (see above)
      'Reversed by credit note KRN/CN/26-27/000007.',
      'KRN/CN/26-27/000007 से यह बीजक वापस',
      'Reverse charge',
      'नहीं',
    ])
      expect(text).toContain(both);
    const unpaid = await textOf(await renderInvoicePdf(data, { creditNoteNumbers: [] }, 'hi'));
    expect(unpaid).toContain('बीजक पर कुछ भी देय नहीं है।');
  });

  it("titles and stamps a test order's invoice as a test one, in English and Hindi", async () => {
    const data = invoiceFromBill({ ...source('KA'), invoiceNumber: 'TST/26-27/000001' });
    const text = await textOf(await renderInvoicePdf(data, null, 'hi', documentLabels('hi'), true));
    for (const both of [
      'Test Invoice',
      'परीक्षण बीजक',
      'TEST',
      'Test order: this is not a tax invoice.',
      'यह कर बीजक नहीं', // a PDF's text is in glyph order: the rest reads oddly
      'TST/26-27/000001',
    ])
      expect(text).toContain(both);
    expect(text).not.toContain('Tax Invoice');
    const cancelled = await textOf(
      await renderInvoicePdf(data, { creditNoteNumbers: [] }, 'en', documentLabels('en'), true),
    );
    expect(cancelled).toContain('Test Invoice (cancelled)');
    expect(cancelled).not.toContain('CANCELLED'); // the stamp says TEST
    const real = await textOf(await renderInvoicePdf(invoiceFromBill(source('KA'))));
    expect(real).not.toMatch(/test/i);
  });

  it('falls back to English labels alone when the Devanagari font is missing', async () => {
    const data = invoiceFromBill(source('KA'));
    const noFont = documentLabels('hi', () => null);
    const text = await textOf(await renderInvoicePdf(data, null, 'hi', noFont));
    expect(text).toBe(await textOf(await renderInvoicePdf(data)));
  });
});
