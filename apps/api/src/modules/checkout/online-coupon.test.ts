import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { coupons } from '../offers/offers.tables';
import { balanceOf, fundWallet } from '../wallet/wallet-test-kit';
import {
  aSimpleProduct,
  addressFor,
  postOrder,
  quote,
  setStock,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from './checkout-test-kit';

// UPI50 is for paying online: the wallet counts as a payment method of its own, so paying ₹1
// online and the rest from the wallet does not earn it.
describe.each(DB_KINDS)('an online-only coupon and the wallet on %s', (kind) => {
  let t: TestApp;
  let shopper: { token: string; userId: number };
  let addressId: number;
  let productId: number;
  let keyNo = 0;
  const key = () => `upi50-${kind}-${++keyNo}`;
  const usesOfUpi50 = async () =>
    (await t.database.db.select().from(coupons).where(eq(coupons.code, 'UPI50')))[0]!.usedCount;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED, PAYMENTS_SANDBOX: true });
    shopper = await signIn(t, TEST_USERS.c);
    addressId = await addressFor(t, shopper.token);
    const product = await aSimpleProduct(t, 2);
    productId = product.id;
    await setStock(t, productId, 100);
    await fundWallet(t, shopper.userId, 1_000_000);
  });
  afterAll(() => t.close());

  /** Enough of the product for UPI50's ₹599 minimum. */
  const checkout = async () => {
    const one = await quote(t, shopper.token, {
      Items: [{ ProductId: productId, VariantId: null, Qty: 1 }],
    });
    const qty = Math.min(10, Math.ceil(59900 / one.Bill.ItemTotal));
    return {
      Items: [{ ProductId: productId, VariantId: null, Qty: qty }],
      AddressId: addressId,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'sandbox' as const,
      CouponCode: 'UPI50',
    };
  };

  it('is refused in the quote and the order when the wallet pays part of it', async () => {
    const base = await checkout();
    const online = await quote(t, shopper.token, base);
    expect(online.Coupon).toMatchObject({ Applied: true, Discount: 5000 });
    const payable = online.Bill.AmountPayable;
    const WalletAmount = payable - 100; // ₹1 left to pay online
    const balance = await balanceOf(t, shopper.userId);
    const uses = await usesOfUpi50();
    const res = await postOrder(
      t,
      shopper.token,
      { ...base, WalletAmount, ExpectedAmountPayable: payable },
      key(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ Code: 'COUPON_INVALID' });
    expect(await balanceOf(t, shopper.userId)).toBe(balance);
    expect(await usesOfUpi50()).toBe(uses);
    const split = await quote(t, shopper.token, { ...base, WalletAmount });
    expect(split.Coupon).toMatchObject({
      Applied: false,
      Message:
        'UPI50 works only with UPI / online payment: pay the whole order that way, without the wallet',
    });
    // a coupon that does not apply never blocks paying: the bill is without it, the order can go
    expect(split.Bill.CouponCode).toBeNull();
    expect(split.CanPlaceOrder).toBe(true);
  });

  it('is still earned by paying the whole order online', async () => {
    const base = await checkout();
    const q = await quote(t, shopper.token, base);
    const uses = await usesOfUpi50();
    const res = await postOrder(
      t,
      shopper.token,
      { ...base, ExpectedAmountPayable: q.Bill.AmountPayable },
      key(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await usesOfUpi50()).toBe(uses + 1);
  });
});
