import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderPaymentState, type PaymentMethodId } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { getSetting, putSetting } from '../content';
import { call, quote, UNLIMITED } from '../checkout/checkout-test-kit';
import { aShopper, fundWallet, orderRow, placedOrder } from './payment-test-kit';

const EMAILS = ['tocod1@example.com', 'tocod2@example.com', 'tocod3@example.com'];
const LOGIN = { TEST_LOGIN_IDENTIFIERS: EMAILS.join(','), TEST_LOGIN_CODE: '123456' };
const COD_FEE = 1_500;

// Switching an unpaid online order to cash on delivery asks the same rule as the checkout's
// payment options: the minimum on the order's value, the maximum on the total with the COD fee.
describe.each(DB_KINDS)('switching an unpaid order to cash on delivery on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const shopper = () => aShopper(t, EMAILS[n++]!, 50);

  /** Sets the COD order values of the store (and a known fee). */
  async function codLimits(min: number | null, max: number | null) {
    const stored = await getSetting(t.database.db, 'paymentMethods');
    await putSetting(t.database.db, 'paymentMethods', {
      PaymentMethods: stored.PaymentMethods.map((m) =>
        m.PaymentMethodId === 'cod'
          ? { ...m, IsEnabled: true, MinOrderValue: min, MaxOrderValue: max, Fee: COD_FEE }
          : m,
      ),
    });
  }
  const codState = async (token: string, orderId: number) =>
    OrderPaymentState.parse((await call(t, 'GET', `/orders/${orderId}/payment-state`, token)).body)
      .CodOption!;
  const switchToCod = (token: string, orderId: number, ExpectedAmountPayable: number) =>
    call(t, 'POST', `/orders/${orderId}/switch-to-cod`, token, { ExpectedAmountPayable });
  /** Cash on delivery as the quote offers it for the shopper's cart. */
  async function quotedCod(s: Awaited<ReturnType<typeof shopper>>, walletAmount = 0) {
    const q = await quote(t, s.token, {
      Items: [{ ProductId: s.product.id, VariantId: null, Qty: 1 }],
      AddressId: s.addressId,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'sandbox' satisfies PaymentMethodId,
      WalletAmount: walletAmount,
    });
    return q.PaymentMethods.find((m) => m.PaymentMethodId === 'cod')!;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { ...LOGIN, ...UNLIMITED, PAYMENTS_SANDBOX: true });
  });
  afterAll(() => t.close());

  it('refuses an order below the minimum order value, as the quote does', async () => {
    const s = await shopper();
    await codLimits(null, null);
    const order = await placedOrder(t, s, 'sandbox');
    await codLimits(order.AmountPayable + 1, null);
    expect(await quotedCod(s)).toMatchObject({ IsAvailable: false });
    const option = await codState(s.token, order.OrderId);
    expect(option).toMatchObject({ IsAvailable: false });
    expect(option.Reason).toMatch(/or more$/);
    const refused = await switchToCod(s.token, order.OrderId, option.AmountPayable);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toMatchObject({ Code: 'PAYMENT_METHOD_UNAVAILABLE' });
    expect(await orderRow(t, order.OrderId)).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'sandbox',
    });

    await codLimits(order.AmountPayable, null);
    const at = await codState(s.token, order.OrderId);
    expect(at).toMatchObject({ IsAvailable: true, AmountPayable: order.AmountPayable + COD_FEE });
    const switched = await switchToCod(s.token, order.OrderId, at.AmountPayable);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect((await orderRow(t, order.OrderId)).status).toBe('placed');
  });

  it('checks the maximum on the whole total with the fee, wallet part or not, as the quote does', async () => {
    const s = await shopper();
    await fundWallet(t, s.userId, 10_000);
    await codLimits(null, null);
    const order = await placedOrder(t, s, 'sandbox', { walletAmount: 5_000 });
    // the part left after the wallet is under the maximum; the total with the fee is not
    await codLimits(null, order.AmountPayable + COD_FEE - 1);
    expect(await quotedCod(s, 5_000)).toMatchObject({ IsAvailable: false });
    const option = await codState(s.token, order.OrderId);
    expect(option).toMatchObject({ IsAvailable: false });
    expect(option.Reason).toMatch(/up to/);
    const refused = await switchToCod(s.token, order.OrderId, option.AmountPayable);
    expect(refused.status).toBe(400);
    expect((await orderRow(t, order.OrderId)).status).toBe('awaiting_payment');

    await codLimits(null, order.AmountPayable + COD_FEE);
    expect(await quotedCod(s, 5_000)).toMatchObject({ IsAvailable: true });
    expect(await codState(s.token, order.OrderId)).toMatchObject({ IsAvailable: true });
  });
});
