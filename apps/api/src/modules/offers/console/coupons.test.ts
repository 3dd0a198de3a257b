import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { AdminCoupon, AdminCouponList, CouponUses, Offers } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import {
  addressFor,
  aSimpleProduct,
  codOrderBody,
  postOrder,
  quote,
  setStock,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from '../../checkout/checkout-test-kit';
import { categories, products } from '../../catalogue/catalogue.tables';
import { auditLog } from '../../staff/staff.tables';
import { coupons } from '../offers.tables';
import { call, callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';

let n = 0;
const aCode = () => `TEST${Date.now().toString(36).toUpperCase().slice(-5)}${n++}`;
const newCoupon = (over: Record<string, unknown> = {}) => ({
  Code: aCode(),
  Title: '₹10 off',
  Kind: 'flat',
  Value: 1000,
  ...over,
});

/** Two simple products of the seed under different top categories, and a third top category. */
async function productsUnderTwoTops(t: TestApp) {
  const db = t.database.db;
  const rows = await db
    .select({ id: products.id, sub: products.categoryId, top: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.hasVariants, false), isNotNull(categories.parentId)))
    .orderBy(products.id);
  const a = rows[0]!;
  const b = rows.find((r) => r.top !== a.top)!;
  const all = await db.select().from(categories).orderBy(categories.id);
  const other = all.find((c) => c.parentId === null && c.id !== a.top && c.id !== b.top)!;
  return {
    a: { id: a.id, sub: a.sub, top: a.top!, topName: all.find((c) => c.id === a.top)!.name },
    b: { id: b.id },
    subName: all.find((c) => c.id === a.sub)!.name,
    other: { id: other.id, name: other.name },
  };
}

describe.each(DB_KINDS)('console coupons on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let owner: string;

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call(t, 'POST', '/admin/coupons', { token: owner, body: newCoupon(over) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AdminCoupon.parse(res.body);
  };
  const offerCodes = async () =>
    Offers.parse((await call(t, 'GET', '/offers')).body).Offers.map((o) => o.Code);

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED });
    tokens = await callerTokens(t);
    owner = tokens.owner!;
  });
  afterAll(() => t.close());

  it('lets owners and managers use every coupon call, refuses packers, shoppers and no one', async () => {
    const { CouponId } = await create();
    const owners = ['owner', 'manager'] as const;
    await expectRoles(t, tokens, 'GET', '/admin/coupons', [...owners]);
    await expectRoles(t, tokens, 'POST', '/admin/coupons', [...owners], () => newCoupon());
    await expectRoles(t, tokens, 'PATCH', `/admin/coupons/${CouponId}`, [...owners], {
      Title: 'Renamed',
    });
    await expectRoles(t, tokens, 'POST', `/admin/coupons/${CouponId}/pause`, [...owners]);
    await expectRoles(t, tokens, 'POST', `/admin/coupons/${CouponId}/resume`, [...owners]);
    await expectRoles(t, tokens, 'GET', `/admin/coupons/${CouponId}/uses`, [...owners]);
  });

  it('refuses a bad code, percent above 100, a flat cap, an end before the start and a taken code', async () => {
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await call(t, 'POST', '/admin/coupons', { token: owner, body: newCoupon(over) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body.Fields)).toContain(field);
    };
    await bad({ Code: 'no spaces!' }, 'Code');
    await bad({ Kind: 'percent', Value: 101 }, 'Value');
    await bad({ MaxDiscount: 500 }, 'MaxDiscount');
    await bad({ StartsAt: '2027-01-02T00:00:00Z', EndsAt: '2027-01-01T00:00:00Z' }, 'EndsAt');
    const { Code } = await create();
    const taken = await call(t, 'POST', '/admin/coupons', {
      token: owner,
      body: newCoupon({ Code: Code.toLowerCase() }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.Code).toBe('COUPON_CODE_TAKEN');
  });

  it('shows a created coupon to shoppers, hides it while paused and when its dates move out', async () => {
    const c = await create({ Code: aCode().toLowerCase() });
    expect(c.Code).toBe(c.Code.toUpperCase());
    expect(c.Status).toBe('active');
    expect(await offerCodes()).toContain(c.Code);

    const paused = await call(t, 'POST', `/admin/coupons/${c.CouponId}/pause`, { token: owner });
    expect(AdminCoupon.parse(paused.body).Status).toBe('paused');
    expect(await offerCodes()).not.toContain(c.Code);
    await call(t, 'POST', `/admin/coupons/${c.CouponId}/resume`, { token: owner });
    expect(await offerCodes()).toContain(c.Code);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    const moved = await call(t, 'PATCH', `/admin/coupons/${c.CouponId}`, {
      token: owner,
      body: { StartsAt: later },
    });
    expect(AdminCoupon.parse(moved.body).Status).toBe('scheduled');
    expect(await offerCodes()).not.toContain(c.Code);

    const badDates = await call(t, 'PATCH', `/admin/coupons/${c.CouponId}`, {
      token: owner,
      body: { EndsAt: new Date().toISOString() },
    });
    expect(badDates.status).toBe(400);
    expect(badDates.body.Fields).toEqual([expect.objectContaining({ Field: 'EndsAt' })]);

    const list = AdminCouponList.parse(
      (await call(t, 'GET', '/admin/coupons', { token: owner })).body,
    );
    expect(list.Coupons.find((x) => x.CouponId === c.CouponId)?.Status).toBe('scheduled');
  });

  it('counts uses with their orders, refuses a limit below them (409), and the cart follows edits', async () => {
    const c = await create({ TotalLimit: 5, PerUserLimit: 3, Value: 500 });
    const shopper = await signIn(t, TEST_USERS.a);
    const addressId = await addressFor(t, shopper.token);
    const product = await aSimpleProduct(t);
    await setStock(t, product.id, 100);
    const items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    const numbers: string[] = [];
    for (const key of ['u1', 'u2']) {
      const body = await codOrderBody(t, shopper.token, items, addressId, { CouponCode: c.Code });
      const placed = await postOrder(t, shopper.token, body, `${c.Code}-${key}`);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      numbers.push((placed.body as { Order: { OrderNumber: string } }).Order.OrderNumber);
    }

    const uses = CouponUses.parse(
      (await call(t, 'GET', `/admin/coupons/${c.CouponId}/uses`, { token: owner })).body,
    );
    expect(uses.Uses.map((u) => u.OrderNumber).sort()).toEqual([...numbers].sort());
    expect(uses.Uses.every((u) => u.Discount === 500 && u.UserId === shopper.userId)).toBe(true);
    const listed = AdminCouponList.parse(
      (await call(t, 'GET', '/admin/coupons', { token: owner })).body,
    ).Coupons.find((x) => x.CouponId === c.CouponId)!;
    expect(listed).toMatchObject({ UsedCount: 2, TopShopperUses: 2, TotalLimit: 5 });

    for (const body of [{ TotalLimit: 1 }, { PerUserLimit: 1 }]) {
      const res = await call(t, 'PATCH', `/admin/coupons/${c.CouponId}`, { token: owner, body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.Code).toBe('COUPON_LIMIT_BELOW_USES');
    }
    // exactly the uses made is allowed: the coupon is then used up for every shopper
    const edited = await call(t, 'PATCH', `/admin/coupons/${c.CouponId}`, {
      token: owner,
      body: { TotalLimit: 2, Value: 700 },
    });
    expect(AdminCoupon.parse(edited.body)).toMatchObject({ TotalLimit: 2, Status: 'used-up' });
    const q = await quote(t, shopper.token, {
      Items: items,
      AddressId: addressId,
      CouponCode: c.Code,
    });
    expect(q.Coupon).toMatchObject({ Applied: false, Message: `${c.Code} has been fully used` });

    const reopened = await call(t, 'PATCH', `/admin/coupons/${c.CouponId}`, {
      token: owner,
      body: { TotalLimit: null },
    });
    expect(reopened.status).toBe(200);
    const q2 = await quote(t, shopper.token, {
      Items: items,
      AddressId: addressId,
      CouponCode: c.Code,
    });
    expect(q2.Coupon).toMatchObject({ Applied: true, Discount: 700 });
  });

  it('writes an audit entry with before and after for each change', async () => {
    const c = await create();
    await call(t, 'PATCH', `/admin/coupons/${c.CouponId}`, {
      token: owner,
      body: { MinOrderValue: 9900 },
    });
    await call(t, 'POST', `/admin/coupons/${c.CouponId}/pause`, { token: owner });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(c.CouponId))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.pause',
    ]);
    expect(entries[1]!.before).toMatchObject({ MinOrderValue: 0 });
    expect(entries[1]!.after).toMatchObject({ MinOrderValue: 9900 });
    expect(entries[2]!.after).toEqual({ IsActive: false });
    expect(entries.every((e) => e.actorRole === 'owner')).toBe(true);
  });

  it('makes a category coupon that discounts only the lines under its categories, else refuses', async () => {
    const { a, b, other } = await productsUnderTwoTops(t);
    const label = `${a.topName} and ${other.name}`;
    // a's top category covers a's sub-category (sent too, and dropped as covered), repeats go
    const c = await create({
      Kind: 'percent',
      Value: 10,
      CategoryIds: [a.top, a.sub, other.id, a.top],
    });
    expect(c).toMatchObject({
      CategoryIds: [a.top, other.id],
      Categories: [
        { Id: a.top, Name: a.topName, IsVisible: true },
        { Id: other.id, Name: other.name, IsVisible: true },
      ],
      ScopeLabel: label,
    });
    const offers = Offers.parse((await call(t, 'GET', '/offers')).body).Offers;
    expect(offers.find((o) => o.Code === c.Code)?.ScopeLabel).toBe(label);

    const shopper = await signIn(t, TEST_USERS.b);
    const addressId = await addressFor(t, shopper.token);
    for (const id of [a.id, b.id]) await setStock(t, id, 100);
    const items = [
      { ProductId: a.id, VariantId: null, Qty: 3 },
      { ProductId: b.id, VariantId: null, Qty: 2 },
    ];
    const both = await quote(t, shopper.token, {
      Items: items,
      AddressId: addressId,
      CouponCode: c.Code,
    });
    const lineOf = (id: number) => both.Bill.Lines.find((l) => l.ProductId === id)!;
    const discount = Math.floor(lineOf(a.id).LineTotal / 10);
    expect(discount).toBeGreaterThan(0);
    expect(both.Coupon).toMatchObject({ Applied: true, Discount: discount });
    expect(both.Bill.CouponDiscount).toBe(discount);
    expect(lineOf(a.id).Discount).toBe(discount);
    expect(lineOf(b.id).Discount).toBe(0);

    const placed = await postOrder(
      t,
      shopper.token,
      await codOrderBody(t, shopper.token, items, addressId, { CouponCode: c.Code }),
      `${c.Code}-both`,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const uses = CouponUses.parse(
      (await call(t, 'GET', `/admin/coupons/${c.CouponId}/uses`, { token: owner })).body,
    );
    expect(uses.Uses.map((u) => u.Discount)).toEqual([discount]);

    const withoutA = await quote(t, shopper.token, {
      Items: [items[1]],
      AddressId: addressId,
      CouponCode: c.Code,
    });
    expect(withoutA.Coupon).toMatchObject({
      Applied: false,
      Discount: 0,
      Message: `${c.Code} applies to ${label} only`,
    });
    expect(withoutA.Bill.CouponDiscount).toBe(0);

    // a category renamed in the console is named anew wherever the coupon's scope is shown
    const renamed = `${other.name} Plus`;
    const patched = await call(t, 'PATCH', `/admin/categories/${other.id}`, {
      token: owner,
      body: { Name: renamed },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const newLabel = `${a.topName} and ${renamed}`;
    const offersNow = Offers.parse((await call(t, 'GET', '/offers')).body).Offers;
    expect(offersNow.find((o) => o.Code === c.Code)?.ScopeLabel).toBe(newLabel);
    const list = AdminCouponList.parse(
      (await call(t, 'GET', '/admin/coupons', { token: owner })).body,
    ).Coupons;
    expect(list.find((x) => x.CouponId === c.CouponId)?.ScopeLabel).toBe(newLabel);
    const again = await quote(t, shopper.token, {
      Items: [items[1]],
      AddressId: addressId,
      CouponCode: c.Code,
    });
    expect(again.Coupon?.Message).toBe(`${c.Code} applies to ${newLabel} only`);
  });

  it('refuses unknown, hidden, negative and too many categories with 400, writing nothing', async () => {
    const db = t.database.db;
    const [hidden] = await db
      .insert(categories)
      .values({ slug: `hidden-${aCode().toLowerCase()}`, name: 'Winter Sale', isActive: false })
      .returning();
    const [under] = await db
      .insert(categories)
      .values({ slug: `under-${aCode().toLowerCase()}`, name: 'Shawls', parentId: hidden!.id })
      .returning();
    const c = await create();
    const counts = async () => ({
      coupons: (await db.select({ n: count() }).from(coupons))[0]!.n,
      audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
      row: (await db.select().from(coupons).where(eq(coupons.id, c.CouponId)))[0],
    });
    const before = await counts();
    const refused = async (CategoryIds: unknown, message?: string) => {
      for (const [method, path, body] of [
        ['POST', '/admin/coupons', newCoupon({ CategoryIds })],
        ['PATCH', `/admin/coupons/${c.CouponId}`, { CategoryIds }],
      ] as const) {
        const res = await call(t, method, path, { token: owner, body });
        const label = `${method} ${JSON.stringify(CategoryIds).slice(0, 40)}`;
        expect(res.status, label).toBe(400);
        const fields = res.body.Fields as { Field: string; Message: string }[];
        expect(fields.map((f) => f.Field).join(), label).toMatch(/^body\.CategoryIds/);
        if (message) expect(res.body.Message, label).toContain(message);
      }
    };
    await refused([999_999], 'Invalid body.CategoryIds: no category has the id 999999');
    await refused([hidden!.id], `Winter Sale (${hidden!.id}) is hidden from shoppers`);
    await refused([under!.id], `Shawls (${under!.id}) is hidden from shoppers`);
    await refused([-1]);
    await refused([0]);
    await refused([1.5]);
    await refused(['1']);
    await refused('1');
    await refused(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(await counts()).toEqual(before);
  });

  it('audits a change of categories, and a store-wide coupon again has no scope', async () => {
    const { a, subName } = await productsUnderTwoTops(t);
    const c = await create();
    expect(c).toMatchObject({ CategoryIds: [], Categories: [], ScopeLabel: null });
    const patch = (CategoryIds: number[]) =>
      call(t, 'PATCH', `/admin/coupons/${c.CouponId}`, { token: owner, body: { CategoryIds } });
    expect(AdminCoupon.parse((await patch([a.sub])).body).CategoryIds).toEqual([a.sub]);
    const allAgain = AdminCoupon.parse((await patch([])).body);
    expect(allAgain).toMatchObject({ CategoryIds: [], ScopeLabel: null });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'coupon'),
          eq(auditLog.entityId, String(c.CouponId)),
          eq(auditLog.action, 'coupon.update'),
        ),
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        expect.objectContaining({ CategoryIds: [], ScopeLabel: null }),
        expect.objectContaining({ CategoryIds: [a.sub], ScopeLabel: subName }),
      ],
      [
        expect.objectContaining({ CategoryIds: [a.sub], ScopeLabel: subName }),
        expect.objectContaining({ CategoryIds: [], ScopeLabel: null }),
      ],
    ]);
  });
});
