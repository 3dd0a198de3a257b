import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { OrderDetailsAnswer, OrderHistoryAnswer, PlaceOrderAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { signInWithOtp } from '../auth/auth-test-kit';
import { getSetting, putSetting } from '../content';
import { coupons } from '../offers/offers.tables';
import { orders } from '../orders/orders.tables';
import { idempotencyKeys } from './checkout.tables';
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

const ADMIN_TOKEN = 'admin-token-for-the-orders-suite-0123456789';

describe.each(DB_KINDS)('checkout and orders on %s', (kind) => {
  let t: TestApp;
  let shopper: { token: string; userId: number };
  let other: { token: string; userId: number };
  let addressId: number;
  let otherAddressId: number;
  let productId: number;
  let keyNo = 0;
  const key = () => `test-key-${kind}-${++keyNo}-${Date.now()}`;
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${ADMIN_TOKEN}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { Code?: string; CountTotalOrders?: number },
    }));

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED, ADMIN_TOKEN });
    const login = await signInWithOtp(t, 'email', 'meera@example.com');
    shopper = { token: login.Token, userId: login.UserData.UserId };
    other = await signIn(t, TEST_USERS.b);
    addressId = await addressFor(t, shopper.token);
    otherAddressId = await addressFor(t, other.token, { Name: 'Other Person' });
    productId = (await aSimpleProduct(t)).id;
    await setStock(t, productId, 50);
  });
  afterAll(() => t.close());

  it('quotes a bill with GST inside it, CGST+SGST within Karnataka and IGST elsewhere', async () => {
    const items = [{ ProductId: productId, VariantId: null, Qty: 2 }];
    const local = await quote(t, shopper.token, {
      Items: items,
      AddressId: addressId,
      PaymentMethodId: 'cod',
    });
    expect(local.Bill.IsInterState).toBe(false);
    expect(local.Bill.CgstTotal + local.Bill.SgstTotal).toBe(local.Bill.TaxTotal);
    expect(local.Bill.TaxableTotal + local.Bill.TaxTotal).toBe(local.Bill.AmountPayable);
    expect(local.Bill.CodFee).toBe(900);
    expect(local.CanPlaceOrder).toBe(true);
    const delhi = await addressFor(t, shopper.token, {
      Pincode: '110001',
      State: 'DL',
      City: 'New Delhi',
    });
    const away = await quote(t, shopper.token, { Items: items, AddressId: delhi });
    expect(away.Bill.IsInterState).toBe(true);
    expect(away.Bill.IgstTotal).toBe(away.Bill.TaxTotal);
    expect(away.Bill.CgstTotal).toBe(0);
    // next-day cannot be next day two days away: it says why instead of promising it
    const method = (id: string) => away.DeliveryMethods.find((m) => m.DeliveryMethodId === id)!;
    expect(method('express').Description).toBe('Delhi takes at least 2 days');
    expect(method('express').EtaFrom).toBe(method('standard').EtaFrom);
    expect(method('standard').Description).toBe('Delivered in 2-4 days');
    // the cart's promise (the public estimate) is checkout's default method's window
    const estimate = (await call(t, 'GET', '/delivery-estimate?pincode=110001')).body as {
      EtaFrom: string;
      EtaTo: string;
    };
    expect([estimate.EtaFrom, estimate.EtaTo]).toEqual([
      method('standard').EtaFrom,
      method('standard').EtaTo,
    ]);
    const guest = await quote(t, undefined, { Items: items, Pincode: '560001' });
    expect(guest.Delivery?.IsServiceable).toBe(true);
    expect(guest.CanPlaceOrder).toBe(false); // no address yet
  });

  it('places a COD order once per key, lists it, details it, invoices it and cancels it', async () => {
    const before = await stockOf(t, productId);
    const body = await codOrderBody(
      t,
      shopper.token,
      [{ ProductId: productId, VariantId: null, Qty: 3 }],
      addressId,
    );
    const k = key();
    const first = await postOrder(t, shopper.token, body, k);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const placed = PlaceOrderAnswer.parse(first.body).Order;
    expect(placed.OrderNumber).toMatch(/^KRN-\d{4}-\d{6,}$/);
    expect(placed.InvoiceNumber).toMatch(/^KRN\/\d{2}-\d{2}\/\d{6,}$/);
    expect(placed.Status).toBe('placed');
    expect(await stockOf(t, productId)).toBe(before - 3);

    const again = await postOrder(t, shopper.token, body, k);
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(true);
    expect((again.body as { Order: { OrderId: number } }).Order.OrderId).toBe(placed.OrderId);
    expect(await stockOf(t, productId)).toBe(before - 3);
    const changed = await postOrder(
      t,
      shopper.token,
      { ...body, Items: [{ ProductId: productId, VariantId: null, Qty: 1 }] },
      k,
    );
    expect(changed.status).toBe(422);

    const history = OrderHistoryAnswer.parse(
      (await call(t, 'GET', '/order-history?pageNo=1', shopper.token)).body,
    );
    expect(history.Orders.map((o) => o.OrderId)).toContain(placed.OrderId);
    const details = OrderDetailsAnswer.parse(
      (await call(t, 'GET', `/order-details?orderId=${placed.OrderId}`, shopper.token)).body,
    );
    expect(details.NoOrder).toBe(false);
    expect(details.OrderDetails?.Timeline.map((e) => e.Status)).toEqual(['placed']);
    // the answer is built from the rows the order's writes returned: it is what a read gives
    expect(details.OrderDetails).toEqual(placed);
    const foreign = await call(t, 'GET', `/order-details?orderId=${placed.OrderId}`, other.token);
    expect(foreign.body).toEqual({ NoOrder: true, OrderDetails: null });

    const pdfRes = await fetch(`${t.url}/api/orders/${placed.OrderId}/invoice`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await pdfRes.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text).toContain(placed.InvoiceNumber!);
    expect(text).toContain('29AABCK1234M1ZG');
    expect(
      (
        await fetch(`${t.url}/api/orders/${placed.OrderId}/invoice`, {
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).status,
    ).toBe(404);

    const cancel = await call(t, 'POST', `/orders/${placed.OrderId}/cancel`, shopper.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await stockOf(t, productId)).toBe(before);
    const twice = await call(t, 'POST', `/orders/${placed.OrderId}/cancel`, shopper.token, {
      Reason: 'Other',
    });
    expect(twice.status).toBe(409);
    expect(await stockOf(t, productId)).toBe(before);

    // the app's job worker tells the shopper of each move through the messaging (dev outbox)
    const told = async () => {
      const res = await call(t, 'GET', `/dev/outbox?to=meera%40example.com`);
      return (res.body as { Messages: { Subject: string }[] }).Messages.map((m) => m.Subject);
    };
    for (let i = 0; i < 50 && !(await told()).some((s) => s.includes('Cancelled')); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const subjects = await told();
    expect(subjects).toContain(`Order ${placed.OrderNumber}: Placed`);
    expect(subjects).toContain(`Order ${placed.OrderNumber}: Cancelled`);
  });

  it('refuses cheats with a clear error and writes nothing', async () => {
    const good = await codOrderBody(
      t,
      shopper.token,
      [{ ProductId: productId, VariantId: null, Qty: 1 }],
      addressId,
    );
    const n = await orderCount();
    const stock = await stockOf(t, productId);
    const cases: [unknown, number, string][] = [
      [{ ...good, ExpectedAmountPayable: 100 }, 409, 'PRICE_CHANGED'],
      [
        { ...good, Items: [{ ProductId: productId, VariantId: null, Qty: -1 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { ...good, Items: [{ ProductId: productId, VariantId: null, Qty: 0 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { ...good, Items: [{ ProductId: productId, VariantId: null, Qty: 1.5 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { ...good, Items: [{ ProductId: productId, VariantId: null, Qty: 1e9 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [{ ...good, Items: [{ ProductId: productId, VariantId: null, Qty: 11 }] }, 409, 'QTY_LIMIT'],
      [
        { ...good, Items: [{ ProductId: 999999, VariantId: null, Qty: 1 }] },
        409,
        'ITEM_UNAVAILABLE',
      ],
      [
        { ...good, Items: [{ ProductId: productId, VariantId: 999999, Qty: 1 }] },
        409,
        'ITEM_UNAVAILABLE',
      ],
      [
        { ...good, Items: [{ ProductId: productId, VariantId: null, Qty: 1, Price: 1 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [{ ...good, AmountPayable: 1 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, AddressId: otherAddressId }, 404, 'ADDRESS_NOT_FOUND'],
      [{ ...good, CouponCode: 'NOSUCHCODE' }, 400, 'COUPON_INVALID'],
      [{ ...good, PaymentMethodId: 'razorpay' }, 400, 'PAYMENT_METHOD_UNAVAILABLE'],
      [{ ...good, DeliveryMethodId: 'teleport' }, 400, 'DELIVERY_METHOD_INVALID'],
    ];
    for (const [body, status, code] of cases) {
      const res = await postOrder(t, shopper.token, body, key());
      expect(res.status, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(status);
      expect((res.body as { Code: string }).Code).toBe(code);
    }
    expect(await orderCount()).toBe(n);
    expect(await stockOf(t, productId)).toBe(stock);
    expect((await postOrder(t, shopper.token, good, 'short')).status).toBe(400);
  });

  it('applies a coupon with its minimum, refuses an expired one, and gives a use back on cancel', async () => {
    const items = [{ ProductId: productId, VariantId: null, Qty: 10 }];
    const q = await quote(t, shopper.token, {
      Items: items,
      AddressId: addressId,
      CouponCode: 'festive10',
      PaymentMethodId: 'cod',
    });
    if (q.Bill.ItemTotal >= 99900) expect(q.Coupon?.Applied).toBe(true);
    else expect(q.Coupon?.Message).toMatch(/^Add ₹[\d,]+\.\d\d more to use FESTIVE10$/);
    await t.database.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, 'UPI50'));
    const expired = await quote(t, shopper.token, {
      Items: items,
      AddressId: addressId,
      CouponCode: 'UPI50',
    });
    expect(expired.Coupon?.Applied).toBe(false);
    expect(expired.CanPlaceOrder).toBe(false);
  });

  it('quotes a coupon that does not apply with its reason, and it does not stand in the way of the order', async () => {
    await t.database.db.insert(coupons).values({
      code: 'BIGBASKET',
      title: 'Big',
      kind: 'flat',
      value: 100,
      minOrderPaise: 99_999_900,
    });
    const pending = await quote(t, shopper.token, {
      Items: [{ ProductId: productId, VariantId: null, Qty: 1 }],
      AddressId: addressId,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'cod',
      CouponCode: 'BIGBASKET',
    });
    expect(pending.Coupon).toMatchObject({ Applied: false, Discount: 0 });
    expect(pending.Coupon?.Message).toMatch(/^Add ₹[\d,]+\.\d\d more to use BIGBASKET$/);
    expect(pending.Bill.CouponDiscount).toBe(0);
    // placeable without it: the checkout leaves a coupon that does not apply out of the order
    expect(pending.CanPlaceOrder).toBe(true);
  });

  it('refuses cash on delivery above its limit or outside its pincodes, and an expired or out-of-scope coupon', async () => {
    const good = await codOrderBody(
      t,
      shopper.token,
      [{ ProductId: productId, VariantId: null, Qty: 2 }],
      addressId,
    );
    const n = await orderCount();
    const methods = await getSetting(t.database.db, 'paymentMethods');
    const withCod = (cod: Partial<(typeof methods.PaymentMethods)[number]>) =>
      putSetting(t.database.db, 'paymentMethods', {
        PaymentMethods: methods.PaymentMethods.map((m) =>
          m.PaymentMethodId === 'cod' ? { ...m, ...cod } : m,
        ),
      });
    try {
      await withCod({ MaxOrderValue: 10000 });
      const over = await postOrder(t, shopper.token, good, key());
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({
        Code: 'PAYMENT_METHOD_UNAVAILABLE',
        Message: 'Cash on delivery is available for orders up to ₹100.00',
      });
      await withCod({ MaxOrderValue: null, PincodePrefixes: ['11'] });
      const far = await postOrder(t, shopper.token, good, key());
      expect(far.body).toMatchObject({
        Code: 'PAYMENT_METHOD_UNAVAILABLE',
        Message: 'Cash on delivery is not available at 560001',
      });
    } finally {
      await putSetting(t.database.db, 'paymentMethods', methods);
    }
    await t.database.db.insert(coupons).values([
      {
        code: 'OLDSALE',
        title: 'Old',
        kind: 'flat',
        value: 100,
        endsAt: new Date(Date.now() - 60_000),
      },
      {
        code: 'ONLYTOYS',
        title: 'Toys',
        kind: 'flat',
        value: 100,
        categoryIds: [999999],
      },
    ]);
    for (const code of ['OLDSALE', 'ONLYTOYS']) {
      const body = await codOrderBody(t, shopper.token, good.Items, addressId, {
        CouponCode: code,
      });
      const res = await postOrder(t, shopper.token, body, key());
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as { Code: string }).Code).toBe('COUPON_INVALID');
    }
    expect(await orderCount()).toBe(n);
  });

  it('moves an order along for the store owner; shipping needs tracking; a shipped order cannot be cancelled', async () => {
    const body = await codOrderBody(
      t,
      shopper.token,
      [{ ProductId: productId, VariantId: null, Qty: 1 }],
      addressId,
    );
    const placed = PlaceOrderAnswer.parse(
      (await postOrder(t, shopper.token, body, key())).body,
    ).Order;
    const move = (Status: string, extra = {}) =>
      admin('POST', `/admin/orders/${placed.OrderId}/status`, { Status, ...extra });
    expect((await move('shipped')).status).toBe(400); // no carrier or tracking number
    expect((await move('delivered')).status).toBe(409); // not an allowed move from placed
    for (const s of ['confirmed', 'packed']) expect((await move(s)).status).toBe(200);
    expect(
      (await move('shipped', { Carrier: 'Delhivery', TrackingNumber: 'DL12345678' })).status,
    ).toBe(200);
    const cancel = await call(t, 'POST', `/orders/${placed.OrderId}/cancel`, shopper.token, {
      Reason: 'Other',
    });
    expect(cancel.status).toBe(409);
    expect((await move('delivered')).status).toBe(200);
    const details = OrderDetailsAnswer.parse(
      (await call(t, 'GET', `/order-details?orderId=${placed.OrderId}`, shopper.token)).body,
    );
    expect(details.OrderDetails?.Timeline.map((e) => e.Status)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(details.OrderDetails?.TrackingNumber).toBe('DL12345678');
    // nothing is shown as received until the store marks the cash collected (#28)
    expect(placed.Payment.PaidAmount).toBe(0);
    expect(details.OrderDetails?.Payment.PaidAmount).toBe(0);
    const collected = await admin('POST', `/admin/orders/${placed.OrderId}/cod-collected`, {
      Amount: placed.AmountPayable,
      Method: 'cash',
    });
    expect(collected.status).toBe(200);
    const paid = OrderDetailsAnswer.parse(
      (await call(t, 'GET', `/order-details?orderId=${placed.OrderId}`, shopper.token)).body,
    );
    expect(paid.OrderDetails?.Payment.PaidAmount).toBe(placed.AmountPayable);
    expect(
      (await admin('GET', '/admin/orders?status=delivered')).body.CountTotalOrders ?? 0,
    ).toBeGreaterThan(0);
  });

  it("keeps a test user's order at confirmed", async () => {
    const test = await signIn(t, TEST_USERS.c);
    const addr = await addressFor(t, test.token);
    const body = await codOrderBody(
      t,
      test.token,
      [{ ProductId: productId, VariantId: null, Qty: 1 }],
      addr,
    );
    const placed = PlaceOrderAnswer.parse((await postOrder(t, test.token, body, key())).body).Order;
    expect(placed.IsTestOrder).toBe(true);
    expect(
      (await admin('POST', `/admin/orders/${placed.OrderId}/status`, { Status: 'confirmed' }))
        .status,
    ).toBe(200);
    const packed = await admin('POST', `/admin/orders/${placed.OrderId}/status`, {
      Status: 'packed',
    });
    expect(packed.status).toBe(409);
    expect(packed.body.Code).toBe('TEST_ORDER');
  });

  it('a refused order leaves its key free; a claim left by a dead process is taken over once stale', async () => {
    const body = await codOrderBody(
      t,
      shopper.token,
      [{ ProductId: productId, VariantId: null, Qty: 1 }],
      addressId,
    );
    const k = key();
    await setStock(t, productId, 0);
    const refused = await postOrder(t, shopper.token, body, k);
    expect(refused.status).toBe(409);
    await setStock(t, productId, 5);
    // the same request again, under the same key: the refusal claimed nothing
    const placed = await postOrder(t, shopper.token, body, k);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.replayed).toBe(false);
    const [claimed] = await t.database.db
      .select({ requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, k));
    const hash = claimed!.requestHash;

    // an unanswered claim, as a process of the earlier version left it while it worked
    const claimOf = (claimed: string, age: string) =>
      t.database.db.execute(sql`
        INSERT INTO idempotency_keys (user_id, scope, key, request_hash, created_at)
        VALUES (${shopper.userId}, 'orders', ${claimed}, ${hash},
                now() - ${age}::interval)`);
    const working = key();
    await claimOf(working, '5 seconds');
    const inFlight = await postOrder(t, shopper.token, body, working);
    expect(inFlight.status).toBe(409);
    expect((inFlight.body as { Code: string }).Code).toBe('IDEMPOTENCY_IN_FLIGHT');
    const dead = key();
    await claimOf(dead, '10 minutes');
    const before = await orderCount();
    const takenOver = await postOrder(t, shopper.token, body, dead);
    expect(takenOver.status, JSON.stringify(takenOver.body)).toBe(201);
    expect(await orderCount()).toBe(before + 1);
    await setStock(t, productId, 50);
  });
});
