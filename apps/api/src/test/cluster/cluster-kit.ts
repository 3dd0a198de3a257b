import { expect } from 'vitest';
import { anAddress } from '../../modules/address/address-test-kit';
import { httpCall, type Answer, type CallOptions } from './client';

export const TEST_CODE = '123456';
export const ADMIN_TOKEN = 'admin-token-of-the-cluster-suite-0123456789';

/** The loopback address of client `n` (1..60000): the proxy tells the API this address. */
export const clientAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

export interface Shopper {
  token: string;
  userId: number;
  addressId: number;
  from: string;
}

/**
 * Signs an identifier (an email, or a 10-digit mobile) in through `base`, from `from`: a test
 * identifier with TEST_CODE, any other with the code `codeOf` finds (the SMS stand-in).
 */
export async function signInThrough(
  base: string,
  identifier: string,
  from: string,
  codeOf: (identifier: string) => Promise<string> = async () => TEST_CODE,
): Promise<{ token: string; userId: number }> {
  const phone = !identifier.includes('@');
  const otp = await httpCall<{ RequestId: string }>(base, 'POST', '/api/otp/request', {
    from,
    body: { channel: phone ? 'phone' : 'email', identifier },
  });
  expect(otp.status, otp.text).toBe(200);
  const login = await httpCall<{ Token: string; UserData: { UserId: number } }>(
    base,
    'POST',
    '/api/auth-users',
    {
      from,
      body: {
        ...(phone ? {} : { email: identifier }),
        loginUsing: phone ? 'Phone' : 'Email',
        loginService: 'kirana',
        RequestId: otp.body.RequestId,
        Code: await codeOf(identifier),
        Confirmed: true,
      },
    },
  );
  expect(login.status, login.text).toBe(200);
  return { token: login.body.Token, userId: login.body.UserData.UserId };
}

/** A signed-in shopper with a saved address, all through `base`. */
export async function shopperThrough(
  base: string,
  identifier: string,
  from: string,
  codeOf?: (identifier: string) => Promise<string>,
): Promise<Shopper> {
  const { token, userId } = await signInThrough(base, identifier, from, codeOf);
  const address = await httpCall<{ AddressId: number }>(base, 'POST', '/api/addresses', {
    from,
    token,
    body: anAddress(),
  });
  expect(address.status, address.text).toBe(201);
  return { token, userId, addressId: address.body.AddressId, from };
}

/** A place-order body at the amount the server quotes now (through `base`). */
export async function orderBody(
  base: string,
  s: Shopper,
  productId: number,
  method: 'cod' | 'razorpay' = 'cod',
): Promise<Record<string, unknown>> {
  const body = {
    Items: [{ ProductId: productId, VariantId: null, Qty: 1 }],
    AddressId: s.addressId,
    DeliveryMethodId: 'standard',
    PaymentMethodId: method,
  };
  const q = await httpCall<{ Bill: { AmountPayable: number } }>(
    base,
    'POST',
    '/api/checkout/quote',
    { from: s.from, token: s.token, body },
  );
  expect(q.status, q.text).toBe(200);
  return { ...body, ExpectedAmountPayable: q.body.Bill.AmountPayable };
}

/** Places an order with an Idempotency-Key through `base`. */
export const placeOrder = (
  base: string,
  s: Shopper,
  body: Record<string, unknown>,
  key: string,
): Promise<Answer<{ Order?: { OrderId: number } }>> =>
  httpCall(base, 'POST', '/api/orders', {
    from: s.from,
    token: s.token,
    body,
    headers: { 'idempotency-key': key },
  });

/** A console call with the owner's ADMIN_TOKEN. */
export const admin = (base: string, method: string, path: string, opts: CallOptions = {}) =>
  httpCall(base, method, `/api/admin${path}`, { token: ADMIN_TOKEN, ...opts });
