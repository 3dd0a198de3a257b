import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { CatalogueCsvImportAnswer, CatalogueCsvImportRefusal } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { auditLog, products, stockMovements } from '../../../db/tables';
import { callerTokens } from '../../staff/staff-test-kit';

// An import longer than one batch (the service reads and writes 1000 rows a statement, and
// writes the audit entries 1000 a statement): its lines are checked and applied as one file.
const ROWS = 1200;

describe.each(DB_KINDS)('a catalogue import of more rows than one batch on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let ids: number[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = (await callerTokens(t)).owner!;
    await t.database.db.execute(sql`
      INSERT INTO products (slug, name, brand, category_id, mrp_paise, price_paise, gst_rate,
        hsn_code, stock, maker_name, maker_address, care_phone, care_email)
      SELECT 'batch-item-' || i, 'Batch item ' || i, 'Batch', (SELECT min(id) FROM categories),
        10000, 9000, 5, '1006', 3, 'Maker', 'Address', '9999999999', 'care@example.com'
      FROM generate_series(1, ${ROWS}) AS i`);
    const rows = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(like(products.slug, 'batch-item-%'))
      .orderBy(products.id);
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  async function importCsv(body: string, dryRun: boolean) {
    const res = await fetch(`${t.url}/api/admin/catalogue/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${owner}` },
      body,
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  /** Every batch product at a new price and stock; `price` gives one line's price in rupees. */
  const fileOf = (price: (i: number) => string) =>
    'ProductId,VariantId,Price,Stock\n' +
    ids.map((id, i) => `${id},,${price(i)},${10 + (i % 5)}\n`).join('');
  const batchRows = () =>
    t.database.db
      .select({ price: products.pricePaise, stock: products.stock })
      .from(products)
      .where(inArray(products.id, ids));

  it('names the wrong line of the second batch, applies nothing, then applies all with an entry each', async () => {
    expect(ids).toHaveLength(ROWS);
    // line 1 is the header: the 1101st product is on line 1102, in the second batch
    const wrong = fileOf((i) => (i === 1100 ? '120.00' : '85.00'));
    const check = await importCsv(wrong, true);
    expect(check.status).toBe(200);
    const checked = CatalogueCsvImportAnswer.parse(check.body);
    expect(checked.ErrorCount).toBe(1);
    expect(checked.Errors).toEqual([
      { Line: 1102, Field: 'Price', Message: expect.stringContaining('₹120') as string },
    ]);
    expect(checked.Summary.RowsRead).toBe(ROWS);
    expect(checked.Summary.RowsChanged).toBe(ROWS - 1);

    const refused = await importCsv(wrong, false);
    expect(refused.status).toBe(400);
    expect(CatalogueCsvImportRefusal.parse(refused.body).Errors.map((e) => e.Line)).toEqual([1102]);
    expect((await batchRows()).every((r) => r.price === 9000 && r.stock === 3)).toBe(true);

    const applied = await importCsv(
      fileOf(() => '85.00'),
      false,
    );
    expect(applied.status).toBe(200);
    const answer = CatalogueCsvImportAnswer.parse(applied.body);
    expect(answer.Summary.RowsChanged).toBe(ROWS);
    expect(answer.Summary.StockChanges).toBe(ROWS);
    const after = await batchRows();
    expect(after.every((r) => r.price === 8500)).toBe(true);
    expect(after.filter((r) => r.stock === 10)).toHaveLength(ROWS / 5);

    // an audit entry per row, written in batches, each naming its product as recordAudit does
    const entries = await t.database.db
      .select({ entityId: auditLog.entityId, subject: auditLog.subject, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'product.import'));
    expect(entries).toHaveLength(ROWS);
    const last = entries.find((e) => e.entityId === String(ids[ROWS - 1]));
    expect(last?.subject).toBe(`Batch item ${ROWS}`);
    expect(last?.after).toMatchObject({ Price: 8500, Stock: 10 + ((ROWS - 1) % 5) });
    // each row's stock change is the import's in its stock history (its first: the insert's)
    const moved = await t.database.db
      .select({ productId: stockMovements.productId, change: stockMovements.change })
      .from(stockMovements)
      .where(and(inArray(stockMovements.productId, ids), eq(stockMovements.reason, 'csv_import')));
    expect(moved).toHaveLength(ROWS);
    expect(moved.find((m) => m.productId === ids[0])?.change).toBe(7);
  });
});
