import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OrderDetails, PaymentMethodId } from '@kirana/shared';
import { queryRows } from '../../db/client';
import type { Config } from '../../config';
import { startTestApp, type DbKind, type TestApp } from '../../test/harness';
import { startRazorpayStandin, type RazorpayStandin } from '../../test/razorpay-standin';
import { orders } from '../orders/orders.tables';

export { balanceOf, fundWallet, ledgerSum, orderRow } from '../wallet/wallet-test-kit';
import {
  addressFor,
  aSimpleProduct,
  call,
  postOrder,
  quote,
  setStock,
  signIn,
  UNLIMITED,
} from '../checkout/checkout-test-kit';
import { paymentDeadlineJob } from './payment-deadline.job';

/** A signed-in shopper with an address and a product of known stock. */
export async function aShopper(t: TestApp, email: string, stock = 50) {
  const { token, userId } = await signIn(t, email);
  const addressId = await addressFor(t, token);
  const product = await aSimpleProduct(t);
  await setStock(t, product.id, stock);
  return { token, userId, addressId, product };
}

type Shopper = Awaited<ReturnType<typeof aShopper>>;

/** Places an order paid by `method` (with an optional wallet part) at the quoted amount. */
export async function placeOrderWith(
  t: TestApp,
  s: Shopper,
  method: PaymentMethodId,
  opts: { qty?: number; walletAmount?: number | 'all'; key?: string } = {},
) {
  const base = {
    Items: [{ ProductId: s.product.id, VariantId: null, Qty: opts.qty ?? 1 }],
    AddressId: s.addressId,
    DeliveryMethodId: 'standard',
    PaymentMethodId: method,
  };
  const q = await quote(t, s.token, base);
  const wallet = opts.walletAmount === 'all' ? q.Bill.AmountPayable : (opts.walletAmount ?? 0);
  return postOrder(
    t,
    s.token,
    { ...base, ExpectedAmountPayable: q.Bill.AmountPayable, WalletAmount: wallet },
    opts.key ?? `k-${Math.random().toString(36).slice(2)}`,
  );
}

/** Places an order that must succeed and answers it. */
export async function placedOrder(
  ...args: Parameters<typeof placeOrderWith>
): Promise<OrderDetails> {
  const res = await placeOrderWith(...args);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { Order: OrderDetails }).Order;
}

/** Opens a gateway session for an order. */
export async function startPaying(
  t: TestApp,
  token: string,
  orderId: number,
  provider: 'razorpay' | 'sandbox',
) {
  return call(t, 'POST', `/orders/${orderId}/payments`, token, { Provider: provider });
}

/**
 * Moves an order's pay-by time into the past and runs its deadline job's handler `runs` times
 * at once, as several processes might (the job queue itself hands a job to one of them).
 */
export async function passDeadline(
  t: TestApp,
  orderId: number,
  runs = 1,
  overdueMs = 1000,
): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ payBy: new Date(Date.now() - overdueMs) })
    .where(eq(orders.id, orderId));
  const job = paymentDeadlineJob.handler({ deps: t.deps, log: t.app.log });
  await Promise.all(Array.from({ length: runs }, () => job({ orderId })));
}

/** The deadline job the order wrote, due at its pay-by time. */
export const deadlineJobOf = async (t: TestApp, orderId: number) =>
  (
    await queryRows<{ run_at: string }>(
      t.database.db,
      sql`SELECT run_at FROM jobs WHERE kind = ${paymentDeadlineJob.name} AND (payload->>'orderId')::int = ${orderId}`,
    )
  )[0];

/** The statuses an order took, oldest first. */
export const timelineOf = async (t: TestApp, orderId: number) =>
  (
    await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM order_events WHERE order_id = ${orderId} ORDER BY id`,
    )
  ).map((r) => r.status);

/** Keys of the local Razorpay the suites start. */
export const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_Kirana0123',
  RAZORPAY_KEY_SECRET: 'key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
};

/**
 * A local server speaking Razorpay's API, webhooks and Checkout, and the app started against it
 * with `emails` as test shoppers (signing in with 123456); `close` stops both.
 */
export async function startAppWithRazorpay(
  kind: DbKind,
  emails: readonly string[],
  extra: Partial<Config> = {},
): Promise<{ t: TestApp; rzp: RazorpayStandin; close: () => Promise<void> }> {
  const rzp = await startRazorpayStandin({
    keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
  });
  const t = await startTestApp(kind, {
    TEST_LOGIN_IDENTIFIERS: emails.join(','),
    TEST_LOGIN_CODE: '123456',
    ...UNLIMITED,
    ...RAZORPAY_KEYS,
    RAZORPAY_API_URL: rzp.url,
    RAZORPAY_CHECKOUT_URL: rzp.checkoutUrl,
    ...extra,
  });
  return {
    t,
    rzp,
    close: async () => {
      await t.close();
      await rzp.close();
    },
  };
}
