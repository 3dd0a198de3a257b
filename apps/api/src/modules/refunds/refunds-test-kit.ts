import { afterAll, beforeAll, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OrderDetails, RefundDetails, type ReturnRequestBody } from '@kirana/shared';
import { queryRows } from '../../db/client';
import { startTestApp, type DbKind, type TestApp } from '../../test/harness';
import { signInWithOtp } from '../auth/auth-test-kit';
import { products } from '../catalogue/catalogue.tables';
import {
  addressFor,
  aSimpleProduct,
  call,
  postOrder,
  quote,
  UNLIMITED,
} from '../checkout/checkout-test-kit';
import { walletLedger } from '../wallet/wallet.tables';
import { refundEvents, refunds } from './refunds.tables';
import { fundWallet, orderRow } from '../wallet/wallet-test-kit';

export { balanceOf, fundWallet, ledgerSum, orderRow } from '../wallet/wallet-test-kit';

export { call, UNLIMITED };
export const ADMIN_TOKEN = 'admin-token-for-the-refunds-suite-0123456789';

export interface Shopper {
  token: string;
  userId: number;
  addressId: number;
  email: string;
}

/** A shopper signed in through the real OTP calls (not a test user: their orders are delivered). */
export async function aShopper(t: TestApp, email: string): Promise<Shopper> {
  const login = await signInWithOtp(t, 'email', email);
  const token = login.Token;
  return { token, userId: login.UserData.UserId, addressId: await addressFor(t, token), email };
}

/** The n-th simple product of the seed, with plenty of stock and the given price. */
export async function aProduct(t: TestApp, skip: number, pricePaise: number) {
  const p = await aSimpleProduct(t, skip);
  await t.database.db
    .update(products)
    .set({ stock: 10_000, isActive: true, pricePaise, mrpPaise: pricePaise + 1000 })
    .where(eq(products.id, p.id));
  return { id: p.id, categoryId: p.categoryId };
}

export type Items = { ProductId: number; VariantId: number | null; Qty: number }[];

/** Order lines from [productId, qty] pairs. */
export const items = (...lines: [number, number][]): Items =>
  lines.map(([ProductId, Qty]) => ({ ProductId, VariantId: null, Qty }));

export const lineOf = (o: OrderDetails, productId: number) =>
  o.Lines.find((l) => l.ProductId === productId)!;

export interface RefundsTestApp {
  t: TestApp;
  asha: Shopper;
  ravi: Shopper;
  p1: { id: number; categoryId: number };
  p2: { id: number; categoryId: number };
  /** A shopper of their own, for a test that counts a shopper's money from zero. */
  newShopper(): Promise<Shopper>;
}

/**
 * One test file's app, started in its beforeAll and closed in its afterAll: two shoppers and two
 * products whose prices do not divide evenly, so rounding shows. Read its fields inside a test.
 */
export function refundsTestApp(kind: DbKind): RefundsTestApp {
  const app = {} as RefundsTestApp;
  let shopperNo = 0;
  beforeAll(async () => {
    const t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    Object.assign(app, {
      t,
      asha: await aShopper(t, 'asha.refunds@example.com'),
      ravi: await aShopper(t, 'ravi.refunds@example.com'),
      p1: await aProduct(t, 0, 33_333),
      p2: await aProduct(t, 1, 25_001),
      newShopper: () => aShopper(t, `refund-shopper-${++shopperNo}@example.com`),
    });
  });
  afterAll(() => app.t?.close());
  return app;
}

/**
 * Places an order over HTTP at the quoted amount. `wallet`: the wallet pays all of it (funded
 * first by a store adjustment); `sandbox`: paid online in the sandbox; `cod`: cash on delivery.
 */
