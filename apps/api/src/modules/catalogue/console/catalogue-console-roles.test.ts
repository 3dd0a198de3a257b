import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { categories, products, productVariants } from '../../../db/tables';
import { call, callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';
import { newProduct } from './catalogue-console-test-kit';

// Every console catalogue call: owner and manager may, a packer is refused (403), a shopper's
// token and none are refused (401). Reading needs catalogue:write too (see the routes).

const EDITORS = ['owner', 'manager'] as const;

describe.each(DB_KINDS)('console catalogue calls by role on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let categoryId: number;
  let productId: number;
  let variantId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await callerTokens(t);
    const db = t.database.db;
    categoryId = (await db.select().from(categories).orderBy(asc(categories.id)).limit(1))[0]!.id;
    const [v] = await db.select().from(productVariants).orderBy(asc(productVariants.id)).limit(1);
    variantId = v!.id;
    const [p] = await db.select().from(products).where(eq(products.hasVariants, false)).limit(1);
    productId = p!.id;
  });
  afterAll(() => t?.close());

  const fresh = () => Math.random().toString(36).slice(2, 8);

  it('reads: categories, products, one product, banners, shelves', async () => {
    for (const path of [
      '/admin/categories',
      '/admin/products?search=atta&lowStock=true',
      `/admin/products/${productId}`,
      '/admin/home-banners',
      '/admin/home-shelves',
    ])
      await expectRoles(t, tokens, 'GET', path, [...EDITORS]);
  });

  it('categories: create, edit, move, delete, image', async () => {
    await expectRoles(t, tokens, 'POST', '/admin/categories', [...EDITORS], () => ({
      Name: `Role test ${fresh()}`,
      ParentId: categoryId,
    }));
    await expectRoles(t, tokens, 'PATCH', `/admin/categories/${categoryId}`, [...EDITORS], {
      Description: 'Everyday staples',
    });
    await expectRoles(t, tokens, 'POST', `/admin/categories/${categoryId}/move`, [...EDITORS], {
      Direction: 'down',
    });
    const made = await call<{ Id: number }>(t, 'POST', '/admin/categories', {
      token: tokens.owner,
      body: { Name: `Doomed ${fresh()}` },
    });
    await expectRoles(t, tokens, 'DELETE', `/admin/categories/${made.body.Id}`, [...EDITORS]);
    await expectRoles(t, tokens, 'POST', `/admin/categories/${categoryId}/image`, [...EDITORS]);
    await expectRoles(t, tokens, 'DELETE', `/admin/categories/${categoryId}/image`, [...EDITORS]);
  });

  it('products, option rows and images', async () => {
    await expectRoles(t, tokens, 'POST', '/admin/products', [...EDITORS], () =>
      newProduct(categoryId),
    );
    await expectRoles(t, tokens, 'PATCH', `/admin/products/${productId}`, [...EDITORS], {
      IsDeal: true,
    });
    await expectRoles(t, tokens, 'PATCH', `/admin/variants/${variantId}`, [...EDITORS], {
      Stock: 40,
    });
    const made = await call<{ Id: number }>(t, 'POST', '/admin/products', {
      token: tokens.owner,
      body: newProduct(categoryId),
    });
    await expectRoles(
      t,
      tokens,
      'POST',
      `/admin/products/${made.body.Id}/variants`,
      [...EDITORS],
      () => ({
        Label: `${fresh()} g`,
        Price: 100,
        Mrp: 100,
      }),
    );
    await expectRoles(t, tokens, 'POST', `/admin/products/${made.body.Id}/images`, [...EDITORS]);
    await expectRoles(
      t,
      tokens,
      'PUT',
      `/admin/products/${made.body.Id}/image-order`,
      [...EDITORS],
      { Ids: [1] },
    );
    await expectRoles(t, tokens, 'DELETE', `/admin/products/${made.body.Id}/images/1`, [
      ...EDITORS,
    ]);
  });

  it('archive, un-archive and stock history (a packer gets 403)', async () => {
    for (const path of ['archive', 'unarchive']) {
      await expectRoles(t, tokens, 'POST', `/admin/products/${productId}/${path}`, [...EDITORS]);
      await expectRoles(t, tokens, 'POST', `/admin/variants/${variantId}/${path}`, [...EDITORS]);
    }
    await expectRoles(t, tokens, 'GET', `/admin/products/${productId}/stock-movements`, [
      ...EDITORS,
    ]);
  });

  it('home banners and shelves, and the image upload they use', async () => {
    await expectRoles(t, tokens, 'POST', '/admin/media', [...EDITORS]);
    await expectRoles(t, tokens, 'POST', '/admin/home-banners', [...EDITORS], () => ({
      Title: `Sale ${fresh()}`,
      MediaId: 'banner-chai-time',
      LinkUrl: '/category/tea-coffee',
    }));
    await expectRoles(t, tokens, 'PATCH', '/admin/home-banners/chai-time', [...EDITORS], {
      Subtitle: 'Tea and biscuits from ₹10',
    });
    const banners = await call<{ Banners: { BannerId: string }[] }>(
      t,
      'GET',
      '/admin/home-banners',
      {
        token: tokens.owner,
      },
    );
    await expectRoles(t, tokens, 'PUT', '/admin/home-banners/order', [...EDITORS], {
      Ids: banners.body.Banners.map((b) => b.BannerId).reverse(),
    });
    await expectRoles(t, tokens, 'DELETE', '/admin/home-banners/festive-pooja', [...EDITORS]);
    await expectRoles(t, tokens, 'POST', '/admin/home-shelves', [...EDITORS], () => ({
      Title: `Shelf ${fresh()}`,
      Kind: 'category',
      CategoryId: categoryId,
    }));
    const shelves = await call<{ Shelves: { ShelfId: string }[] }>(
      t,
      'GET',
      '/admin/home-shelves',
      {
        token: tokens.owner,
      },
    );
    const first = shelves.body.Shelves[0]!.ShelfId;
    await expectRoles(t, tokens, 'PATCH', `/admin/home-shelves/${first}`, [...EDITORS], {
      Title: 'Staples',
    });
    await expectRoles(t, tokens, 'PUT', '/admin/home-shelves/order', [...EDITORS], {
      Ids: shelves.body.Shelves.map((s) => s.ShelfId),
    });
    await expectRoles(t, tokens, 'DELETE', `/admin/home-shelves/${first}`, [...EDITORS]);
    expect(shelves.body.Shelves.length).toBeGreaterThanOrEqual(2);
  });
});
