import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { AdminProductPage } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { products, productVariants } from '../../../db/tables';
import { call } from '../../address/address-test-kit';
import { callerTokens, type Caller } from '../../staff/staff-test-kit';

// The catalogue CSV's keys (SKU and EAN-13 barcode) and archived products (owner's item 5).
describe.each(DB_KINDS)('catalogue CSV keys and archiving on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  async function importCsv(body: string) {
    const res = await fetch(`${t.url}/api/admin/catalogue/import`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        authorization: `Bearer ${tokens.owner}`,
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as { Errors?: unknown[] } };
  }
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
  const variant = async () =>
    (
      await t.database.db.select().from(productVariants).orderBy(asc(productVariants.id)).limit(1)
    )[0]!;

  it('gives every simple product an SKU, and updates a row named by its SKU alone', async () => {
    const p = await simple();
    expect(p.sku).toBe(`KIR-S${p.id}`);
    const v = await variant();
    const res = await importCsv(`Sku,Stock\n${p.sku},17\n${v.sku},9\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await simple()).stock).toBe(17);
    const [after] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, v.id));
    expect(after!.stock).toBe(9);
  });

  it('refuses a wrong SKU and an unknown one, naming the line; nothing changes', async () => {
    const p = await simple();
    const res = await importCsv(
      `ProductId,Sku,Stock\n${p.id},${p.sku},3\n${p.id},NOT-ITS-SKU,4\n,NO-SUCH-SKU,5\n`,
    );
    expect(res.status).toBe(400);
    expect(res.body.Errors).toEqual([
      { Line: 3, Field: 'Sku', Message: `The SKU of this row is "${p.sku}", not "NOT-ITS-SKU"` },
      { Line: 4, Field: 'Sku', Message: 'No product or option row has the SKU "NO-SUCH-SKU"' },
    ]);
    expect((await simple()).stock).toBe(17);
  });

  it('sets EAN-13 barcodes: a bad check digit, one code on two rows, or a code another row has are refused', async () => {
    const [a, b] = [await simple(), await simple(1)];
    const bad = await importCsv(
      `Sku,Barcode\n${a.sku},8901030865279\n${b.sku},8901030865275\n${a.sku.replace('S', 'X')},\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toContainEqual(
      expect.objectContaining({
        Line: 2,
        Field: 'Barcode',
        Message: expect.stringMatching(/check digit/),
      }),
    );
    const twice = await importCsv(`Sku,Barcode\n${a.sku},8901030865275\n${b.sku},8901030865275\n`);
    expect(twice.body.Errors).toEqual([
      { Line: 3, Field: 'Barcode', Message: 'Same barcode as line 2' },
    ]);
    expect((await importCsv(`Sku,Barcode\n${a.sku},8901030865275\n`)).status).toBe(200);
    expect((await simple()).barcode).toBe('8901030865275');
    const taken = await importCsv(`Sku,Barcode\n${b.sku},8901030865275\n`);
    expect(taken.body.Errors).toEqual([
      { Line: 2, Field: 'Barcode', Message: `Product ${a.id} already has this barcode` },
    ]);
  });

  it('archives a product: gone from the shop, the export and the list (but for the archived filter); un-archive brings it back', async () => {
    const p = await simple(2);
    const shop = () => call(t, 'GET', `/product-details?productSlug=${p.slug}`);
    const listed = async (archived: boolean) => {
      const res = await call(
        t,
        'GET',
        `/admin/products?search=${p.id}${archived ? '&archived=true' : ''}`,
        tokens.owner,
      );
      return AdminProductPage.parse(res.body).Products.map((r) => r.Id);
    };
    const exported = async () => {
      const res = await fetch(`${t.url}/api/admin/catalogue/export.csv`, {
        headers: { authorization: `Bearer ${tokens.owner}` },
      });
      return (await res.text()).includes(`\r\n${p.id},`);
    };
    expect((await shop()).status).toBe(200);
    expect((await call(t, 'POST', `/admin/products/${p.id}/archive`, tokens.owner)).status).toBe(
      204,
    );
    expect((await shop()).status).toBe(404);
    expect(await listed(false)).not.toContain(p.id);
    expect(await listed(true)).toContain(p.id);
    expect(await exported()).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.id, p.id)));
    expect(row).toMatchObject({ isActive: false, archivedAt: expect.any(Date) });

    expect((await call(t, 'POST', `/admin/products/${p.id}/unarchive`, tokens.owner)).status).toBe(
      204,
    );
    expect(await listed(false)).toContain(p.id);
    expect(await exported()).toBe(true);
  });
});
