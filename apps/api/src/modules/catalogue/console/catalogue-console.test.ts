import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminCategories, AdminProduct, AdminProductPage } from '@kirana/shared';
import {
  AdminShelves,
  CacheState,
  CategoriesAnswer,
  HomePageDataAnswer,
  ProductDetailsAnswer,
  SearchAnswer,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { categories, media } from '../../../db/tables';
import { call, staffSession } from '../../staff/staff-test-kit';
import { getOk } from '../catalogue-test-kit';
import { lastAudit, newProduct, pngOf, upload } from './catalogue-console-test-kit';

// The console's catalogue changes as a shopper sees them: each shows on the storefront's own
// calls after the cache bump; bad input is a 400 naming the field; each change is audited.

describe.each(DB_KINDS)('console catalogue on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let topId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await staffSession(t, 'manager')).token;
    const [top] = await t.database.db
      .select()
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(1);
    topId = top!.id;
  });
  afterAll(() => t?.close());

  const as = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    call<T>(t, method, path, { token, body });
  const fieldsOf = (body: unknown) =>
    ((body as { Fields?: { Field: string }[] }).Fields ?? []).map((f) => f.Field);
  const storeTree = () => getOk(t, '/api/categories', CategoriesAnswer);

  it('creates a sub-category the storefront lists, moves it, deactivates it and refuses its deletion while used', async () => {
    const made = await as<{ Id: number; Slug: string }>('POST', '/admin/categories', {
      Name: 'Millets & Grains',
      ParentId: topId,
      ReturnWindowDays: 0,
    });
    expect(made.status).toBe(201);
    expect(made.body.Slug).toBe('millets-grains');
    const subs = () =>
      storeTree().then((a) => a.Categories.find((c) => c.CategoryId === topId)!.SubCategories);
    expect((await subs()).at(-1)?.Slug).toBe('millets-grains');

    const up = await as<AdminCategories>('POST', `/admin/categories/${made.body.Id}/move`, {
      Direction: 'up',
    });
    expect(up.status).toBe(200);
    const order = (await subs()).map((c) => c.Slug);
    expect(order.at(-2)).toBe('millets-grains');

    const p = await as<AdminProduct>('POST', '/admin/products', newProduct(made.body.Id));
    expect(p.status).toBe(201);
    const del = await as('DELETE', `/admin/categories/${made.body.Id}`);
    expect(del.status).toBe(409);
    expect(del.body.Code).toBe('CATEGORY_IN_USE');

    expect(
      (await as('PATCH', `/admin/categories/${made.body.Id}`, { IsActive: false })).status,
    ).toBe(200);
    expect((await subs()).map((c) => c.Slug)).not.toContain('millets-grains');
    const audit = await lastAudit(t, 'category', made.body.Id);
    expect(audit).toMatchObject({ action: 'category.update', actorRole: 'manager' });
    expect(audit!.before).toMatchObject({ isActive: true });
    expect(audit!.after).toMatchObject({ isActive: false });
  });

  it('refuses a taken slug (409), a parent below itself and bad fields (400 naming them)', async () => {
    const [any] = await t.database.db.select().from(categories).limit(1);
    const taken = await as('POST', '/admin/categories', { Name: 'Again', Slug: any!.slug });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual(['Slug']);
    const child = await as<{ Id: number }>('POST', '/admin/categories', {
      Name: 'Child',
      ParentId: topId,
    });
    const loop = await as('PATCH', `/admin/categories/${topId}`, { ParentId: child.body.Id });
    expect(loop.status).toBe(400);
    expect(fieldsOf(loop.body)).toEqual(['ParentId']);
    const bad = await as('POST', '/admin/categories', {
      Name: 'X',
      ReturnWindowDays: -1,
      Slug: 'A B',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['body.Name', 'body.ReturnWindowDays', 'body.Slug']),
    );
  });

  it('creates a product with option rows the storefront shows, edits it and audits before/after', async () => {
    const body = newProduct(topId, {
      Slug: 'kodo-millet-console',
      Variants: [
        { GroupName: 'Weight', Label: '500 g', Price: 9_900, Mrp: 12_000, Stock: 0 },
        { GroupName: 'Weight', Label: '1 kg', Price: 18_500, Mrp: 22_000, Stock: 8 },
      ],
    });
    const made = await as<AdminProduct>('POST', '/admin/products', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ HasVariants: true, Price: 9_900, Stock: 0 });
    const details = () =>
      getOk(t, '/api/product-details?productSlug=kodo-millet-console', ProductDetailsAnswer);
    const shown = await details();
    expect(shown.ProductDetails.Name).toBe(body.Name);
    expect(JSON.stringify(shown)).toContain('Millet Mantra Foods Pvt Ltd');

    const state = (await getOk(t, '/api/cache-state', CacheState)).State;
    const renamed = await as('PATCH', `/admin/products/${made.body.Id}`, {
      Name: 'Kodo Millet (Varagu)',
      HsnCode: '1008',
      GstRate: 0,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.CacheState).not.toBe(state);
    expect((await details()).ProductDetails.Name).toBe('Kodo Millet (Varagu)');
    const search = await getOk(t, '/api/search?terms=varagu', SearchAnswer);
    expect(JSON.stringify(search)).toContain('kodo-millet-console');

    const audit = await lastAudit(t, 'product', made.body.Id);
    expect(audit).toMatchObject({ action: 'product.update', actorRole: 'manager' });
    expect(audit!.before).toMatchObject({ name: body.Name, hsnCode: '10082930', gstRate: 5 });
    expect(audit!.after).toMatchObject({
      name: 'Kodo Millet (Varagu)',
      hsnCode: '1008',
      gstRate: 0,
    });

    // an option row's price follows to the listing when it becomes the cheapest
    const cheap = made.body.Variants[1]!;
    expect((await as('PATCH', `/admin/variants/${cheap.Id}`, { Price: 9_000 })).status).toBe(200);
    const page = await as<AdminProductPage>('GET', '/admin/products?search=varagu');
    expect(page.body.Products[0]).toMatchObject({ Id: made.body.Id, Price: 9_000, Stock: 8 });
    const added = await as<AdminProduct>('POST', `/admin/products/${made.body.Id}/variants`, {
      Label: '2 kg',
      Price: 35_000,
      Mrp: 40_000,
      Stock: 3,
    });
    expect(added.status).toBe(201);
    expect(added.body.Variants.map((v) => v.Label)).toEqual(['500 g', '1 kg', '2 kg']);
    expect((await lastAudit(t, 'variant', added.body.Variants[2]!.Id))?.action).toBe(
      'variant.create',
    );
  });

  it.each([
    ['MRP below the price', { Price: 500, Mrp: 400 }, ['body.Mrp']],
    ['a zero price', { Price: 0 }, ['body.Price']],
    ['an HSN code of 3 digits', { HsnCode: '110' }, ['body.HsnCode']],
    ['a GST rate of 7', { GstRate: 7 }, ['body.GstRate']],
    ['a missing maker', { MakerName: undefined }, ['body.MakerName']],
    ['a bad FSSAI licence', { FssaiLicence: '123' }, ['body.FssaiLicence']],
  ])('refuses a new product with %s (400 naming the field)', async (_n, over, fields) => {
    const res = await as('POST', '/admin/products', newProduct(topId, over));
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(fields));
  });

  it('refuses a taken product slug (409), an unknown category and price above MRP on edit', async () => {
    const a = await as<AdminProduct>('POST', '/admin/products', newProduct(topId));
    const b = await as<AdminProduct>('POST', '/admin/products', newProduct(topId));
    const dup = await as('PATCH', `/admin/products/${b.body.Id}`, { Slug: a.body.Slug });
    expect(dup.status).toBe(409);
    expect(fieldsOf(dup.body)).toEqual(['Slug']);
    const cat = await as('PATCH', `/admin/products/${b.body.Id}`, { CategoryId: 999_999 });
    expect(cat.status).toBe(400);
    expect(fieldsOf(cat.body)).toEqual(['CategoryId']);
    const mrp = await as('PATCH', `/admin/products/${b.body.Id}`, { Price: 50_000 });
    expect(mrp.status).toBe(400);
    expect(mrp.body.Code).toBe('PRICE_ABOVE_MRP');
    expect(fieldsOf(mrp.body)).toEqual(['Mrp']);
  });

  it('filters the console list by category, active and low stock, in pages', async () => {
    const made = await as<AdminProduct>(
      'POST',
      '/admin/products',
      newProduct(topId, { Stock: 2, IsActive: false, Name: 'Low Stock Ragi Flour' }),
    );
    const page = await as<AdminProductPage>(
      'GET',
      `/admin/products?search=ragi%20flour&categoryId=${topId}&active=false&lowStock=true`,
    );
    expect(page.status).toBe(200);
    expect(page.body.Products.map((p) => p.Id)).toEqual([made.body.Id]);
    expect(page.body.Products[0]).toMatchObject({ LowStock: true, IsActive: false });
    const two = await as<AdminProductPage>('GET', '/admin/products?pageSize=2&pageNo=2');
    expect(two.body.Products).toHaveLength(2);
    expect(two.body.TotalCount).toBeGreaterThan(4);
    expect((await as('GET', '/admin/products?pageSize=500')).status).toBe(400);
  });

  it('uploads a product image: sniffed, re-encoded without metadata, served at every srcset width; ordered and deleted', async () => {
    const p = await as<AdminProduct>('POST', '/admin/products', newProduct(topId));
    const path = `/admin/products/${p.body.Id}/images`;
    const first = await upload(t, path, await pngOf(2000, 1000), 'image/png', token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const jpeg = await sharp(await pngOf(300, 300))
      .jpeg()
      .toBuffer();
    const second = await upload(t, path, jpeg, 'image/jpeg', token);
    const images = (second.body as { Images: { Id: number; MediaId: string }[] }).Images;
    expect(images).toHaveLength(2);

    const [stored] = await t.database.db
      .select()
      .from(media)
      .where(eq(media.id, images[0]!.MediaId));
    expect(stored).toMatchObject({ contentType: 'image/webp', width: 1280, height: 640 });
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    for (const w of [160, 320, 480, 640, 960]) {
      const res = await fetch(`${t.url}/api/media/${images[0]!.MediaId}?w=${w}`);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(w);
    }

    const reordered = await as<{ Images: { Id: number }[] }>(
      'PUT',
      `/admin/products/${p.body.Id}/image-order`,
      { Ids: [images[1]!.Id, images[0]!.Id] },
    );
    expect(reordered.body.Images.map((i) => i.Id)).toEqual([images[1]!.Id, images[0]!.Id]);
    const list = await as<AdminProductPage>('GET', `/admin/products?search=${p.body.Slug}`);
    expect(list.body.Products[0]!.ImageId).toBe(images[1]!.MediaId);
    const details = await getOk(
      t,
      `/api/product-details?productSlug=${p.body.Slug}`,
      ProductDetailsAnswer,
    );
    expect(JSON.stringify(details)).toContain(images[1]!.MediaId);

    const wrong = await as('PUT', `/admin/products/${p.body.Id}/image-order`, {
      Ids: [images[0]!.Id],
    });
    expect(wrong.status).toBe(400);
    const gone = await as<{ Images: { Id: number }[] }>(
      'DELETE',
      `/admin/products/${p.body.Id}/images/${images[1]!.Id}`,
    );
    expect(gone.body.Images.map((i) => i.Id)).toEqual([images[0]!.Id]);
    expect(
      await t.database.db.select().from(media).where(eq(media.id, images[1]!.MediaId)),
    ).toEqual([]);
    expect((await lastAudit(t, 'product', p.body.Id))?.action).toBe('product-image.delete');
  });

  it('refuses uploads of a PDF, a .png that is text, and a file above 5 MB', async () => {
    const p = await as<AdminProduct>('POST', '/admin/products', newProduct(topId));
    const path = `/admin/products/${p.body.Id}/images`;
    const pdf = await upload(t, path, Buffer.from('%PDF-1.7\n1 0 obj\n'), 'application/pdf', token);
    expect(pdf.status).toBe(415);
    const text = await upload(t, path, Buffer.from('just some text, honest'), 'image/png', token);
    expect(text.status).toBe(400);
    expect(text.body.Code).toBe('PHOTO_INVALID');
    const huge = await upload(t, path, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg', token);
    expect(huge.status).toBe(413);
    expect((await as<AdminProduct>('GET', `/admin/products/${p.body.Id}`)).body.Images).toEqual([]);
  });

  it('sets a category picture from an upload, shown on the storefront', async () => {
    const res = await upload(
      t,
      `/admin/categories/${topId}/image`,
      await pngOf(400, 400),
      'image/png',
      token,
    );
    expect(res.status).toBe(201);
    const imageId = res.body.ImageId as string;
    const tops = await storeTree();
    expect(tops.Categories.find((c) => c.CategoryId === topId)?.ImageId).toBe(imageId);
  });

  it('adds, edits, orders and hides home banners and shelves, as the home page shows them', async () => {
    const home = () => getOk(t, '/api/home-page-data', HomePageDataAnswer);
    const img = await upload(t, '/admin/media', await pngOf(1200, 400), 'image/png', token);
    expect(img.status).toBe(201);
    const banner = await as<{ BannerId: string }>('POST', '/admin/home-banners', {
      Title: 'Millet month',
      Subtitle: 'Ragi, jowar and kodo',
      MediaId: img.body.MediaId,
      LinkUrl: '/category/staples-atta',
    });
    expect(banner.status).toBe(201);
    expect((await home()).Banners.at(-1)?.BannerId).toBe(banner.body.BannerId);
    const ids = (await home()).Banners.map((b) => b.BannerId);
    const order = [banner.body.BannerId, ...ids.filter((i) => i !== banner.body.BannerId)];
    expect((await as('PUT', '/admin/home-banners/order', { Ids: order })).status).toBe(200);
    expect((await home()).Banners[0]?.BannerId).toBe(banner.body.BannerId);
    await as('PATCH', `/admin/home-banners/${banner.body.BannerId}`, { IsActive: false });
    expect((await home()).Banners.map((b) => b.BannerId)).not.toContain(banner.body.BannerId);
    const bad = await as('POST', '/admin/home-banners', {
      Title: 'Nope',
      MediaId: 'no-such-image',
      LinkUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('body.LinkUrl');

    const p = await as<AdminProduct>('POST', '/admin/products', newProduct(topId));
    const shelf = await as<{ ShelfId: string }>('POST', '/admin/home-shelves', {
      Title: 'Millets to try',
      Kind: 'products',
      ProductIds: [p.body.Id],
    });
    expect(shelf.status).toBe(201);
    const shown = (await home()).Shelves.find((s) => s.ShelfId === shelf.body.ShelfId);
    expect(shown?.Products.map((x) => x.ProductId)).toEqual([p.body.Id]);
    // the console's list names the shelf's products, for its editor to show when re-opened
    const listed = async () =>
      AdminShelves.parse((await as('GET', '/admin/home-shelves')).body).Shelves;
    const named = [{ Id: p.body.Id, Name: p.body.Name }];
    expect((await listed()).find((s) => s.ShelfId === shelf.body.ShelfId)?.Products).toEqual(named);
    const reordered = await as('PUT', '/admin/home-shelves/order', {
      Ids: (await listed()).map((s) => s.ShelfId).reverse(),
    });
    expect(reordered.status).toBe(200);
    const after = AdminShelves.parse(reordered.body).Shelves;
    expect(after.find((s) => s.ShelfId === shelf.body.ShelfId)?.Products).toEqual(named);
    expect((await lastAudit(t, 'home-shelf', shelf.body.ShelfId))?.after).toMatchObject({
      Title: 'Millets to try',
    });
    const none = await as('POST', '/admin/home-shelves', { Title: 'Empty', Kind: 'products' });
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toContain('body.ProductIds');
    const byCategory = await as('PATCH', `/admin/home-shelves/${shelf.body.ShelfId}`, {
      Kind: 'category',
      CategoryId: topId,
    });
    expect(byCategory.status).toBe(200);
    const card = (await home()).Shelves.find((s) => s.ShelfId === shelf.body.ShelfId);
    expect(card?.LinkUrl).toMatch(/^\/category\//);
    expect(card?.Products.length).toBeGreaterThan(0);
    await as('DELETE', `/admin/home-shelves/${shelf.body.ShelfId}`);
    expect((await home()).Shelves.map((s) => s.ShelfId)).not.toContain(shelf.body.ShelfId);
  });
});
