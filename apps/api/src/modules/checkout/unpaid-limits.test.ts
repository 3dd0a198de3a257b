import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, lt, notInArray } from 'drizzle-orm';
import { DEFAULT_UNPAID_ORDER_LIMITS, type PlaceOrderBody } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { orders } from '../orders/orders.tables';
import { fundWallet } from '../wallet/wallet-test-kit';
import {
  aSimpleProduct,
  addressFor,
  call,
  codOrderBody,
  postOrder,
  quote,
  setStock,
  signIn,
  stockOf,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from './checkout-test-kit';

// One shopper may keep only so many orders unpaid (online awaiting payment, cash on delivery
// before the cash), and so many units in them, as the store sets in the console: otherwise 20
// unpaid orders could hold a product's whole stock.

const ADMIN_TOKEN = 'admin-token-for-the-unpaid-limits-suite-0123456789';

async function setup(kind: 'pglite' | 'postgres') {
  const t = await startTestApp(kind, {
    ...TEST_LOGIN,
    ...UNLIMITED,
    ADMIN_TOKEN,
    PAYMENTS_SANDBOX: true,
  });
  const shopper = await signIn(t, TEST_USERS.a);
  const addressId = await addressFor(t, shopper.token);
  const productId = (await aSimpleProduct(t, 4)).id;
  await setStock(t, productId, 200);
  return { t, shopper, addressId, productId };
}

const setLimits = (t: TestApp, body: unknown) =>
  call(t, 'PUT', '/admin/settings/unpaid-orders', ADMIN_TOKEN, body);

/** The shopper's orders that are open and not paid in full, as stored. */
const openUnpaid = async (t: TestApp, userId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          notInArray(orders.status, ['delivered', 'cancelled', 'expired']),
          lt(orders.paidPaise, orders.amountPayablePaise),
        ),
      )
  )[0]!.n;

describe.each(DB_KINDS)('the cap on unpaid orders on %s', (kind) => {
  let t: TestApp;
  let shopper: { token: string; userId: number };
  let addressId: number;
  let productId: number;
  let keyNo = 0;
  const key = () => `unpaid-${kind}-${++keyNo}`;
  const items = (Qty: number) => [{ ProductId: productId, VariantId: null, Qty }];
  const codOrder = async (qty = 1) =>
    postOrder(t, shopper.token, await codOrderBody(t, shopper.token, items(qty), addressId), key());
  async function onlineOrder(qty: number, PaymentMethodId: 'sandbox' | 'wallet') {
    const base = { Items: items(qty), AddressId: addressId, DeliveryMethodId: 'standard' };
    const q = await quote(t, shopper.token, { ...base, PaymentMethodId });
    const body: PlaceOrderBody = {
      ...base,
      PaymentMethodId,
      ExpectedAmountPayable: q.Bill.AmountPayable,
      WalletAmount: PaymentMethodId === 'wallet' ? q.Bill.AmountPayable : 0,
    };
    return postOrder(t, shopper.token, body, key());
  }

  beforeAll(async () => {
    ({ t, shopper, addressId, productId } = await setup(kind));
    await fundWallet(t, shopper.userId, 10_000_000);
  });
  afterAll(() => t.close());

  it('has defaults, shown and changed in the console settings, with bad input named', async () => {
    const read = await call(t, 'GET', '/admin/settings', ADMIN_TOKEN);
    expect(read.body).toMatchObject({ UnpaidOrders: DEFAULT_UNPAID_ORDER_LIMITS });
    const bad = await setLimits(t, { MaxUnpaidOrders: 0, MaxUnpaidUnits: 2.5 });
    expect(bad.status).toBe(400);
    expect((bad.body.Fields as { Field: string }[]).map((f) => f.Field).sort()).toEqual([
      'body.MaxUnpaidOrders',
      'body.MaxUnpaidUnits',
    ]);
    const saved = await setLimits(t, { MaxUnpaidOrders: 2, MaxUnpaidUnits: 5 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ MaxUnpaidOrders: 2, MaxUnpaidUnits: 5 });
    const again = await call(t, 'GET', '/admin/settings', ADMIN_TOKEN);
    expect(again.body).toMatchObject({ UnpaidOrders: { MaxUnpaidOrders: 2, MaxUnpaidUnits: 5 } });
  });

  it('refuses an unpaid order beyond the number allowed, taking nothing', async () => {
    expect((await codOrder()).status).toBe(201);
    expect((await onlineOrder(1, 'sandbox')).status).toBe(201);
    const before = await stockOf(t, productId);
    for (const third of [await codOrder(), await onlineOrder(1, 'sandbox')]) {
      expect(third.status, JSON.stringify(third.body)).toBe(409);
      expect(third.body).toMatchObject({
        Code: 'UNPAID_ORDERS_LIMIT',
        Message: 'You have 2 orders waiting to be paid',
      });
    }
    expect(await stockOf(t, productId)).toBe(before);
    expect(await openUnpaid(t, shopper.userId)).toBe(2);
    // an order paid from the wallet when placed holds nothing unpaid
    expect((await onlineOrder(1, 'wallet')).status).toBe(201);
  });

  it('refuses an unpaid order that would hold more units than allowed', async () => {
    const [open] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, shopper.userId), eq(orders.paymentMethod, 'cod')));
    const cancel = await call(t, 'POST', `/orders/${open!.id}/cancel`, shopper.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // one order of 1 unit left open: 1 + 5 is more than 5
    const big = await codOrder(5);
    expect(big.status, JSON.stringify(big.body)).toBe(409);
    expect(big.body).toMatchObject({ Code: 'UNPAID_UNITS_LIMIT' });
    expect((await codOrder(4)).status).toBe(201);
  });
});

describeRaces('unpaid orders in parallel', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await setup(kind));
  });
  afterAll(() => t.close());

  it('never lets one shopper exceed the cap, however many orders arrive at once', async () => {
    // another shopper than setup's, with no orders yet
    const shopper = await signIn(t, TEST_USERS.b);
    const addressId = await addressFor(t, shopper.token);
    const productId = (await aSimpleProduct(t, 4)).id;
    expect((await setLimits(t, { MaxUnpaidOrders: 3, MaxUnpaidUnits: 100 })).status).toBe(200);
    const before = await stockOf(t, productId);
    const body = await codOrderBody(
      t,
      shopper.token,
      [{ ProductId: productId, VariantId: null, Qty: 1 }],
      addressId,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postOrder(t, shopper.token, body, `unpaid-race-${i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(
      results.filter((r) => r.status === 409).map((r) => (r.body as { Code: string }).Code),
    ).toEqual(Array(17).fill('UNPAID_ORDERS_LIMIT'));
    expect(await openUnpaid(t, shopper.userId)).toBe(3);
    expect(await stockOf(t, productId)).toBe(before - 3);
  });
});
