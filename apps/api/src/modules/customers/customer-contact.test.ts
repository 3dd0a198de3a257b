import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CUSTOMERS_CSV_COLUMNS, CustomersAnswer, type AdminOrdersAnswer } from '@kirana/shared';
import { parse } from 'csv-parse/sync';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { signInWithOtp } from '../auth/auth-test-kit';
import { addressFor } from '../checkout/checkout-test-kit';
import {
  ADMIN_TOKEN,
  aProduct,
  placeOrder,
  shopperAt,
  UNLIMITED,
} from '../orders/console/orders-test-kit';
import { call, callerTokens, csvStatuses, type Caller } from '../staff/staff-test-kit';
import { users } from '../users/users.tables';

// #28 item 4: a customer's name and mobile come from sign-in and the addresses they use, and
// the console finds them by either, a mobile written any way.

const userRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe.each(DB_KINDS)('a customer’s name and mobile on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  const customers = async (search: string) => {
    const res = await call(t, 'GET', `/admin/customers?search=${encodeURIComponent(search)}`, {
      token: tokens.manager,
    });
    expect(res.status).toBe(200);
    return CustomersAnswer.parse(res.body).Customers;
  };
  const orderSearch = async (search: string) => {
    const res = await call<AdminOrdersAnswer>(
      t,
      'GET',
      `/admin/orders?search=${encodeURIComponent(search)}`,
      { token: tokens.manager },
    );
    expect(res.status).toBe(200);
    return res.body.Orders.map((o) => o.OrderNumber);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
  });
  afterAll(() => t?.close());

  it('fills an empty name and mobile from the first address, never over what the account has', async () => {
    const s = await shopperAt(t, 'nirmala.contact@example.com', {
      Name: 'Nirmala Contact',
      Mobile: '+91 97400 11223',
    });
    expect(await userRow(t, s.userId)).toMatchObject({
      username: 'Nirmala Contact',
      contactMobile: '9740011223',
      phone: null, // an address's mobile is not verified: never a sign-in key
    });
    await addressFor(t, s.token, { Name: 'Someone Else', Mobile: '9000000001' });
    expect(await userRow(t, s.userId)).toMatchObject({
      username: 'Nirmala Contact',
      contactMobile: '9740011223',
    });
  });

  it('a phone sign-in gives the mobile; the console shows it and finds the customer by it', async () => {
    const login = await signInWithOtp(t, 'phone', '+919740055667');
    const id = login.UserData.UserId;
    expect((await userRow(t, id)).phone).toMatch(/9740055667$/);
    await addressFor(t, login.Token, { Name: 'Prakash Phone', Mobile: '9000000002' });
    const found = await customers('97400 55667');
    expect(found.map((c) => c.UserId)).toEqual([id]);
    expect(found[0]!.Name).toBe('Prakash Phone');
    expect(found[0]!.Phone).toMatch(/9740055667$/);
  });

  it('finds a customer and their orders by mobile (with or without +91 and spaces) and by name', async () => {
    const s = await shopperAt(t, 'farida.contact@example.com', {
      Name: 'Farida Search',
      Mobile: '9845066778',
    });
    const product = await aProduct(t, 4, 12_000);
    const o = await placeOrder(t, s, 'cod', [{ ProductId: product.id, VariantId: null, Qty: 1 }]);
    for (const q of ['9845066778', '+91 98450 66778', '+919845066778', '098450-66778', '66778']) {
      expect(
        (await customers(q)).map((c) => c.UserId),
        q,
      ).toEqual([s.userId]);
      expect(await orderSearch(q), q).toEqual([o.OrderNumber]);
    }
    expect((await customers('farida search')).map((c) => c.Phone)).toEqual(['9845066778']);
    expect(await orderSearch('Farida')).toEqual([o.OrderNumber]);
  });

  it('fills existing rows once, in the migration, from the default address (else the first order)', async () => {
    const a = await shopperAt(t, 'old.address@example.com', {
      Name: 'Old Address',
      Mobile: '9123400001',
    });
    const b = await shopperAt(t, 'old.order@example.com', {
      Name: 'Old Order',
      Mobile: '9123400002',
    });
    const product = await aProduct(t, 4, 12_000);
    await placeOrder(t, b, 'cod', [{ ProductId: product.id, VariantId: null, Qty: 1 }]);
    const named = await shopperAt(t, 'old.named@example.com', { Mobile: '9123400003' });
    // as they were before the fill: no name, no mobile; b's address since deleted
    for (const id of [a.userId, b.userId])
      await t.database.db
        .update(users)
        .set({ username: '', contactMobile: null })
        .where(eq(users.id, id));
    await t.database.db
      .update(users)
      .set({ username: 'Kept Name', contactMobile: null })
      .where(eq(users.id, named.userId));
    await t.database.db.execute(
      sql`UPDATE addresses SET deleted_at = now() WHERE user_id = ${b.userId}`,
    );
    const migration = readFileSync(
      new URL('../../db/migrations/0037_customer_contact.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').slice(1, 3);
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
    expect(await userRow(t, a.userId)).toMatchObject({
      username: 'Old Address',
      contactMobile: '9123400001',
    });
    expect(await userRow(t, b.userId)).toMatchObject({
      username: 'Old Order',
      contactMobile: '9123400002',
    });
    expect(await userRow(t, named.userId)).toMatchObject({
      username: 'Kept Name',
      contactMobile: '9123400003',
    });
  });

  it('exports the customers as CSV for the owner and manager; a packer gets 403', async () => {
    expect(await csvStatuses(t, tokens, '/admin/customers/export.csv')).toEqual({
      owner: 200,
      manager: 200,
      packer: 403,
      shopper: 401,
      nobody: 401,
    });
    const s = await shopperAt(t, 'sunita.export@example.com', {
      Name: 'Sunita Export',
      Mobile: '9988776655',
    });
    const product = await aProduct(t, 4, 12_000);
    const items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    const kept = await placeOrder(t, s, 'cod', items);
    const gone = await placeOrder(t, s, 'cod', items);
    await call(t, 'POST', `/admin/orders/${gone.OrderId}/cancel`, {
      token: tokens.owner,
      body: { Reason: 'Test it', ReasonCode: 'other' },
    });
    const res = await fetch(`${t.url}/api/admin/customers/export.csv?search=99887%2076655`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...CUSTOMERS_CSV_COLUMNS]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Name: 'Sunita Export',
      Mobile: '9988776655',
      Email: 'sunita.export@example.com',
      Orders: '1',
      'Spent (₹)': (kept.AmountPayable / 100).toFixed(2),
    });
    expect(rows[0]!['Last order (IST)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });
});
