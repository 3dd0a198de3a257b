// A request schema's issues in the console's words: by kind and limits, the schemas' own
// messages the console knows, in English and Hindi; every known message still in the schemas.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CouponCreateBody, ProductCreateBody } from '@kirana/shared';
import { activateLanguage, appT } from '../lib/i18n';
import { issueWords, NO_OWN_MESSAGE } from './form-words';
import { SCHEMA_SAYS } from './schema-says';

/** Each field's first issue, worded; `rupees` names the fields typed in rupees. */
function wordsOf(schema: z.ZodType, body: unknown, rupees: string[] = []) {
  const result = schema.safeParse(body, { error: () => NO_OWN_MESSAGE });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    out[path] ??= issueWords(appT, issue, { rupees: rupees.includes(path) });
  }
  return out;
}

afterEach(() => activateLanguage('en'));

describe('form errors in the console’s words', () => {
  const product = {
    Name: 'A',
    Brand: '',
    CategoryId: 0,
    Price: 0,
    Mrp: 1.5,
    HsnCode: '11',
    NameHi: 'क',
    GstRate: 7,
    Highlights: ['x'.repeat(201)],
    CareEmail: 'care',
  };

  it('words limits, types and formats plainly in English', () => {
    expect(wordsOf(ProductCreateBody, product, ['Price', 'Mrp'])).toMatchObject({
      Name: 'Enter at least 2 characters',
      Brand: 'Fill this in',
      CategoryId: 'Choose one of the options',
      Price: 'Enter an amount from ₹0.01 to ₹10,00,000',
      Mrp: 'Enter an amount from ₹0.01 to ₹10,00,000',
      HsnCode: 'Enter the 4 to 8 digit HSN code',
      NameHi: 'Enter at least 2 characters, or leave it empty',
      GstRate: 'Choose 0, 0.25, 3, 5, 18 or 40 percent',
      'Highlights.0': 'Enter at most 200 characters',
      CareEmail: 'Enter an email address, like name@example.com',
      MakerName: 'Fill this in',
    });
    expect(
      wordsOf(CouponCreateBody, {
        Code: 'a b',
        Kind: 'flat',
        Title: 'x',
        Value: 5,
        TotalLimit: 1e8,
      }),
    ).toMatchObject({
      Code: 'Use 3 to 20 letters and digits, no spaces',
      TotalLimit: 'Enter a whole number from 1 to 1,00,00,000',
    });
    expect(wordsOf(z.object({ N: z.number().int().max(10_000) }), { N: 1.5 })).toEqual({
      N: 'Enter a whole number',
    });
    expect(wordsOf(z.object({ N: z.number().int().max(10_000) }), { N: 20_000 })).toEqual({
      N: 'Enter a whole number up to 10,000',
    });
  });

  it('says the same in Hindi, numbers in Indian grouping', async () => {
    await activateLanguage('hi');
    expect(wordsOf(ProductCreateBody, product, ['Price', 'Mrp'])).toMatchObject({
      Name: 'कम से कम 2 अक्षर लिखें',
      Brand: 'यह भरें',
      CategoryId: 'दिए गए विकल्पों में से एक चुनें',
      Price: '₹0.01 से ₹10,00,000 तक की रकम लिखें',
      HsnCode: '4 से 8 अंकों का HSN कोड लिखें',
      NameHi: 'कम से कम 2 अक्षर लिखें, या इसे खाली छोड़ दें',
      'Highlights.0': 'ज़्यादा से ज़्यादा 200 अक्षर लिखें',
    });
    expect(
      wordsOf(CouponCreateBody, { Code: 'CHAI', Kind: 'percent', Title: 'x', Value: 150 }),
    ).toMatchObject({ Value: 'प्रतिशत वाला कूपन 1 से 100 प्रतिशत तक की छूट देता है' });
  });

  it('keeps a schema’s own rule it does not know in the schema’s words', () => {
    const schema = z.object({ A: z.string().refine(() => false, 'Pick a Tuesday') });
    expect(wordsOf(schema, { A: 'x' })).toEqual({ A: 'Pick a Tuesday' });
  });

  it('knows only messages the shared schemas still say', () => {
    const shared = join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/shared/src');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return name.endsWith('.ts') && !name.endsWith('.test.ts')
          ? [readFileSync(path, 'utf8')]
          : [];
      });
    const text = sources(shared).join('\n');
    expect(Object.keys(SCHEMA_SAYS).filter((message) => !text.includes(message))).toEqual([]);
  });
});
