import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CATALOGUE_CSV_COLUMNS,
  CatalogueCsvImportAnswer,
  CatalogueCsvImportRefusal,
  ean13CheckDigit,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import {
  auditLog,
  orderLines,
  products,
  productVariants,
  stockMovements,
} from '../../../db/tables';
import { callerTokens, type Caller } from '../../staff/staff-test-kit';
import { aProduct, aShopper, items, placeOrder, UNLIMITED } from '../../refunds/refunds-test-kit';
import { csvCell, csvLine } from '../../../lib/csv-format';

// A size added by CSV to a simple product (#28): as the editor's first option does, the product
// becomes one with options; its own row becomes its first size, labelled by the Option on its own
// line of the same file (refused, naming the line, without it). All in one transaction.

type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>;

const ean = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;

describe.each(DB_KINDS)('catalogue CSV: a simple product’s first sizes on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    t = await startTestApp(kind, UNLIMITED);
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  /** A file of the rows' columns only (a blank Hindi cell would be a change to none). */
  const fileOf = (rows: Row[]) => {
    const columns = CATALOGUE_CSV_COLUMNS.filter((c) => rows.some((r) => r[c] !== undefined));
    return (
      csvLine([...columns]) +
      rows.map((r) => csvLine(columns.map((c) => csvCell(r[c] ?? '')))).join('')
    );
  };

  async function post(body: string, dryRun = false) {
    const res = await fetch(`${t.url}/api/admin/catalogue/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        authorization: `Bearer ${tokens.owner}`,
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  const dryRun = async (body: string) => {
    const res = await post(body, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return CatalogueCsvImportAnswer.parse(res.body);
  };
  const apply = async (body: string) => {
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return CatalogueCsvImportAnswer.parse(res.body);
  };
  const refused = async (body: string) => {
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    return CatalogueCsvImportRefusal.parse(res.body).Errors;
  };
  const productOf = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const sizesOf = (id: number) =>
    t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
  const variantCount = async () => (await t.database.db.select().from(productVariants)).length;

  /** A simple product of the seed with a known SKU, barcode, price and stock. */
  async function aSimple(skip: number, stock: number, barcode: string | null) {
    const { id } = await aProduct(t, skip, 5_000);
    await t.database.db
      .update(products)
      .set({ stock, barcode, pricePaise: 5_000, mrpPaise: 6_000 })
      .where(eq(products.id, id));
    return productOf(id);
  }

  /** Its own line as an export writes it, given an Option (and any change). */
  const ownLine = (p: typeof products.$inferSelect, over: Row = {}): Row => ({
    ProductId: String(p.id),
    Sku: p.sku,
    Option: '500 g',
    Stock: String(p.stock),
    StockExported: String(p.stock),
    ...over,
  });
  const sizeLine = (p: typeof products.$inferSelect, over: Row = {}): Row => ({
    ProductId: String(p.id),
    Sku: `${p.sku}-1KG`,
    Option: '1 kg',
    Price: '95',
    Mrp: '110',
    Stock: '6',
    ...over,
  });

  it('counts the new size in the check, then makes the product’s own row its first size and adds the new one; orders and history stay', async () => {
    const p = await aSimple(20, 9, ean('890100000101'));
    const shopper = await aShopper(t, 'first.size@example.com');
    const order = await placeOrder(t, shopper, 'cod', items([p.id, 2]));
    const linesBefore = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.OrderId));
    const sold = await productOf(p.id); // 7 left after the order

    // the file was exported before the order (stock 9): its own line moves the price only
    const file = fileOf([
      ownLine(p, { Price: '48', Stock: '9', StockExported: '9' }),
      sizeLine(p),
      sizeLine(p, { Sku: `${p.sku}-2KG`, Option: '2 kg', Price: '180', Mrp: '200', Stock: '' }),
    ]);
    const vBefore = await variantCount();
    const check = await dryRun(file);
    expect(check.ErrorCount, JSON.stringify(check.Errors)).toBe(0);
    expect(check.Summary).toMatchObject({ NewProducts: 0, NewSizes: 2, RowsChanged: 1 });
    expect(check.Summary.Changes[0]).toMatchObject({ Line: 2, Option: '500 g' });
    expect(await variantCount()).toBe(vBefore);
    expect((await productOf(p.id)).hasVariants).toBe(false);

    const done = await apply(file);
    expect(done.Summary).toMatchObject({ NewSizes: 2, RowsChanged: 1, PriceChanges: 1 });
    expect(done.CacheState).not.toBeNull();
    const after = await productOf(p.id);
    // a product with options: its own stock unused, its barcode on its size, its id and SKU kept
    expect(after).toMatchObject({
      hasVariants: true,
      stock: 0,
      barcode: null,
      sku: p.sku,
      pricePaise: 4_800,
      mrpPaise: 6_000,
    });
    const sizes = await sizesOf(p.id);
    expect(
      sizes.map((v) => [v.label, v.sku, v.pricePaise, v.mrpPaise, v.stock, v.barcode, v.groupName]),
    ).toEqual([
      ['500 g', p.sku, 4_800, 6_000, sold.stock, p.barcode, 'Size'],
      ['1 kg', `${p.sku}-1KG`, 9_500, 11_000, 6, null, 'Size'],
      ['2 kg', `${p.sku}-2KG`, 18_000, 20_000, 0, null, 'Size'],
    ]);
    // the stock history: the product's units moved to its first size, the new size's as made
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, p.id), eq(stockMovements.reason, 'csv_import')))
      .orderBy(asc(stockMovements.id));
    expect(moves.map((m) => [m.variantId === null ? 'product' : m.variantId, m.change])).toEqual([
      ['product', -sold.stock],
      [sizes[0]!.id, sold.stock],
      [sizes[1]!.id, 6],
    ]);
    // the order made before keeps its lines as they were
    expect(
      await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.OrderId)),
    ).toEqual(linesBefore);
    const productAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(p.id))))
      .orderBy(asc(auditLog.id));
    const sizeAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'variant'),
          inArray(
            auditLog.entityId,
            sizes.map((s) => String(s.id)),
          ),
        ),
      );
    expect(productAudits.map((a) => a.action)).toEqual(['product.import', 'product.import']);
    // the price change's entry, and the one making its own row its first size
    expect(productAudits.find((a) => 'HasVariants' in (a.after as object))).toMatchObject({
      before: { HasVariants: false, Stock: sold.stock, Barcode: p.barcode },
      after: { HasVariants: true, Stock: 0, Barcode: null },
    });
    expect(sizeAudits.map((a) => a.action)).toEqual([
      'variant.create',
      'variant.create',
      'variant.create',
    ]);

    // the same file again names the rows it made: nothing new, nothing changed
    const again = await apply(file);
    expect(again.Summary).toMatchObject({ NewSizes: 0, NewProducts: 0, RowsChanged: 0 });
    expect(await sizesOf(p.id)).toHaveLength(3);
  });

  it('refuses a size whose product’s own line is missing or has no Option, naming the lines; nothing is made', async () => {
    const p = await aSimple(21, 4, null);
    const vBefore = await variantCount();
    expect(await refused(fileOf([sizeLine(p)]))).toEqual([
      {
        Line: 2,
        Field: 'ProductId',
        Message: `Product ${p.id} is sold as one size (SKU “${p.sku}”): add its own line to this file, with that Sku and an Option, so it becomes the first of its sizes`,
      },
    ]);
    expect(await refused(fileOf([ownLine(p, { Option: '' }), sizeLine(p)]))).toEqual([
      {
        Line: 2,
        Field: 'Option',
        Message: `Product ${p.id} gets a new size on line 3: give its own size an Option on this line too`,
      },
    ]);
    // its own size and the new one under one label
    expect(await refused(fileOf([ownLine(p, { Option: '1 KG' }), sizeLine(p)]))).toEqual([
      { Line: 3, Field: 'Option', Message: 'Same option as line 2' },
    ]);
    expect(await variantCount()).toBe(vBefore);
    expect(await productOf(p.id)).toMatchObject({ hasVariants: false, stock: 4 });
  });

  it('refuses cheating lines: a negative stock, a size for an archived product, a taken SKU or barcode; nothing changes', async () => {
    const p = await aSimple(22, 5, null);
    const gone = await aSimple(23, 5, null);
    await t.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, gone.id));
    const other = await aSimple(24, 5, ean('890100000202'));
    const vBefore = await variantCount();
    const errors = await refused(
      fileOf([
        ownLine(p),
        sizeLine(p, { Stock: '-3' }),
        sizeLine(p, { Sku: other.sku, Option: '3 kg' }),
        sizeLine(p, { Sku: `${p.sku}-4KG`, Option: '4 kg', Barcode: other.barcode! }),
        ownLine(gone),
        sizeLine(gone),
        sizeLine(p, { Sku: `${p.sku}-5KG`, Option: '5 kg' }),
        sizeLine(p, { Sku: `${p.sku}-5KG`, Option: '6 kg' }),
      ]),
    );
    expect(errors.map((e) => [e.Line, e.Field])).toEqual([
      [3, 'Stock'],
      [4, 'Sku'],
      [5, 'Barcode'],
      [7, 'ProductId'],
      [9, 'Sku'],
    ]);
    expect(errors.find((e) => e.Line === 5)?.Message).toBe(
      `Product ${other.id} already has this barcode`,
    );
    expect(errors.find((e) => e.Line === 7)?.Message).toBe(`No product has the id ${gone.id}`);
    expect(errors.find((e) => e.Line === 9)?.Message).toBe('Same SKU as line 8');
    expect(await variantCount()).toBe(vBefore);
    expect(await productOf(p.id)).toMatchObject({ hasVariants: false, stock: 5 });
    expect(errors.find((e) => e.Line === 4)?.Message).toBe(
      `The SKU of this row is "${p.sku}", not "${other.sku}"`,
    );
    // without the cheating lines the file is good: one new size
    const ok = await dryRun(fileOf([ownLine(p), sizeLine(p)]));
    expect(ok.Summary).toMatchObject({ NewSizes: 1, RowsChanged: 0 });
  });
});
