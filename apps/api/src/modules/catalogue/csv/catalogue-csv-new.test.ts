import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  CATALOGUE_CSV_COLUMNS,
  CatalogueCsvImportAnswer,
  CatalogueCsvImportRefusal,
  ean13CheckDigit,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { categories, products, productVariants, stockMovements } from '../../../db/tables';
import { callerTokens, type Caller } from '../../staff/staff-test-kit';
import { csvCell, csvLine } from '../../../lib/csv-format';

// The catalogue CSV making rows (#28 item 3.5): a line whose SKU is new makes a product, or with
// a ProductId and an Option a size of that product; all checked as a change is, all or nothing.

type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>;

/** An EAN-13 with its right check digit, from 12 digits. */
const ean = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;

describe.each(DB_KINDS)('catalogue CSV new products and sizes on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let category: { id: number; slug: string; name: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await callerTokens(t);
    [category] = (await t.database.db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.id))
      .limit(1)) as [{ id: number; slug: string; name: string }];
  });
  afterAll(() => t.close());

  const fileOf = (rows: Row[]) =>
    csvLine([...CATALOGUE_CSV_COLUMNS]) +
    rows.map((r) => csvLine(CATALOGUE_CSV_COLUMNS.map((c) => csvCell(r[c] ?? '')))).join('');

  async function post(body: string, opts: { dryRun?: boolean; language?: string } = {}) {
    const res = await fetch(
      `${t.url}/api/admin/catalogue/import${opts.dryRun ? '?dryRun=true' : ''}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          authorization: `Bearer ${tokens.owner}`,
          ...(opts.language ? { 'accept-language': opts.language } : {}),
        },
        body,
      },
    );
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as unknown };
  }
  const dryRun = async (body: string) => {
    const res = await post(body, { dryRun: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return CatalogueCsvImportAnswer.parse(res.body);
  };
  const apply = async (body: string) => {
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return CatalogueCsvImportAnswer.parse(res.body);
  };
  const refused = async (body: string, language?: string) => {
    const res = await post(body, { language });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    return CatalogueCsvImportRefusal.parse(res.body).Errors;
  };
  const productCount = async () => (await t.database.db.select().from(products)).length;
  const variantCount = async () => (await t.database.db.select().from(productVariants)).length;
  const bySku = async (sku: string) =>
    (await t.database.db.select().from(products).where(eq(products.sku, sku)))[0];
  const variantBySku = async (sku: string) =>
    (await t.database.db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0];
  const withOptions = async () =>
    (
      await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.hasVariants, true), eq(products.isActive, true)))
        .orderBy(asc(products.id))
        .limit(1)
    )[0]!;
  const simple = async (skip = 0) =>
    (
      await t.database.db
        .select()
        .from(products)
        .where(eq(products.hasVariants, false))
        .orderBy(asc(products.id))
        .limit(1)
        .offset(skip)
    )[0]!;

  const newProduct = (over: Row = {}): Row => ({
    Sku: 'NEW-TEA-250',
    Barcode: ean('890100000001'),
    Name: 'Assam Leaf Tea',
    Brand: 'Kirana Fresh',
    Category: category.slug,
    Price: '120.50',
    Mrp: '130.00',
    GstRate: '5',
    Hsn: '0902',
    Stock: '40',
    Active: 'yes',
    NameHi: 'असम पत्ती चाय',
    ...over,
  });

  it('previews, then makes a simple product and a product with two sizes; its stock is in the history as the import', async () => {
    const file = fileOf([
      newProduct(),
      newProduct({
        Sku: 'NEW-RICE-1',
        Barcode: '',
        Name: 'Sona Masoori Rice',
        Category: category.name.toUpperCase(),
        Option: '1 kg',
        Price: '80',
        Mrp: '90',
        Stock: '10',
        NameHi: '',
      }),
      newProduct({
        Sku: 'NEW-RICE-5',
        Barcode: '',
        Name: 'Sona Masoori Rice',
        Category: category.name.toUpperCase(),
        Option: '5 kg',
        Price: '380',
        Mrp: '400',
        Stock: '3',
        NameHi: '',
      }),
    ]);
    const [pBefore, vBefore] = [await productCount(), await variantCount()];
    const preview = await dryRun(file);
    expect(preview.ErrorCount, JSON.stringify(preview.Errors)).toBe(0);
    expect(preview.Summary).toMatchObject({ NewProducts: 2, NewSizes: 2, RowsChanged: 0 });
    expect([await productCount(), await variantCount()]).toEqual([pBefore, vBefore]);

    const done = await apply(file);
    expect(done.Summary).toMatchObject({ NewProducts: 2, NewSizes: 2 });
    // the answer lists the rows it made, not only counts them (the console's result table)
    expect(done.Summary.Created.map((r) => [r.Kind, r.Sku])).toEqual(
      preview.Summary.Created.map((r) => [r.Kind, r.Sku]),
    );
    expect(done.Summary.Created.map((r) => r.Sku)).toEqual(
      expect.arrayContaining(['NEW-TEA-250', 'NEW-RICE-5']),
    );
    expect(done.Summary.Created.find((r) => r.Sku === 'NEW-TEA-250')).toMatchObject({
      Kind: 'product',
      Name: 'Assam Leaf Tea',
      Price: 12050,
      Mrp: 13000,
    });
    expect(done.CacheState).not.toBeNull();
    const tea = (await bySku('NEW-TEA-250'))!;
    expect(tea).toMatchObject({
      name: 'Assam Leaf Tea',
      slug: 'assam-leaf-tea',
      brand: 'Kirana Fresh',
      categoryId: category.id,
      pricePaise: 12050,
      mrpPaise: 13000,
      gstRate: 5,
      hsnCode: '0902',
      stock: 40,
      hasVariants: false,
      isActive: true,
      barcode: ean('890100000001'),
      nameHi: 'असम पत्ती चाय',
    });
    const small = (await variantBySku('NEW-RICE-1'))!;
    const big = (await variantBySku('NEW-RICE-5'))!;
    expect(small.productId).toBe(big.productId);
    const [rice] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, small.productId));
    expect(rice).toMatchObject({
      hasVariants: true,
      pricePaise: 8000,
      mrpPaise: 9000,
      categoryId: category.id,
    });
    expect([small.label, small.stock, big.label, big.stock]).toEqual(['1 kg', 10, '5 kg', 3]);

    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.productId, [tea.id, rice!.id]));
    expect(moves.map((m) => [m.reason, m.change]).sort()).toEqual(
      [
        ['csv_import', 10],
        ['csv_import', 3],
        ['csv_import', 40],
      ].sort(),
    );
  });

  it('imports the same file again as nothing new, and the export of a made row back as no change', async () => {
    const file = fileOf([
      newProduct(),
      newProduct({
        Sku: 'NEW-RICE-1',
        Barcode: '',
        Name: 'Sona Masoori Rice',
        Option: '1 kg',
        Price: '80',
        Mrp: '90',
        Stock: '10',
        NameHi: '',
      }),
    ]);
    const [pBefore, vBefore] = [await productCount(), await variantCount()];
    const again = await apply(file);
    expect(again.Summary).toMatchObject({ NewProducts: 0, NewSizes: 0, RowsChanged: 0 });
    expect([await productCount(), await variantCount()]).toEqual([pBefore, vBefore]);

    const exported = await (
      await fetch(`${t.url}/api/admin/catalogue/export.csv`, {
        headers: { authorization: `Bearer ${tokens.owner}` },
      })
    ).text();
    const rows = (parse(exported, { bom: true, columns: true }) as Row[]).filter((r) =>
      r.Sku?.startsWith('NEW-'),
    );
    expect(rows.map((r) => r.Sku).sort()).toEqual(['NEW-RICE-1', 'NEW-RICE-5', 'NEW-TEA-250']);
    const back = await apply(fileOf(rows));
    expect(back.Summary).toMatchObject({ NewProducts: 0, NewSizes: 0, RowsChanged: 0 });
  });

  it('adds a size to a product with options by its ProductId; a simple product’s size needs its own line too', async () => {
    const p = await withOptions();
    const s = await simple();
    const vBefore = await variantCount();
    // a new size's line carries its product's facts, as a line copied from the export does
    const facts: Row = {
      GstRate: String(p.gstRate),
      Hsn: p.hsnCode,
      NameHi: p.nameHi ?? '',
      PackHi: p.unitLabelHi ?? '',
      DescriptionHi: p.descriptionHi ?? '',
    };
    const errors = await refused(
      fileOf([
        {
          ...facts,
          ProductId: String(p.id),
          Sku: 'NEW-SIZE-X',
          Option: '9 kg',
          Price: '10',
          Mrp: '10',
          Stock: '2',
        },
        { ProductId: String(s.id), Sku: 'NEW-SIZE-Y', Option: '2 kg', Price: '10', Mrp: '10' },
        {
          ...facts,
          ProductId: String(p.id),
          Sku: 'NEW-SIZE-W',
          Option: '7 kg',
          Price: '10',
          Mrp: '10',
          Hsn: '99999',
        },
      ]),
    );
    expect(errors).toEqual([
      {
        Line: 3,
        Field: 'ProductId',
        Message: `Product ${s.id} is sold as one size (SKU “${s.sku}”): add its own line to this file, with that Sku and an Option, so it becomes the first of its sizes`,
      },
      {
        Line: 4,
        Field: 'Hsn',
        Message: `A new size takes its product’s “${p.hsnCode}”: change the product on its own lines, then add the size`,
      },
    ]);
    expect(await variantCount()).toBe(vBefore);
    const file = fileOf([
      {
        ...facts,
        ProductId: String(p.id),
        Sku: 'NEW-SIZE-X',
        Option: '9 kg',
        Price: '10',
        Mrp: '10',
        Stock: '2',
      },
    ]);
    expect((await dryRun(file)).Summary).toMatchObject({ NewProducts: 0, NewSizes: 1 });
    await apply(file);
    const made = (await variantBySku('NEW-SIZE-X'))!;
    expect(made).toMatchObject({ productId: p.id, label: '9 kg', pricePaise: 1000, stock: 2 });
    // its listing price follows its cheapest active option row: ₹10 now
    expect(
      (await t.database.db.select().from(products).where(eq(products.id, p.id)))[0]!.pricePaise,
    ).toBe(1000);
    // the same line again names the row it made
    const again = await apply(file);
    expect(again.Summary, JSON.stringify(again.Summary.Changes)).toMatchObject({
      NewSizes: 0,
      RowsChanged: 0,
    });
    // an option the product has, under a new SKU, is refused
    const twice = await refused(
      fileOf([
        {
          ...facts,
          ProductId: String(p.id),
          Sku: 'NEW-SIZE-Z',
          Option: '9 KG',
          Price: '10',
          Mrp: '10',
        },
      ]),
    );
    expect(twice).toEqual([
      { Line: 2, Field: 'Option', Message: `Product ${p.id} already has the option “9 KG”` },
    ]);
  });

  it('refuses a bad EAN, an SKU twice in the file or another row’s, an unknown category and missing figures, by line; nothing is made', async () => {
    const s = await simple();
    const taken = await withOptions(); // its own SKU names no sellable row, yet it is taken
    const [pBefore, vBefore] = [await productCount(), await variantCount()];
    const errors = await refused(
      fileOf([
        newProduct({ Sku: 'BAD-1', Name: 'Bad Ean', Barcode: '8901000000010' }),
        newProduct({ Sku: 'BAD-2', Name: 'Twice A', Barcode: '' }),
        newProduct({ Sku: 'BAD-2', Name: 'Twice B', Barcode: '' }),
        newProduct({ Sku: taken.sku, Name: 'Taken', Barcode: '' }),
        newProduct({ Sku: 'BAD-3', Name: 'Nowhere', Barcode: '', Category: 'no-such-shelf' }),
        newProduct({ Sku: 'BAD-4', Name: 'No Price', Barcode: '', Price: '', Hsn: '' }),
        newProduct({ Sku: 'BAD-5', Name: 'Dear', Barcode: '', Price: '200', Mrp: '100' }),
        newProduct({ Sku: 'BAD-6', Name: 'Old Rate', Barcode: '', GstRate: '12' }),
        newProduct({ Sku: 'BAD-7', Name: 'Same Code', Barcode: s.barcode ?? ean('890100000001') }),
        newProduct({ Sku: 'BAD-8', Name: 'Exported', Barcode: '', StockExported: '5' }),
      ]),
    );
    const at = (line: number) => errors.filter((e) => e.Line === line).map((e) => e.Field);
    expect(errors.find((e) => e.Line === 2)?.Message).toMatch(/check digit/);
    expect(at(4)).toEqual(['Sku']);
    expect(errors.find((e) => e.Line === 4)?.Message).toBe('Same SKU as line 3');
    expect(errors.find((e) => e.Line === 5)).toEqual({
      Line: 5,
      Field: 'Sku',
      Message: `The SKU “${taken.sku}” is taken by another product`,
    });
    expect(errors.find((e) => e.Line === 6)).toEqual({
      Line: 6,
      Field: 'Category',
      Message: 'No category has the slug or name “no-such-shelf”',
    });
    expect(at(7).sort()).toEqual(['Hsn', 'Price']);
    expect(errors.find((e) => e.Line === 8)).toMatchObject({
      Field: 'Price',
      Message: 'Price ₹200.00 is above MRP ₹100.00',
    });
    expect(errors.find((e) => e.Line === 9)).toMatchObject({
      Field: 'GstRate',
      Message: expect.stringMatching(/^12 % is no longer a GST slab/),
    });
    expect(errors.find((e) => e.Line === 10)).toMatchObject({
      Field: 'Barcode',
      Message: expect.stringMatching(/already has this barcode/),
    });
    expect(at(11)).toEqual(['StockExported']);
    expect([await productCount(), await variantCount()]).toEqual([pBefore, vBefore]);
    // the same refusals in Hindi for a console in Hindi
    const hi = await refused(
      fileOf([newProduct({ Sku: 'BAD-3', Barcode: '', Category: 'no-such-shelf' })]),
      'hi',
    );
    expect(hi).toEqual([
      { Line: 2, Field: 'Category', Message: '“no-such-shelf” स्लग या नाम की कोई कैटेगरी नहीं है' },
    ]);
  });

  it('refuses a tampered negative stock or price and a price in thousandths; nothing is made', async () => {
    const pBefore = await productCount();
    const errors = await refused(
      fileOf([
        newProduct({ Sku: 'NEG-1', Name: 'Negative Stock', Barcode: '', Stock: '-5' }),
        newProduct({ Sku: 'NEG-2', Name: 'Negative Price', Barcode: '', Price: '-1', Mrp: '-1' }),
        newProduct({ Sku: 'NEG-3', Name: 'Zero Price', Barcode: '', Price: '0', Mrp: '10' }),
        newProduct({ Sku: 'NEG-4', Name: 'Thousandths', Barcode: '', Price: '1.005' }),
        newProduct({ Sku: 'NEG-5', Name: 'Huge Stock', Barcode: '', Stock: '99999999999' }),
      ]),
    );
    expect(errors.map((e) => [e.Line, e.Field])).toEqual([
      [2, 'Stock'],
      [3, 'Price'],
      [3, 'Mrp'],
      [4, 'Price'],
      [5, 'Price'],
      [6, 'Stock'],
    ]);
    expect(await productCount()).toBe(pBefore);
  });

  it('takes a GST rate of 0.25 % (written 0.25 or 0.25 %) on a change, a new product and a re-imported export; 12 and 28 stay but are refused as a change', async () => {
    const p = await simple(3);
    // the product at 0.25 %: its price change once answered 500 (the rate was read as a whole number)
    await apply(`Sku,GstRate\n${p.sku},0.25\n`);
    expect((await simple(3)).gstRate).toBe(0.25);
    const change = await dryRun(`Sku,Price\n${p.sku},1.00\n`);
    expect(change.Summary.Changes[0]).toMatchObject({
      Before: { GstRate: 0.25 },
      After: { GstRate: 0.25, Price: 100 },
    });
    expect((await apply(`Sku,GstRate\n${p.sku},0.25 %\n`)).Summary.RowsChanged).toBe(0);
    const exported = await (
      await fetch(`${t.url}/api/admin/catalogue/export.csv`, {
        headers: { authorization: `Bearer ${tokens.owner}` },
      })
    ).text();
    expect(exported).toContain(`,${p.sku},`);
    const whole = await dryRun(exported);
    expect(whole.ErrorCount, JSON.stringify(whole.Errors)).toBe(0);
    expect(whole.Summary.RowsChanged).toBe(0);
    // a new product at 0.25 %
    await apply(
      fileOf([
        newProduct({
          Sku: 'GEM-1',
          Name: 'Rough Stone',
          Barcode: '',
          GstRate: '0.25',
          Hsn: '7102',
        }),
      ]),
    );
    expect((await bySku('GEM-1'))!.gstRate).toBe(0.25);
    // 12 % stays on a row that has it, and is refused as a change
    await t.database.db.update(products).set({ gstRate: 12 }).where(eq(products.id, p.id));
    expect((await apply(`Sku,GstRate,Stock\n${p.sku},12,${p.stock}\n`)).Summary.RowsChanged).toBe(
      0,
    );
    const s = await simple(4);
    expect(await refused(`Sku,GstRate\n${s.sku},28\n`)).toEqual([
      {
        Line: 2,
        Field: 'GstRate',
        Message:
          '28 % is no longer a GST slab (since 22 September 2025): use 0, 0.25, 3, 5, 18 or 40',
      },
    ]);
    expect(await refused(`Sku,GstRate\n${s.sku},0.3\n`)).toEqual([
      { Line: 2, Field: 'GstRate', Message: 'must be one of 0, 0.25, 3, 5, 18, 40' },
    ]);
  });
});
