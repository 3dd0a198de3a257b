import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminReviewsAnswer,
  AdminWalletAnswer,
  ApiErrorBody,
  CustomerProfileAnswer,
  CustomersAnswer,
  OrderHistoryAnswer,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call, callerTokens, expectRoles, type Caller } from '../staff/staff-test-kit';
import { users } from '../users/users.tables';
import {
  ADMIN_TOKEN,
  aBuyerOf,
  anUnreviewedProduct,
  aReview,
  postedReview,
  UNLIMITED,
  type Shopper,
} from '../reviews/reviews-test-kit';
import { adjust, auditOf } from './customers-test-kit';

// The console's customers: search and one customer's profile, orders, addresses, wallet and
// reviews for customers:read; hiding a review for reviews:moderate, audited.

describe.each(DB_KINDS)('the console’s customers on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let kavya: Shopper;
  let arjun: Shopper;
  let reviewId: number;
  let productName: string;

  const get = async (path: string, token = tokens.manager) => {
    const res = await call(t, 'GET', path, { token });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    const product = await anUnreviewedProduct(t, 3);
    productName = product.name;
    kavya = await aBuyerOf(t, 'kavya.customers@example.com', product.id);
    arjun = await aBuyerOf(t, 'arjun.customers@example.com', product.id);
    await t.database.db
      .update(users)
      .set({ username: 'Kavya Iyer', phone: '9812345670' })
      .where(eq(users.id, kavya.userId));
    reviewId = (await postedReview(t, kavya.token, aReview(product.id))).ReviewId;
  });
  afterAll(() => t?.close());

  it('opens the customer calls to the owner and the manager only', async () => {
    const both = ['owner', 'manager'] as const;
    const id = kavya.userId;
    for (const path of [
      '/admin/customers?search=kavya',
      `/admin/customers/${id}`,
      `/admin/customers/${id}/orders`,
      `/admin/customers/${id}/addresses`,
      `/admin/customers/${id}/wallet`,
      `/admin/customers/${id}/reviews`,
    ])
      await expectRoles(t, tokens, 'GET', path, [...both]);
    // without an Idempotency-Key an allowed caller gets 400: past the guard, nothing written
    await expectRoles(t, tokens, 'POST', `/admin/customers/${id}/wallet-adjustments`, [...both], {
      AmountPaise: 100,
      Reason: 'Goodwill',
    });
    await expectRoles(t, tokens, 'POST', '/admin/hide-review', [...both], {
      reviewId: 2147483647,
      hidden: true,
    });
    expect(await auditOf(t, 'wallet', id)).toEqual([]);
  });

  it('finds a customer by mobile (written any way), email and name, paged with a total', async () => {
    for (const search of ['9812345670', '+91 98123 45670', '981234', 'KAVYA.customers@', 'iyer']) {
      const found = CustomersAnswer.parse(
        await get(`/admin/customers?search=${encodeURIComponent(search)}`),
      );
      expect(
        found.Customers.map((c) => c.UserId),
        search,
      ).toEqual([kavya.userId]);
      expect(found.TotalCount, search).toBe(1);
    }
    const found = CustomersAnswer.parse(await get('/admin/customers?search=9812345670'));
    expect(found.Customers[0]).toMatchObject({
      Name: 'Kavya Iyer',
      Email: 'kavya.customers@example.com',
      Phone: '9812345670',
      OrderCount: 1,
    });
    const page = CustomersAnswer.parse(await get('/admin/customers?pageNo=1&pageSize=2'));
    expect(page.Customers.length).toBe(2);
    expect(page.TotalCount).toBeGreaterThanOrEqual(3); // the callers' shopper, Kavya, Arjun
    expect(CustomersAnswer.parse(await get('/admin/customers?search=nobody-here')).TotalCount).toBe(
      0,
    );
  });

  it('shows one customer’s profile, orders, addresses, wallet and reviews, and only theirs', async () => {
    const profile = CustomerProfileAnswer.parse(await get(`/admin/customers/${kavya.userId}`));
    expect(profile.Customer).toMatchObject({
      UserId: kavya.userId,
      OrderCount: 1,
      ReviewCount: 1,
      RefundCount: 0,
    });
    expect(profile.Customer.LastOrderAt).not.toBeNull();
    const orders = OrderHistoryAnswer.parse(await get(`/admin/customers/${kavya.userId}/orders`));
    expect(orders.CountTotalOrders).toBe(1);
    const arjunOrders = OrderHistoryAnswer.parse(
      await get(`/admin/customers/${arjun.userId}/orders`),
    );
    expect(arjunOrders.Orders[0]!.OrderId).not.toBe(orders.Orders[0]!.OrderId);
    const addresses = (await get(`/admin/customers/${kavya.userId}/addresses`)) as {
      Addresses: { AddressId: number }[];
    };
    expect(addresses.Addresses.map((a) => a.AddressId)).toEqual([kavya.addressId]);
    const wallet = AdminWalletAnswer.parse(await get(`/admin/customers/${kavya.userId}/wallet`));
    expect(wallet).toMatchObject({ Balance: 0, CountTotalTransactions: 0 });
    const reviews = AdminReviewsAnswer.parse(await get(`/admin/customers/${kavya.userId}/reviews`));
    expect(reviews.Reviews.map((r) => [r.ReviewId, r.ProductName])).toEqual([
      [reviewId, productName],
    ]);
    expect(
      AdminReviewsAnswer.parse(await get(`/admin/customers/${arjun.userId}/reviews`)).TotalReviews,
    ).toBe(0);
    const missing = await call(t, 'GET', '/admin/customers/2147483647', { token: tokens.owner });
    expect(missing.status).toBe(404);
    expect(ApiErrorBody.parse(missing.body).Code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('hides and shows a customer’s review, each change audited', async () => {
    const hide = await call(t, 'POST', '/admin/hide-review', {
      token: tokens.manager,
      body: { reviewId, hidden: true, reason: 'Abusive words' },
    });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    const hidden = AdminReviewsAnswer.parse(await get(`/admin/customers/${kavya.userId}/reviews`));
    expect(hidden.Reviews[0]).toMatchObject({ IsHidden: true, HiddenReason: 'Abusive words' });
    const show = await call(t, 'POST', '/admin/hide-review', {
      token: tokens.owner,
      body: { reviewId, hidden: false },
    });
    expect(show.status).toBe(200);
    const audit = await auditOf(t, 'review', reviewId);
    expect(audit.map((e) => [e.action, e.actorRole])).toEqual([
      ['review.hide', 'manager'],
      ['review.show', 'owner'],
    ]);
    expect(audit[0]!.before).toEqual({ IsHidden: false });
    expect(audit[0]!.after).toMatchObject({ IsHidden: true, HiddenReason: 'Abusive words' });
  });

  it('wallet adjustments go to the customer in the path only', async () => {
    const before = AdminWalletAnswer.parse(await get(`/admin/customers/${arjun.userId}/wallet`));
    const res = await adjust(t, tokens.owner, kavya.userId, {
      AmountPaise: 5_000,
      Reason: 'Late delivery goodwill',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = AdminWalletAnswer.parse(await get(`/admin/customers/${arjun.userId}/wallet`));
    expect(after).toEqual(before);
    const mine = AdminWalletAnswer.parse(await get(`/admin/customers/${kavya.userId}/wallet`));
    expect(mine.Balance).toBe(5_000);
    expect(mine.Transactions[0]).toMatchObject({
      Type: 'credit',
      Amount: 5_000,
      Reason: 'adjustment',
      Description: 'Late delivery goodwill',
    });
    expect(mine.Transactions[0]!.StaffName).toMatch(/^owner /);
  });
});
