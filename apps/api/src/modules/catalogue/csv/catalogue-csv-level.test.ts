import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  CATALOGUE_CSV_COLUMNS,
  CatalogueCsvImportAnswer,
  CatalogueCsvImportRefusal,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { auditLog, products, productVariants } from '../../../db/tables';
import { callerTokens, type Caller } from '../../staff/staff-test-kit';
import { csvCell, csvLine } from '../../../lib/csv-format';

// The catalogue CSV carries each product's low-stock level (#28, migration 0044): the
// LowStockLevel column, empty when the product follows the store's level. The level is the
// product's, so the same on every line of a product with sizes; a file without the column (an
// export of before) leaves the levels as they are; re-importing an export changes nothing.

type Row = Partial<Record<string, string>>;

describe.each(DB_KINDS)('catalogue CSV low-stock level on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  const auth = () => ({ authorization: `Bearer ${tokens.owner}` });
  const exportRows = async (): Promise<Row[]> => {
    const res = await fetch(`${t.url}/api/admin/catalogue/export.csv`, { headers: auth() });
    expect(res.status).toBe(200);
    return parse(await res.text(), { bom: true, columns: true }) as Row[];
  };
  const exportText = async () =>
    (await fetch(`${t.url}/api/admin/catalogue/export.csv`, { headers: auth() })).text();
  /** A file of rows with `columns` (the export's by default), each cell quoted as the export does. */
  const fileOf = (rows: Row[], columns: readonly string[] = CATALOGUE_CSV_COLUMNS) =>
    csvLine([...columns]) +
    rows.map((r) => csvLine(columns.map((c) => csvCell(r[c] ?? '')))).join('');

  async function post(body: string, opts: { dryRun?: boolean; language?: string } = {}) {
    const res = await fetch(
      `${t.url}/api/admin/catalogue/import${opts.dryRun ? '?dryRun=true' : ''}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          ...auth(),
          ...(opts.language ? { 'accept-language': opts.language } : {}),
        },
        body,
      },
    );
    return { status: res.status, body: (await res.json()) as unknown };
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

  const simple = async (skip: number) =>
    (
      await t.database.db
        .select()
        .from(products)
        .where(eq(products.hasVariants, false))
        .orderBy(asc(products.id))
        .limit(1)
        .offset(skip)
    )[0]!;
  /** The `skip`-th product with at least two live option rows, and those rows. */
  const withSizes = async (skip: number) => {
    const rows = await t.database.db
      .select({ productId: productVariants.productId, id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.hasVariants, true))
      .orderBy(asc(productVariants.productId), asc(productVariants.id));
    const byProduct = new Map<number, number[]>();
    for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.id]);
    const [id] = [...byProduct.entries()].filter(([, v]) => v.length >= 2)[skip]!;
    return id;
  };
  const levelOf = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.lowStockLevel;
  const setLevel = (id: number, level: number | null) =>
    t.database.db.update(products).set({ lowStockLevel: level }).where(eq(products.id, id));
  const lastAuditId = async () =>
    (await t.database.db.select({ id: auditLog.id }).from(auditLog)).reduce(
      (m, r) => Math.max(m, r.id),
      0,
    );
  const auditsAfter = (id: number) =>
    t.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));
  const linesOf = (rows: Row[], productId: number) =>
    rows.filter((r) => r.ProductId === String(productId));

  it("exports each product's level (empty: the store's), the same on every size line", async () => {
    const [a, b] = [await simple(0), await simple(1)];
    const sized = await withSizes(0);
    await setLevel(a.id, 10);
    await setLevel(b.id, null);
    await setLevel(sized, 0);
    const rows = await exportRows();
    expect(Object.keys(rows[0]!)).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(CATALOGUE_CSV_COLUMNS).toContain('LowStockLevel');
    expect(linesOf(rows, a.id).map((r) => r.LowStockLevel)).toEqual(['10']);
    expect(linesOf(rows, b.id).map((r) => r.LowStockLevel)).toEqual(['']);
    const sizeLines = linesOf(rows, sized);
    expect(sizeLines.length).toBeGreaterThanOrEqual(2);
    expect(sizeLines.every((r) => r.LowStockLevel === '0')).toBe(true);
  });

  it('imports its own export back as no change: no audit entry, 0 changed, no cache bump', async () => {
    await setLevel((await simple(2)).id, 25);
    await setLevel(await withSizes(1), 4);
    const text = await exportText();
    const check = await dryRun(text);
    expect(check.Errors).toEqual([]);
    expect(check.Summary).toMatchObject({ RowsChanged: 0, LevelChanges: 0 });
    const audits = await lastAuditId();
    const done = await apply(text);
    expect(done).toMatchObject({ Applied: true, CacheState: null });
    expect(done.Summary).toMatchObject({ RowsChanged: 0, LevelChanges: 0 });
    expect(await auditsAfter(audits)).toEqual([]);
  });

  it('sets, clears and turns off levels: checked first (nothing written), then applied and audited once a product', async () => {
    const [a, b] = [await simple(3), await simple(4)];
    const sized = await withSizes(2);
    await setLevel(a.id, 8);
    await setLevel(b.id, null);
    await setLevel(sized, null);
    const rows = await exportRows();
    const edited = [
      { ...linesOf(rows, a.id)[0]!, LowStockLevel: '' },
      { ...linesOf(rows, b.id)[0]!, LowStockLevel: '0' },
      ...linesOf(rows, sized).map((r) => ({ ...r, LowStockLevel: '7' })),
    ];
    const file = fileOf(edited);
    const sizeCount = linesOf(rows, sized).length;

    const check = await dryRun(file);
    expect(check.Errors).toEqual([]);
    expect(check.Summary).toMatchObject({
      RowsChanged: 2 + sizeCount,
      LevelChanges: 2 + sizeCount,
      PriceChanges: 0,
      StockChanges: 0,
    });
    const first = check.Summary.Changes[0]!;
    expect(first).toMatchObject({ ProductId: a.id, Before: { LowStockLevel: 8 } });
    expect(first.After.LowStockLevel).toBeNull();
    expect([await levelOf(a.id), await levelOf(b.id), await levelOf(sized)]).toEqual([
      8,
      null,
      null,
    ]);

    const audits = await lastAuditId();
    const done = await apply(file);
    expect(done.Summary.LevelChanges).toBe(2 + sizeCount);
    expect(done.CacheState).not.toBeNull();
    expect([await levelOf(a.id), await levelOf(b.id), await levelOf(sized)]).toEqual([null, 0, 7]);
    // one entry a product (the sizes' own rows do not change), each naming the level
    const entries = await auditsAfter(audits);
    expect(entries.map((e) => [e.action, e.entityId])).toEqual([
      ['product.import', String(a.id)],
      ['product.import', String(b.id)],
      ['product.import', String(sized)],
    ]);
    expect(entries[2]).toMatchObject({
      before: { LowStockLevel: null },
      after: { LowStockLevel: 7 },
    });
    // the option rows keep their own figures
    const sizes = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, sized));
    expect(sizes.length).toBeGreaterThanOrEqual(sizeCount);

    // the new export re-imports as no change
    const again = await apply(await exportText());
    expect(again.Summary.RowsChanged).toBe(0);
  });

  it('leaves levels as they are for a file without the column (an old export, a narrow file)', async () => {
    const a = await simple(5);
    const sized = await withSizes(3);
    await setLevel(a.id, 12);
    await setLevel(sized, 3);
    const rows = await exportRows();
    const before = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'LowStockLevel');
    // an export of before the column, re-imported as it is: nothing changes
    const old = await apply(fileOf(rows, before));
    expect(old.Summary).toMatchObject({ RowsChanged: 0, LevelChanges: 0 });
    // a narrow file changing stock: the stock changes, the levels stay
    const narrow = [
      { ProductId: String(a.id), Stock: String(Number(linesOf(rows, a.id)[0]!.Stock) + 5) },
      ...linesOf(rows, sized).map((r) => ({
        ProductId: r.ProductId,
        VariantId: r.VariantId,
        Stock: String(Number(r.Stock) + 1),
      })),
    ];
    const done = await apply(fileOf(narrow, ['ProductId', 'VariantId', 'Stock']));
    expect(done.Summary.StockChanges).toBe(narrow.length);
    expect(done.Summary.LevelChanges).toBe(0);
    expect([await levelOf(a.id), await levelOf(sized)]).toEqual([12, 3]);
    // a header naming it in other words is the same column
    const words = await dryRun(`ProductId,low_stock_level\n${a.id},12\n`);
    expect(words.Errors).toEqual([]);
    expect(words.Summary.RowsChanged).toBe(0);
  });

  it('refuses a level that is not empty nor a whole number from 0 to 100000, naming line and column, in English and Hindi; nothing changes', async () => {
    const [a, b] = [await simple(6), await simple(7)];
    await setLevel(a.id, 5);
    await setLevel(b.id, 5);
    const file = fileOf(
      [
        { ProductId: String(a.id), LowStockLevel: '9' },
        ...['-1', '100001', '2.5', 'ten', '4 units', '1e3'].map((level) => ({
          ProductId: String(b.id),
          LowStockLevel: level,
        })),
      ],
      ['ProductId', 'LowStockLevel'],
    );
    const en = await refused(file);
    const message =
      'must be empty (the store’s low-stock level) or a whole number from 0 (no alerts) to 100000';
    expect(en).toEqual(
      [3, 4, 5, 6, 7, 8].map((Line) => ({ Line, Field: 'LowStockLevel', Message: message })),
    );
    const hi = await refused(file, 'hi');
    expect(hi[0]).toEqual({
      Line: 3,
      Field: 'LowStockLevel',
      Message: 'खाली (स्टोर का कम-स्टॉक स्तर) या 0 (कोई सूचना नहीं) से 100000 तक की पूरी संख्या होनी चाहिए',
    });
    // the check says the same; the good line was not applied
    expect((await dryRun(file)).Errors).toEqual(en);
    expect([await levelOf(a.id), await levelOf(b.id)]).toEqual([5, 5]);
    // the bounds themselves are taken
    const bounds = await apply(
      fileOf(
        [
          { ProductId: String(a.id), LowStockLevel: '0' },
          { ProductId: String(b.id), LowStockLevel: '100000' },
        ],
        ['ProductId', 'LowStockLevel'],
      ),
    );
    expect(bounds.Summary.LevelChanges).toBe(2);
    expect([await levelOf(a.id), await levelOf(b.id)]).toEqual([0, 100_000]);
  });

  it("refuses a product's size lines that disagree (a blank among numbers too); all or nothing", async () => {
    const a = await simple(8);
    const sized = await withSizes(4);
    await setLevel(a.id, null);
    await setLevel(sized, 6);
    const rows = await exportRows();
    const [first, second, ...rest] = linesOf(rows, sized);
    const file = fileOf([
      { ...linesOf(rows, a.id)[0]!, LowStockLevel: '3' },
      { ...first!, LowStockLevel: '9' },
      { ...second!, LowStockLevel: '8' },
      ...rest.map((r) => ({ ...r, LowStockLevel: '' })),
    ]);
    const errors = await refused(file);
    const differs = 'Differs from line 3: it is the product’s, the same on every option';
    expect(errors).toEqual(
      [4, ...rest.map((_, i) => 5 + i)].map((Line) => ({
        Line,
        Field: 'LowStockLevel',
        Message: differs,
      })),
    );
    expect([await levelOf(a.id), await levelOf(sized)]).toEqual([null, 6]);
    // only some of a product's lines in the file, all saying one level: that is the product's
    const one = await apply(fileOf([{ ...first!, LowStockLevel: '9' }]));
    expect(one.Summary).toMatchObject({ RowsChanged: 1, LevelChanges: 1 });
    expect(await levelOf(sized)).toBe(9);
  });

  it("gives a new product the file's level; a new size's line says its product's level, as the file leaves it", async () => {
    const sized = await withSizes(5);
    await setLevel(sized, 2);
    const rows = await exportRows();
    const [line] = linesOf(rows, sized);
    const category = line!.Category!;
    const newProduct = (sku: string, option: string, level: string): Row => ({
      Sku: sku,
      Name: 'Level Test Dal',
      Brand: 'Kirana Fresh',
      Category: category,
      Option: option,
      Price: '50.00',
      Mrp: '60.00',
      GstRate: '5',
      Hsn: '0713',
      Stock: '10',
      LowStockLevel: level,
    });
    // a size line copied from one of the product's lines (its Hindi texts and tax facts with it)
    const newSize = (sku: string, option: string, level: string): Row => ({
      ...line,
      VariantId: '',
      StockExported: '',
      Barcode: '',
      Sku: sku,
      Option: option,
      Price: '10.00',
      Mrp: '12.00',
      Stock: '1',
      LowStockLevel: level,
    });
    // a new product's lines must agree; a new size says the product's level (2) or is refused
    const bad = await refused(
      fileOf([
        newProduct('LVL-DAL-1', '1 kg', '15'),
        newProduct('LVL-DAL-2', '2 kg', ''),
        newSize('LVL-SIZE-A', 'Level A', '5'),
      ]),
    );
    expect(bad).toEqual([
      {
        Line: 3,
        Field: 'LowStockLevel',
        Message: 'Differs from line 2: it is the product’s, the same on every option',
      },
      {
        Line: 4,
        Field: 'LowStockLevel',
        Message:
          'The low-stock level is the product’s, 2 here: give the same on every line of the product, new sizes too',
      },
    ]);
    const badHi = await refused(fileOf([newSize('LVL-SIZE-A', 'Level A', '')]), 'hi');
    expect(badHi).toEqual([
      {
        Line: 2,
        Field: 'LowStockLevel',
        Message: 'कम-स्टॉक स्तर प्रोडक्ट का होता है, यहाँ 2: प्रोडक्ट की हर लाइन पर, नए साइज़ पर भी, यही दें',
      },
    ]);
    // the file turns the product to the store's level on its own line: its new size says so too
    const done = await apply(
      fileOf([
        newProduct('LVL-DAL-1', '1 kg', '15'),
        newProduct('LVL-DAL-2', '2 kg', '15'),
        { ...line!, LowStockLevel: '' },
        newSize('LVL-SIZE-A', 'Level A', ''),
      ]),
    );
    expect(done.Summary).toMatchObject({ NewProducts: 1, NewSizes: 3, LevelChanges: 1 });
    const made = await t.database.db
      .select({ id: products.id, level: products.lowStockLevel })
      .from(products)
      .where(and(eq(products.name, 'Level Test Dal'), eq(products.hasVariants, true)));
    expect(made).toEqual([{ id: expect.any(Number), level: 15 }]);
    expect(await levelOf(sized)).toBeNull();
    const added = await t.database.db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.sku, ['LVL-SIZE-A', 'LVL-DAL-1', 'LVL-DAL-2']));
    expect(added).toHaveLength(3);
    // a size given a level its product (now the store's) does not have
    const store = await refused(fileOf([newSize('LVL-SIZE-B', 'Level B', '4')]));
    expect(store).toEqual([
      {
        Line: 2,
        Field: 'LowStockLevel',
        Message:
          'The low-stock level is the product’s, the store’s level here: leave it empty on every line of the product, new sizes too',
      },
    ]);
    // and the export with them re-imports as no change
    expect((await apply(await exportText())).Summary.RowsChanged).toBe(0);
  });
});
