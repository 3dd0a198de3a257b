import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_IMPORT_MAX_BYTES,
  CatalogueCsvImportAnswer,
  CatalogueCsvImportRefusal,
  ProductDetailsAnswer,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { auditLog, products, productVariants, stockAlerts } from '../../../db/tables';
import { signInWithOtp } from '../../auth/auth-test-kit';
import { CALLERS, callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';
import { getOk } from '../catalogue-test-kit';
import { exportCatalogueCsv } from './catalogue-export.service';
import { csvCell, csvLine } from '../../../lib/csv-format';

type Row = Partial<Record<string, string>>;

describe.each(DB_KINDS)('catalogue CSV export and import on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  const auth = (caller: Caller): Record<string, string> => {
    const token = tokens[caller];
    return token ? { authorization: `Bearer ${token}` } : {};
  };

  async function exportCsv(caller: Caller = 'owner') {
    const res = await fetch(`${t.url}/api/admin/catalogue/export.csv`, { headers: auth(caller) });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, text: bytes.toString('utf8') };
  }

  /** The export's rows by column name (the BOM dropped). */
  const rowsOf = (text: string): Row[] => parse(text, { bom: true, columns: true }) as Row[];

  /** A file from rows: the export's columns in order, each cell quoted as the export does. */
  const fileOf = (rows: Row[]) =>
    csvLine([...CATALOGUE_CSV_COLUMNS]) +
    rows.map((r) => csvLine(CATALOGUE_CSV_COLUMNS.map((c) => csvCell(r[c] ?? '')))).join('');

  async function importCsv(
    body: string | Buffer,
    opts: { dryRun?: boolean; as?: Caller; type?: string } = {},
  ) {
    const res = await fetch(
      `${t.url}/api/admin/catalogue/import${opts.dryRun ? '?dryRun=true' : ''}`,
      {
        method: 'POST',
        headers: {
          'content-type': opts.type ?? 'text/csv; charset=utf-8',
          ...auth(opts.as ?? 'owner'),
        },
        body,
      },
    );
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }
  const dryRun = async (body: string | Buffer) => {
    const res = await importCsv(body, { dryRun: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return CatalogueCsvImportAnswer.parse(res.body);
  };
  const apply = async (body: string | Buffer) => {
    const res = await importCsv(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return CatalogueCsvImportAnswer.parse(res.body);
  };
  const refused = async (body: string | Buffer) => {
    const res = await importCsv(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    return CatalogueCsvImportRefusal.parse(res.body);
  };

  const simpleProducts = () =>
    t.database.db
      .select()
      .from(products)
      .where(and(eq(products.hasVariants, false), eq(products.isActive, true)))
      .orderBy(asc(products.id));
  const productRow = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const variantRow = async (id: number) =>
    (await t.database.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!;
  const auditCount = async () => (await t.database.db.select().from(auditLog)).length;

  it('lets owners and managers export and import; a packer gets 403, a shopper and no one 401', async () => {
    // the export answers CSV, so each caller is checked here rather than by expectRoles (JSON)
    const exportStatus: Record<Caller, number> = {
      owner: 200,
      manager: 200,
      packer: 403,
      shopper: 401,
      nobody: 401,
    };
    for (const caller of CALLERS) {
      expect((await exportCsv(caller)).res.status, caller).toBe(exportStatus[caller]);
    }
    // a JSON body passes the guard and is then refused as not a file (415)
    await expectRoles(t, tokens, 'POST', '/admin/catalogue/import?dryRun=true', [
      'owner',
      'manager',
    ]);
    await expectRoles(t, tokens, 'POST', '/admin/catalogue/import', ['owner', 'manager'], {});
    const file = 'ProductId,Stock\n1,5\n';
    for (const role of ['owner', 'manager'] as const) {
      expect((await importCsv(file, { dryRun: true, as: role })).status).toBe(200);
    }
    const packer = await importCsv(file, { as: 'packer' });
    expect(packer.status).toBe(403);
    expect(packer.body.Code).toBe('FORBIDDEN');
    expect((await importCsv(file, { as: 'shopper' })).status).toBe(401);
  });

  it('exports every sellable row as UTF-8 CSV with a BOM, a header and rupees with 2 decimals', async () => {
    const { res, bytes, text } = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kirana-catalogue-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(CATALOGUE_CSV_COLUMNS.join(','));

    const rows = rowsOf(text);
    const allProducts = await t.database.db.select().from(products);
    const variants = await t.database.db.select().from(productVariants);
    const withOptions = new Set(allProducts.filter((p) => p.hasVariants).map((p) => p.id));
    expect(rows.length).toBe(
      allProducts.filter((p) => !p.hasVariants).length +
        variants.filter((v) => withOptions.has(v.productId)).length,
    );
    const simple = allProducts.find((p) => !p.hasVariants)!;
    const row = rows.find((r) => r.ProductId === String(simple.id))!;
    expect(row).toMatchObject({
      VariantId: '',
      Name: simple.name,
      Price: `${Math.floor(simple.pricePaise / 100)}.${String(simple.pricePaise % 100).padStart(2, '0')}`,
      GstRate: String(simple.gstRate),
      Hsn: simple.hsnCode,
      Stock: String(simple.stock),
      Active: simple.isActive ? 'yes' : 'no',
    });
    const v = variants.find((x) => withOptions.has(x.productId))!;
    expect(rows.find((r) => r.VariantId === String(v.id))).toMatchObject({
      ProductId: String(v.productId),
      Sku: v.sku,
      Option: v.label,
      Stock: String(v.stock),
    });
  });

  it('pages through the catalogue: small pages put together are the same file as one page', async () => {
    const join = async (pageSize: number) => {
      let text = '';
      let pieces = 0;
      for await (const piece of exportCatalogueCsv(t.database.db, pageSize)) {
        text += piece;
        pieces++;
      }
      return { text, pieces };
    };
    const small = await join(7);
    const whole = await join(1_000_000);
    expect(small.text).toBe(whole.text);
    expect(small.pieces).toBeGreaterThan(whole.pieces + 5);
    expect(whole.text).toBe((await exportCsv()).text);
  });

  it('imports its own export back as no change at all', async () => {
    const { text } = await exportCsv();
    const check = await dryRun(text);
    expect(check.Errors).toEqual([]);
    expect(check.Summary.RowsRead).toBe(rowsOf(text).length);
    expect(check.Summary.RowsChanged).toBe(0);
    const audits = await auditCount();
    const done = await apply(text);
    expect(done).toMatchObject({ Applied: true, ErrorCount: 0, CacheState: null });
    expect(done.Summary.RowsChanged).toBe(0);
    expect(await auditCount()).toBe(audits);
  });

  it('changes nothing when one line among good ones is wrong, and names that line and field', async () => {
    const rows = rowsOf((await exportCsv()).text);
    const edited: Row[] = rows
      .slice(0, 5)
      .map((r) => ({ ...r, Stock: String(Number(r.Stock) + 3) }));
    edited[2] = { ...edited[2]!, Price: '10.00', Mrp: '9.99' };
    edited[3] = { ...edited[3]!, GstRate: '7' };
    const file = fileOf(edited);
    const check = await dryRun(file);
    expect(check.Errors).toEqual([
      { Line: 4, Field: 'Price', Message: 'Price ₹10.00 is above MRP ₹9.99' },
      { Line: 5, Field: 'GstRate', Message: expect.stringMatching(/one of 0, 0.25, 3, 5, 18, 40/) },
    ]);
    // what the good lines would change
    expect(check.Summary.StockChanges).toBe(3);

    const before = await exportCsv();
    const refusal = await refused(file);
    expect(refusal.Code).toBe('CSV_INVALID');
    expect(refusal.Errors.map((e) => [e.Line, e.Field])).toEqual([
      [4, 'Price'],
      [5, 'GstRate'],
    ]);
    expect((await exportCsv()).text).toBe(before.text);
  });

  it('refuses unknown ids, a row named twice, an option row of another product and a missing option', async () => {
    const rows = rowsOf((await exportCsv()).text);
    const simple = rows.find((r) => r.VariantId === '')!;
    const [optA, optB] = rows.filter((r) => r.VariantId !== '');
    const otherProduct = rows.find((r) => r.VariantId !== '' && r.ProductId !== optA!.ProductId)!;
    const file = fileOf([
      { ...simple, ProductId: '99999999' },
      simple,
      simple,
      { ...optA!, ProductId: otherProduct.ProductId },
      // an option row named by neither its VariantId nor its SKU
      { ...optB!, VariantId: '', Sku: '' },
      { ...simple, VariantId: optA!.VariantId! },
    ]);
    const { Errors } = await dryRun(file);
    expect(Errors.map((e) => [e.Line, e.Field])).toEqual([
      [2, 'ProductId'],
      [4, 'ProductId'],
      [5, 'VariantId'],
      [6, 'VariantId'],
      [7, 'VariantId'],
    ]);
    expect(Errors[1]!.Message).toBe('Same row as line 3');
    // its ProductId and its own SKU name it (as a size made by an earlier import is named)
    const bySku = await dryRun(fileOf([{ ...optB!, VariantId: '' }]));
    expect(bySku.ErrorCount, JSON.stringify(bySku.Errors)).toBe(0);
  });

  it('reads names with commas, quotes, line breaks and Hindi, and numbers lines after them as the file does', async () => {
    const [p] = await simpleProducts();
    const name = 'Chakki Atta, "Fresh"\nचक्की आटा';
    await t.database.db.update(products).set({ name }).where(eq(products.id, p!.id));
    const { text } = await exportCsv();
    const rows = rowsOf(text);
    const row = rows.find((r) => r.ProductId === String(p!.id))!;
    expect(row.Name).toBe(name);
    expect(text).toContain(`"Chakki Atta, ""Fresh""\nचक्की आटा"`);

    // the atta first (its name spans lines 2 and 3), then a line with a bad stock on line 4
    const other = rows.find((r) => r !== row)!;
    const file = fileOf([
      { ...row, Stock: '42' },
      { ...other, Stock: '-1' },
    ]);
    expect((await dryRun(file)).Errors).toEqual([
      { Line: 4, Field: 'Stock', Message: 'must be a whole number from 0 to 1000000' },
    ]);
    const done = await apply(fileOf([{ ...row, Stock: '42' }]));
    expect(done.Summary.Changes[0]).toMatchObject({ Line: 2, Name: name });
    expect((await productRow(p!.id)).stock).toBe(42);
  });

  it('takes a file with or without a BOM', async () => {
    const [p] = await simpleProducts();
    const withBom = `\uFEFFProductId,VariantId,Stock\r\n${p!.id},,31\r\n`;
    expect((await dryRun(withBom)).Errors).toEqual([]);
    expect((await apply(withBom)).Summary.StockChanges).toBe(1);
    expect((await productRow(p!.id)).stock).toBe(31);
    expect((await apply(withBom.slice(1).replace(',31', ',32'))).Summary.StockChanges).toBe(1);
    expect((await productRow(p!.id)).stock).toBe(32);
  });

  it('stores rupees as exact paise (0.29, 4.35, 19.99 are float traps) and refuses a third decimal', async () => {
    const [a, b] = await simpleProducts();
    const file = (price: string, mrp: string) =>
      `ProductId,Price,Mrp\n${a!.id},${price},${mrp}\n${b!.id},0.29,4.35\n`;
    await apply(file('19.99', '20'));
    expect(await productRow(a!.id)).toMatchObject({ pricePaise: 1999, mrpPaise: 2000 });
    expect(await productRow(b!.id)).toMatchObject({ pricePaise: 29, mrpPaise: 435 });
    await apply(file('0.1', '0.1'));
    expect((await productRow(a!.id)).pricePaise).toBe(10);
    const refusal = await refused(file('19.999', '20'));
    expect(refusal.Errors).toEqual([
      { Line: 2, Field: 'Price', Message: 'must have at most 2 decimals (paise)' },
    ]);
    expect((await productRow(a!.id)).pricePaise).toBe(10);
  });

  it('refuses a file over 5 MB (413), another content type (415) and text that is not UTF-8', async () => {
    const big = 'ProductId,Stock\n' + '1,1\n'.repeat(CATALOGUE_CSV_IMPORT_MAX_BYTES / 4);
    expect((await importCsv(big, { dryRun: true })).status).toBe(413);
    const file = 'ProductId,Stock\n1,5\n';
    expect((await importCsv(file, { type: 'application/json' })).status).toBe(400);
    expect((await importCsv(file, { type: 'text/plain' })).status).toBe(415);
    expect((await importCsv(JSON.stringify({ a: 1 }), { type: 'application/json' })).status).toBe(
      415,
    );
    const latin1 = Buffer.from('ProductId,Name,Stock\n1,Caf\xe9,3\n', 'latin1');
    expect((await refused(latin1)).Errors[0]!.Message).toMatch(/not UTF-8/);
  });

  it('applies in one transaction: the storefront sees it after the cache bump, and each changed row is audited', async () => {
    const rows = rowsOf((await exportCsv()).text);
    const simple = rows.find((r) => r.VariantId === '' && r.Active === 'yes')!;
    const option = rows.find((r) => r.VariantId !== '' && r.Active === 'yes')!;
    const product = await productRow(Number(simple.ProductId));
    const stateBefore = t.cache.state;
    const [lastEntry] = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);

    const done = await apply(
      fileOf([
        { ...simple, Price: '1.23', Mrp: '2.00', Stock: '17' },
        { ...option, Price: '0.50', Mrp: '0.75', Stock: '9' },
      ]),
    );
    expect(done.Summary).toMatchObject({ RowsChanged: 2, PriceChanges: 2, StockChanges: 2 });
    expect(done.CacheState).not.toBeNull();
    expect(done.CacheState).not.toBe(stateBefore);

    const shown = await getOk(
      t,
      `/api/product-details?productSlug=${product.slug}`,
      ProductDetailsAnswer,
    );
    expect(shown.ProductDetails).toMatchObject({ Price: 123, Mrp: 200, InStock: true });
    const withOptions = await productRow(Number(option.ProductId));
    const shownOptions = await getOk(
      t,
      `/api/product-details?productSlug=${withOptions.slug}`,
      ProductDetailsAnswer,
    );
    // the cheapest option row is the product's listing price now
    expect(shownOptions.ProductDetails.Price).toBe(50);
    expect(withOptions.pricePaise).toBe(50);
    expect((await variantRow(Number(option.VariantId))).stock).toBe(9);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, lastEntry?.id ?? 0))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['product.import', 'variant.import']);
    const productEntry = entries.find(
      (e) => e.action === 'product.import' && e.entityId === simple.ProductId,
    )!;
    expect(productEntry).toMatchObject({ entity: 'product', actorRole: 'owner' });
    expect(productEntry.after).toMatchObject({ Price: 123, Mrp: 200, Stock: 17 });
    expect(productEntry.before).toMatchObject({ Price: product.pricePaise });
    const variantEntry = entries.find((e) => e.entityId === option.VariantId)!;
    expect(variantEntry).toMatchObject({ action: 'variant.import', entity: 'variant' });
    expect(variantEntry.after).toMatchObject({ Price: 50, Mrp: 75, Stock: 9 });
  });

  it("changes a product's GST rate and HSN once for all its options, and refuses options that disagree", async () => {
    const rows = rowsOf((await exportCsv()).text);
    const option = rows.find((r) => r.VariantId !== '')!;
    const siblings = rows.filter((r) => r.ProductId === option.ProductId);
    expect(siblings.length).toBeGreaterThan(1);
    const disagree = await dryRun(
      fileOf([
        { ...siblings[0]!, GstRate: '40' },
        { ...siblings[1]!, GstRate: '18' },
      ]),
    );
    expect(disagree.Errors).toEqual([
      { Line: 3, Field: 'GstRate', Message: expect.stringMatching(/Differs from line 2/) },
    ]);
    const gst = option.GstRate === '40' ? '18' : '40';
    const done = await apply(fileOf([{ ...siblings[0]!, GstRate: gst, Hsn: '04012000' }]));
    expect(done.Summary.TaxChanges).toBe(1);
    expect(await productRow(Number(option.ProductId))).toMatchObject({
      gstRate: Number(gst),
      hsnCode: '04012000',
    });
  });

  it('imports Hindi names, pack texts and descriptions checked like the English ones; blank is none', async () => {
    const rows = rowsOf((await exportCsv()).text);
    const attaRows = rows.filter((r) => r.Name === 'Aashirvaad Shudh Chakki Atta');
    expect(attaRows[0]?.NameHi).toBe('आशीर्वाद शुद्ध चक्की आटा');
    expect(attaRows[0]?.PackHi).toMatch(/किलो/);
    const [plain, other] = rows.filter((r) => r.VariantId === '' && r.NameHi === '');
    const bad = await refused(
      fileOf([
        { ...plain!, NameHi: 'न'.repeat(161) },
        { ...other!, PackHi: 'एक\u0007' },
        { ...attaRows[0]!, NameHi: 'आटा' },
        ...attaRows.slice(1),
      ]),
    );
    // each later option line of the atta differs from its first (line 4)
    expect(bad.Errors.map((e) => [e.Line, e.Field])).toEqual([
      [2, 'NameHi'],
      [3, 'PackHi'],
      ...attaRows.slice(1).map((_, i) => [5 + i, 'NameHi']),
    ]);
    expect(bad.Errors[2]?.Message).toMatch(/Differs from line 4/);

    const done = await apply(
      fileOf([
        { ...plain!, NameHi: 'अनोखा उत्पाद', PackHi: '1 पैकेट', DescriptionHi: 'विवरण' },
        ...attaRows.map((r) => ({ ...r, NameHi: '', PackHi: '', DescriptionHi: '' })),
      ]),
    );
    expect(done.Summary.HindiChanges).toBe(1 + attaRows.length);
    const id = Number(plain!.ProductId);
    expect(await productRow(id)).toMatchObject({
      nameHi: 'अनोखा उत्पाद',
      unitLabelHi: '1 पैकेट',
      descriptionHi: 'विवरण',
    });
    expect(await productRow(Number(attaRows[0]!.ProductId))).toMatchObject({
      nameHi: null,
      unitLabelHi: null,
      descriptionHi: null,
    });
    // the new Hindi name finds the product, typed in Devanagari
    const found = await (
      await fetch(`${t.url}/api/search?terms=${encodeURIComponent('अनोखा')}`)
    ).json();
    expect(
      (found as { Products: { ProductId: number }[] }).Products.map((p) => p.ProductId),
    ).toEqual([id]);
    // and the English export of it again is no change
    expect((await dryRun((await exportCsv()).bytes)).Summary.RowsChanged).toBe(0);
  });

  it('tells the shoppers waiting for a row that the import brings back from 0 in stock', async () => {
    const [p] = await simpleProducts();
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, p!.id));
    const shopper = await signInWithOtp(t, 'email', `waiting.${kind}@example.com`);
    await t.database.db
      .insert(stockAlerts)
      .values({ userId: shopper.UserData.UserId, productId: p!.id, variantId: 0 });
    const done = await apply(`ProductId,Stock\n${p!.id},12\n`);
    expect(done.Summary.Restocked).toBe(1);
    // the restock notice is a job row the worker runs after the import's commit
    const told = () =>
      t.database.db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.productId, p!.id), isNotNull(stockAlerts.notifiedAt)));
    await expect.poll(async () => (await told()).length, { timeout: 15_000 }).toBe(1);
  });
});
