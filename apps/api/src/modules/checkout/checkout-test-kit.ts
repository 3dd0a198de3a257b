import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { QuoteAnswer, type PlaceOrderBody } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import { anAddress, call, type Reply } from '../address/address-test-kit';
import { products, productVariants } from '../catalogue/catalogue.tables';

export { call, signIn, TEST_LOGIN, TEST_USERS } from '../address/address-test-kit';

/** Limits high enough that a burst of test calls from one address is never refused. */
export const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: 1_000_000,
  OTP_REQUESTS_PER_IP: 100_000,
  SIGN_IN_ATTEMPTS_PER_IP: 100_000,
};

/** Places an order with an Idempotency-Key over real HTTP. */
export async function postOrder(
  t: TestApp,
  token: string,
  body: unknown,
  key: string,
): Promise<Reply & { replayed: boolean }> {
  const res = await fetch(`${t.url}/api/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : {},
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

/** Saves an address for the shopper and answers its id. */
export async function addressFor(
  t: TestApp,
  token: string,
  over: Parameters<typeof anAddress>[0] = {},
): Promise<number> {
  const res = await call(t, 'POST', '/addresses', token, anAddress(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { AddressId: number }).AddressId;
}

/** A simple (no variant) active product of the seed with at least `minStock` units, and its figures. */
export async function aSimpleProduct(t: TestApp, skip = 0) {
  const rows = await t.database.db
    .select()
    .from(products)
    .where(eq(products.hasVariants, false))
    .orderBy(products.id)
    .limit(skip + 1)
    .offset(skip);
  return rows[rows.length - 1]!;
}

/** The first variant row of a product with variants. */
export async function aVariant(t: TestApp) {
  const [v] = await t.database.db
    .select()
    .from(productVariants)
    .orderBy(productVariants.id)
    .limit(1);
  return v!;
}

/** Sets a simple product's stock (and makes it sellable). */
export const setStock = (t: TestApp, productId: number, stock: number) =>
  t.database.db.update(products).set({ stock, isActive: true }).where(eq(products.id, productId));

export const stockOf = async (t: TestApp, productId: number) =>
  (
    await t.database.db
      .select({ s: products.stock })
      .from(products)
      .where(eq(products.id, productId))
  )[0]!.s;

/** The server's bill for a body; answers the QuoteAnswer. */
export async function quote(t: TestApp, token: string | undefined, body: Record<string, unknown>) {
  const res = await call(t, 'POST', '/checkout/quote', token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return QuoteAnswer.parse(res.body);
}

/** A place-order body for cash on delivery at the amount the server quotes now. */
export async function codOrderBody(
  t: TestApp,
  token: string,
  items: PlaceOrderBody['Items'],
  addressId: number,
  extra: { CouponCode?: string } = {},
): Promise<PlaceOrderBody> {
  const base = {
    Items: items,
    AddressId: addressId,
    DeliveryMethodId: 'standard',
    PaymentMethodId: 'cod' as const,
    ...extra,
  };
  const q = await quote(t, token, base);
  return { ...base, ExpectedAmountPayable: q.Bill.AmountPayable };
}
