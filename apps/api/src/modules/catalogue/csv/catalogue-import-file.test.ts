import { describe, expect, it } from 'vitest';
import { paiseToRupees, parseYesNo, rupeesToPaise } from '@kirana/shared';
import { readImportFile } from './catalogue-import-file';
import { csvCell, csvLine, UTF8_BOM } from '../../../lib/csv-format';

const file = (text: string) => readImportFile(Buffer.from(text, 'utf8'));

describe('rupees to paise', () => {
  it.each([
    ['19.99', 1999],
    ['0.1', 10],
    ['0.29', 29], // 0.29 * 100 = 28.999999999999996 in floating point
    ['4.35', 435], // 434.99999999999994
    ['1.15', 115], // 114.99999999999999
    ['20', 2000],
    ['19.9', 1990],
    ['₹ 20.50', 2050],
    [' 7.05 ', 705],
    ['999999.99', 99_999_999],
  ])('reads %s as %i paise exactly', (text, paise) => {
    expect(rupeesToPaise(text)).toEqual({ ok: true, value: paise });
  });

  it.each(['19.999', '1.005', '1,234.50', '-5', '+5', '1e3', 'abc', '', '.5', '0x10', '12.'])(
    'refuses %j',
    (text) => {
      expect(rupeesToPaise(text).ok).toBe(false);
    },
  );

  it('writes paise back as rupees with two decimals, the same figures', () => {
    for (const paise of [1, 10, 29, 435, 1999, 2000, 99_999_999]) {
      const text = paiseToRupees(paise);
      expect(text).toMatch(/^\d+\.\d\d$/);
      expect(rupeesToPaise(text)).toEqual({ ok: true, value: paise });
    }
  });

  it('reads yes/no/true/false in any case, and nothing else', () => {
    expect(parseYesNo('Yes')).toEqual({ ok: true, value: true });
    expect(parseYesNo('TRUE')).toEqual({ ok: true, value: true });
    expect(parseYesNo('no')).toEqual({ ok: true, value: false });
    expect(parseYesNo('False')).toEqual({ ok: true, value: false });
    expect(parseYesNo('maybe').ok).toBe(false);
    expect(parseYesNo('1').ok).toBe(false);
  });
});