export async function placeOrder(
  t: TestApp,
  s: Shopper,
  method: 'wallet' | 'cod' | 'sandbox',
  items: Items,
  coupon?: string,
): Promise<OrderDetails> {
  const base = {
    Items: items,
    AddressId: s.addressId,
    DeliveryMethodId: 'standard',
    PaymentMethodId: method,
    ...(coupon ? { CouponCode: coupon } : {}),
  };
  const q = await quote(t, s.token, base);
  const payable = q.Bill.AmountPayable;
  if (method === 'wallet') await fundWallet(t, s.userId, payable);
  const res = await postOrder(
    t,
    s.token,
    { ...base, ExpectedAmountPayable: payable, WalletAmount: method === 'wallet' ? payable : 0 },
    `refund-test-${Math.random().toString(36).slice(2)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const order = OrderDetails.parse((res.body as { Order: unknown }).Order);
  if (method === 'sandbox') {
    const started = await call(t, 'POST', `/orders/${order.OrderId}/payments`, s.token, {
      Provider: 'sandbox',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const paid = await call(
      t,
      'POST',
      `/payments/sandbox/${(started.body as { PaymentId: number }).PaymentId}`,
      s.token,
      { Outcome: 'succeed' },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  return order;
}

/** A delivered order paid all by the wallet (prepaid). */
export async function deliveredWalletOrder(
  t: TestApp,
  s: Shopper,
  lines: Items,
  coupon?: string,
): Promise<OrderDetails> {
  const o = await placeOrder(t, s, 'wallet', lines, coupon);
  await deliver(t, o.OrderId);
  return o;
}

/** Calls an admin route. */
export const admin = (t: TestApp, method: string, path: string, body?: unknown) =>
  fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

/**
 * The store owner takes an order from placed to delivered (a sandbox-paid order is a test
 * order: it goes with the test-order override).
 */
export async function deliver(t: TestApp, orderId: number): Promise<void> {
  for (const [Status, extra] of [
    ['confirmed', {}],
    ['packed', {}],
    ['shipped', { Carrier: 'Delhivery', TrackingNumber: 'DL12345678' }],
    ['delivered', {}],
  ] as const) {
    const res = await admin(t, 'POST', `/admin/orders/${orderId}/status`, {
      Status,
      ...extra,
      FulfilTestOrder: true,
    });
    expect(res.status, `${Status}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

/**
 * Cash on delivery collected at the door: the store marks it collected (all that is due, in
 * cash) through the console's own route, as the owner does on the order page.
 */
export async function collectCash(t: TestApp, orderId: number): Promise<void> {
  const o = await orderRow(t, orderId);
  const res = await admin(t, 'POST', `/admin/orders/${orderId}/cod-collected`, {
    Amount: o.amountPayablePaise - o.walletPaise,
    Method: 'cash',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export const askReturn = (t: TestApp, token: string, body: ReturnRequestBody) =>
  call(t, 'POST', '/refunds', token, body);

/** A return that must be created; answers its details. */
export async function returned(t: TestApp, token: string, body: ReturnRequestBody) {
  const res = await askReturn(t, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return RefundDetails.parse(res.body.RefundDetails);
}

/** A return of `qty` units of one line of a delivered order, its money to the wallet. */
export const aWalletReturn = (
  t: TestApp,
  s: Shopper,
  orderId: number,
  productId: number,
  qty = 1,
) =>
  returned(t, s.token, {
    OrderId: orderId,
    Lines: [{ ProductId: productId, VariantId: null, Qty: qty }],
    Reason: 'Other',
    Destination: 'wallet',
  });

export const moveRefund = (t: TestApp, refundId: number, body: Record<string, unknown>) =>
  admin(t, 'POST', `/admin/refunds/${refundId}/status`, body);

/** The refund credits of a refund in the wallet ledger. */
export const refundCredits = (t: TestApp, refundId: number) =>
  t.database.db.select().from(walletLedger).where(eq(walletLedger.refundId, refundId));

export const refundRow = async (t: TestApp, refundId: number) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]!;

/** The statuses a refund took, oldest first, with who moved it. */
export const refundTimeline = async (t: TestApp, refundId: number) =>
  (
    await t.database.db
      .select()
      .from(refundEvents)
      .where(eq(refundEvents.refundId, refundId))
      .orderBy(refundEvents.id)
  ).map((e) => `${e.status}:${e.actor}`);

/** Units of each line of an order asked back by returns not rejected. */
export const returnedQty = async (t: TestApp, orderId: number) =>
  (
    await queryRows<{ product_id: number; returned_qty: number }>(
      t.database.db,
      sql`SELECT product_id, returned_qty FROM order_lines WHERE order_id = ${orderId} ORDER BY id`,
    )
  ).map((r) => Number(r.returned_qty));

/** Moves an order's delivery `days` into the past. */
export const deliveredDaysAgo = (t: TestApp, orderId: number, days: number) =>
  t.database.db.execute(
    sql`UPDATE order_events SET created_at = now() - make_interval(days => ${days})
        WHERE order_id = ${orderId} AND status = 'delivered'`,
  );

/** Sets a category's return window (0: not returnable); answers the old one. */
export async function setReturnWindow(t: TestApp, categoryId: number, days: number) {
  const [old] = await queryRows<{ d: number }>(
    t.database.db,
    sql`SELECT return_window_days AS d FROM categories WHERE id = ${categoryId}`,
  );
  await t.database.db.execute(
    sql`UPDATE categories SET return_window_days = ${days} WHERE id = ${categoryId}`,
  );
  return Number(old!.d);
}

export interface KeptMessage {
  Subject: string;
  Body: string;
}

/**
 * The refund messages kept in the dev outbox for an address, once `ready` holds for them (the
 * app's job worker sends them after the move's commit; up to 5 s).
 */
export async function refundMessagesTo(
  t: TestApp,
  to: string,
  ready: (messages: KeptMessage[]) => boolean,
): Promise<KeptMessage[]> {
  let messages: KeptMessage[] = [];
  for (let i = 0; i < 50; i++) {
    const res = await call(t, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    messages = (res.body as { Messages: KeptMessage[] }).Messages.filter((m) =>
      m.Subject.startsWith('Refund '),
    );
    if (ready(messages)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return messages;
}
