import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CATALOGUE_CSV_COLUMNS,
  CatalogueCsvImportAnswer,
  CatalogueCsvImportRefusal,
  ean13CheckDigit,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { products } from '../../../db/tables';
import { callerTokens, type Caller } from '../../staff/staff-test-kit';
import { aSimpleProduct } from '../../checkout/checkout-test-kit';
import { csvCell, csvLine } from '../../../lib/csv-format';

// The import's words in the console's language (#28): a console in Hindi (Accept-Language: hi)
// reads every refusal of the file, line by line, and the refusal itself in Hindi, from the
// catalogue; in English they stay as they were.

type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>;

/** Latin words in a row: an English sentence left in a message (SKUs, columns and ₹ aside). */
const ENGLISH = /\b(?!Sku\b|Option\b)[A-Za-z]{3,} [a-z]{2,} [a-z]{2,}\b/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(DB_KINDS)('catalogue CSV import messages in Hindi on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  const fileOf = (rows: Row[]) => {
    const columns = CATALOGUE_CSV_COLUMNS.filter((c) => rows.some((r) => r[c] !== undefined));
    return (
      csvLine([...columns]) +
      rows.map((r) => csvLine(columns.map((c) => csvCell(r[c] ?? '')))).join('')
    );
  };
  async function post(
    body: string,
    language: string,
    opts: { dryRun?: boolean; type?: string } = {},
  ) {
    const res = await fetch(
      `${t.url}/api/admin/catalogue/import${opts.dryRun ? '?dryRun=true' : ''}`,
      {
        method: 'POST',
        headers: {
          'content-type': opts.type ?? 'text/csv; charset=utf-8',
          'accept-language': language,
          authorization: `Bearer ${tokens.owner}`,
        },
        body,
      },
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('answers each refusal of a file with many kinds of bad lines in Hindi, and in English as before', async () => {
    const [a, b, c, d] = [
      await aSimpleProduct(t, 30),
      await aSimpleProduct(t, 31),
      await aSimpleProduct(t, 32),
      await aSimpleProduct(t, 33),
    ];
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, a.id));
    const badCheck = `890100000001${(ean13CheckDigit('890100000001') + 1) % 10}`;
    const file = fileOf([
      { Sku: 'NO-SUCH-SKU', Price: '10' },
      { ProductId: String(a.id), Stock: '0', StockExported: '10' },
      { ProductId: String(b.id), Price: '12,50' },
      { ProductId: String(b.id), GstRate: '7' },
      { ProductId: String(b.id), Barcode: badCheck },
      { ProductId: String(b.id), Active: 'maybe' },
      { ProductId: '99999999', Stock: '1' },
      { ProductId: String(c.id), Price: '10', Mrp: '9' },
      { ProductId: String(a.id), VariantId: '1', Stock: '1' },
      { ProductId: String(b.id), Stock: '1.5' },
      { ProductId: String(b.id), Hsn: '12' },
      { ProductId: String(d.id), Sku: 'NEW-HI-SIZE', Option: '2 kg', Price: '10', Mrp: '10' },
    ]);
    const hi = await post(file, 'hi');
    expect(hi.status, JSON.stringify(hi.body)).toBe(400);
    const refusal = CatalogueCsvImportRefusal.parse(hi.body);
    expect(refusal.Message).toBe('फ़ाइल में 12 गड़बड़ियां हैं; कुछ भी नहीं बदला गया');
    expect(refusal.Errors).toEqual([
      { Line: 2, Field: 'Sku', Message: 'किसी प्रोडक्ट या ऑप्शन पंक्ति का SKU "NO-SUCH-SKU" नहीं है' },
      {
        Line: 3,
        Field: 'Stock',
        Message: '-10 का बदलाव आज के स्टॉक 2 को 0 से नीचे ले जाएगा (एक्सपोर्ट के बाद स्टॉक बदल चुका है)',
      },
      { Line: 4, Field: 'Price', Message: 'रुपये बिना कॉमा के लिखें, जैसे 1234.50' },
      { Line: 5, Field: 'GstRate', Message: 'इनमें से एक होना चाहिए: 0, 0.25, 3, 5, 18, 40' },
      {
        Line: 6,
        Field: 'Barcode',
        Message:
          'यह सही EAN-13 नहीं है: इसका आख़िरी अंक (चेक अंक) मेल नहीं खाता (स्प्रेडशीट लंबी संख्या को 8.9E+12 जैसा दिखा सकती है: सेल को टेक्स्ट फ़ॉर्मैट में रखें)',
      },
      { Line: 7, Field: 'Active', Message: 'yes, no, true या false होना चाहिए' },
      { Line: 8, Field: 'ProductId', Message: '99999999 id का कोई प्रोडक्ट नहीं है' },
      { Line: 9, Field: 'Price', Message: 'दाम ₹10.00 MRP ₹9.00 से ज़्यादा है' },
      {
        Line: 10,
        Field: 'VariantId',
        Message: `प्रोडक्ट ${a.id} में ऑप्शन पंक्ति 1 नहीं है`,
      },
      { Line: 11, Field: 'Stock', Message: '0 से 1000000 तक की पूरी संख्या होनी चाहिए' },
      {
        Line: 12,
        Field: 'Hsn',
        Message: '4 से 8 अंकों का होना चाहिए (हो सकता है स्प्रेडशीट ने शुरू का 0 हटा दिया हो, जैसे 0401 में)',
      },
      {
        Line: 13,
        Field: 'ProductId',
        Message: `प्रोडक्ट ${d.id} एक ही साइज़ में बिकता है (SKU “${d.sku}”): इस फ़ाइल में उसकी अपनी लाइन भी जोड़ें, उसी Sku और एक Option के साथ, ताकि वह उसके साइज़ में पहला बने`,
      },
    ]);
    for (const e of refusal.Errors) {
      expect(e.Message, e.Message).toMatch(DEVANAGARI);
      expect(e.Message, e.Message).not.toMatch(ENGLISH);
    }
    // the check (a dry run) says the same
    const check = CatalogueCsvImportAnswer.parse((await post(file, 'hi', { dryRun: true })).body);
    expect(check.Errors).toEqual(refusal.Errors);
    // a header and a body the import cannot read, and a request that is not a file
    const header = CatalogueCsvImportRefusal.parse(
      (await post('ProductId,Colour,Colour\n1,red,red\n', 'hi')).body,
    );
    expect(header.Errors.map((e) => e.Message)).toEqual([
      `“Colour” नाम का कोई कॉलम नहीं होता; कॉलम ये हैं: ${CATALOGUE_CSV_COLUMNS.join(', ')}`,
      `“Colour” नाम का कोई कॉलम नहीं होता; कॉलम ये हैं: ${CATALOGUE_CSV_COLUMNS.join(', ')}`,
      expect.stringMatching(/^इंपोर्ट करने को कुछ नहीं है: इनमें से कम से कम एक कॉलम दें: /),
    ]);
    const notCsv = await post('ProductId,Stock\n1,5\n', 'hi', { type: 'text/plain' });
    expect([notCsv.status, notCsv.body.Message]).toEqual([415, 'फ़ाइल text/csv (UTF-8) के रूप में भेजें']);

    // English, as the import said it before
    const en = CatalogueCsvImportRefusal.parse((await post(file, 'en')).body);
    expect(en.Message).toBe('The file has 12 errors; nothing was changed');
    expect(en.Errors.map((e) => e.Line)).toEqual(refusal.Errors.map((e) => e.Line));
    expect(en.Errors.slice(0, 3).map((e) => e.Message)).toEqual([
      'No product or option row has the SKU "NO-SUCH-SKU"',
      'The change -10 would take today’s stock 2 below 0 (it moved since the export)',
      'write rupees without commas, e.g. 1234.50',
    ]);
    for (const e of en.Errors) expect(e.Message, e.Message).not.toMatch(DEVANAGARI);
  });
});