describe('writing CSV cells', () => {
  it('quotes commas, quotes and line ends, and defuses formulas in text', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Atta, 5 kg')).toBe('"Atta, 5 kg"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")', { text: true })).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5', { text: true })).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('reading an import file', () => {
  const header = 'ProductId,VariantId,Name,Price,Mrp,GstRate,Hsn,Stock,Active\n';

  it('reads quoted cells with commas, quotes, line breaks and Hindi, numbering lines as the file does', () => {
    const text =
      header +
      '1,,"आटा, ""चक्की"" fresh\nदूसरी पंक्ति",19.99,25,5,1101,10,yes\n' +
      '2,7,Dal,0.1,0.1,0,0713,0,no\n';
    const read = file(text);
    expect(read.errors).toEqual([]);
    expect(read.records).toBe(2);
    expect(read.lines).toEqual([
      {
        line: 2,
        productId: 1,
        variantId: null,
        sku: null,
        stockExported: null,
        given: { Price: 1999, Mrp: 2500, GstRate: 5, Hsn: '1101', Stock: 10, IsActive: true },
        text: { Name: 'आटा, "चक्की" fresh\nदूसरी पंक्ति' },
      },
      {
        line: 4,
        productId: 2,
        variantId: 7,
        sku: null,
        stockExported: null,
        given: { Price: 10, Mrp: 10, GstRate: 0, Hsn: '0713', Stock: 0, IsActive: false },
        text: { Name: 'Dal' },
      },
    ]);
  });

  it('drops a byte order mark, so the first column is still ProductId', () => {
    const read = file(`${UTF8_BOM}ProductId,Stock\r\n5,3\r\n`);
    expect(read.errors).toEqual([]);
    expect(read.lines).toEqual([
      {
        line: 2,
        productId: 5,
        variantId: null,
        sku: null,
        stockExported: null,
        given: { Stock: 3 },
        text: {},
      },
    ]);
  });

  it('leaves blank cells as they are and skips blank lines and rows of empty cells', () => {
    const read = file('ProductId,VariantId,Price,Stock\n\n5,,,4\n,,,\n');
    expect(read.errors).toEqual([]);
    expect(read.lines).toEqual([
      {
        line: 3,
        productId: 5,
        variantId: null,
        sku: null,
        stockExported: null,
        given: { Stock: 4 },
        text: {},
      },
    ]);
  });

  it('names the line and column of every bad cell', () => {
    const read = file(
      header +
        '1,,A,19.999,25,5,1101,10,yes\n' +
        '2,,B,0,25,7,401,1.5,maybe\n' +
        'x,y,C,1,1,5,1101,1,yes\n' +
        '3,,D,1,1\n',
    );
    expect(read.lines).toEqual([]);
    const at = (line: number) => read.errors.filter((e) => e.Line === line).map((e) => e.Field);
    expect(at(2)).toEqual(['Price']);
    expect(at(3)).toEqual(['Price', 'GstRate', 'Hsn', 'Stock', 'Active']);
    expect(at(4)).toEqual(['ProductId', 'VariantId']);
    expect(read.errors.find((e) => e.Line === 5)?.Message).toMatch(/5 cells; the header has 9/);
  });

  it('refuses unknown, repeated and missing columns on line 1', () => {
    expect(file('ProductId,Prce\n1,2\n').errors[0]).toMatchObject({ Line: 1, Field: 'Prce' });
    expect(file('ProductId,Stock,stock\n1,2,3\n').errors[0]).toMatchObject({ Line: 1 });
    expect(file('VariantId,Stock\n1,2\n').errors[0]).toMatchObject({ Field: 'ProductId' });
    expect(file('ProductId,Name\n1,x\n').errors[0]?.Message).toMatch(/Nothing to import/);
  });

  it('refuses an unclosed quote, text that is not UTF-8, and an empty file', () => {
    expect(file('ProductId,Stock\n1,"3\n2,4\n').errors[0]?.Message).toMatch(/not valid CSV/);
    const latin1 = Buffer.from('ProductId,Name,Stock\n1,Caf\xe9,3\n', 'latin1');
    expect(readImportFile(latin1).errors[0]?.Message).toMatch(/not UTF-8/);
    expect(file('').errors[0]?.Message).toMatch(/empty/);
  });
});

describe('the Hindi columns', () => {
  it('reads name_hi, pack_hi and description_hi headers; a blank cell is none, a formula guard is dropped', () => {
    const read = file(
      'ProductId,VariantId,name_hi,pack_hi,description_hi\r\n' +
        "7,,आशीर्वाद आटा,'-1 किलो,\r\n" +
        '8,, ,,\r\n',
    );
    expect(read.errors).toEqual([]);
    expect(read.lines.map((l) => l.given)).toEqual([
      { NameHi: 'आशीर्वाद आटा', PackHi: '-1 किलो', DescriptionHi: null },
      { NameHi: null, PackHi: null, DescriptionHi: null },
    ]);
  });

  it('checks them as the editor does: length and control characters, naming the column', () => {
    const read = file(
      'ProductId,VariantId,NameHi,PackHi\r\n' +
        `7,,आ,ok\r\n8,,${'न'.repeat(161)},ok\r\n9,,नाम,"a\u0007"\r\n`,
    );
    expect(read.errors.map((e) => [e.Line, e.Field])).toEqual([
      [2, 'NameHi'],
      [3, 'NameHi'],
      [4, 'PackHi'],
    ]);
  });

  it('names a row by its Sku alone, reads StockExported, and checks a Barcode as an EAN-13', () => {
    const read = file('ProductId,Sku,Barcode,Stock,StockExported\n,KIR-S5,8901030865275,12,10\n');
    expect(read.errors).toEqual([]);
    expect(read.lines).toEqual([
      {
        line: 2,
        productId: null,
        variantId: null,
        sku: 'KIR-S5',
        stockExported: 10,
        given: { Barcode: '8901030865275', Stock: 12 },
        text: {},
      },
    ]);
    const bad = file('Sku,Barcode,Stock\nA1,8901030865279,1\n,,2\nA3,8.90103E+12,3\n');
    expect(bad.errors).toEqual([
      // a sentence of its own, capital first (the Problem column beside the Column one)
      {
        Line: 2,
        Field: 'Barcode',
        Message: expect.stringMatching(/^This is not a valid EAN-13: .*check digit/),
      },
      { Line: 3, Field: 'ProductId', Message: expect.stringMatching(/or empty with a Sku/) },
      { Line: 4, Field: 'Barcode', Message: expect.stringMatching(/^Must be 13 digits/) },
    ]);
  });

  it('takes a SKU of letters, digits and - _ . / only: a typed "bad sku !!" is refused, naming the column', () => {
    const skus = [
      'KIR-P12-3FA9C1',
      'atta_5kg',
      'A.1/2',
      'bad sku !!',
      '-lead',
      'x'.repeat(61),
      'आटा-1',
    ];
    const read = file(`Sku,Stock\n${skus.map((s) => `${csvCell(s)},1`).join('\n')}\n`);
    expect(read.lines.map((l) => l.sku)).toEqual(['KIR-P12-3FA9C1', 'atta_5kg', 'A.1/2']);
    expect(read.errors).toEqual(
      [5, 6, 7, 8].map((Line) => ({
        Line,
        Field: 'Sku',
        Message: expect.stringMatching(/letters, digits or - _ \. \/ \(no spaces\)/),
      })),
    );
  });

  it('reads a GST rate as a decimal: 0.25 in any spelling, 12 and 28 as old rates, nothing between', () => {
    const rates = (cells: string[]) =>
      file(`ProductId,GstRate\n${cells.map((c, i) => `${i + 1},${csvCell(c)}`).join('\n')}\n`);
    const read = rates(['0.25', '0.25 %', '0.250', '.25', '5%', '18.00', '40', '12', '28', '0']);
    expect(read.lines.map((l) => l.given.GstRate)).toEqual([0.25, 0.25, 5, 18, 40, 12, 28, 0]);
    // ".25" and "0.250" are not how a rate is written (three decimals, no leading digit)
    expect(read.errors.map((e) => [e.Line, e.Field])).toEqual([
      [4, 'GstRate'],
      [5, 'GstRate'],
    ]);
    const bad = rates(['0.3', '2.5', '-5', '5.5', '1e1', '100']);
    expect(bad.lines).toEqual([]);
    expect(bad.errors.map((e) => e.Message)).toEqual(
      Array(6).fill('must be one of 0, 0.25, 3, 5, 18, 40'),
    );
  });

  it('keeps the texts a new row is made from (Name, Brand, Category, Option), trimmed, without a formula guard', () => {
    const read = file(
      "Sku,Name,Brand,Category,Option,Price\nNEW-1, Tea ,'=Brand,atta-flours,250 g,10\nNEW-2,,,,,10\n",
    );
    expect(read.errors).toEqual([]);
    expect(read.lines.map((l) => l.text)).toEqual([
      { Name: 'Tea', Brand: '=Brand', Category: 'atta-flours', Option: '250 g' },
      {},
    ]);
  });
});
