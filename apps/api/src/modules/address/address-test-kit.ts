import { expect } from 'vitest';
import { ApiErrorBody, type AddressInputFields } from '@kirana/shared';
import type { TestApp } from '../../test/harness';

export const TEST_USERS = {
  a: 'a@example.com',
  b: 'b@example.com',
  c: 'c@example.com',
} as const;
export const TEST_LOGIN = {
  TEST_LOGIN_IDENTIFIERS: Object.values(TEST_USERS).join(','),
  TEST_LOGIN_CODE: '123456',
};

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the test app over real HTTP, with a Bearer token when given. */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** Signs a test shopper in through the real OTP calls (the test code); answers token and id. */
export async function signIn(
  t: TestApp,
  email: string,
): Promise<{ token: string; userId: number }> {
  const otp = await call(t, 'POST', '/otp/request', undefined, {
    channel: 'email',
    identifier: email,
  });
  expect(otp.status, JSON.stringify(otp.body)).toBe(200);
  const login = await call(t, 'POST', '/auth-users', undefined, {
    email,
    loginUsing: 'Email',
    loginService: 'kirana',
    RequestId: otp.body.RequestId,
    Code: TEST_LOGIN.TEST_LOGIN_CODE,
    Confirmed: true,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const answer = login.body as { Token: string; UserData: { UserId: number } };
  return { token: answer.Token, userId: answer.UserData.UserId };
}

/** A valid address in Bengaluru; override any field. */
export const anAddress = (over: Partial<AddressInputFields> = {}): AddressInputFields => ({
  Name: 'Asha Rao',
  Mobile: '+91 98450 12345',
  Pincode: '560001',
  State: 'KA',
  City: 'Bengaluru',
  House: 'Flat 4B, Lotus Apartments',
  Street: 'MG Road',
  Landmark: 'Opposite the metro station',
  AddressType: 'home',
  ...over,
});

/** Expects a failure with `status` and answers the one error body. */
export function expectError(res: Reply, status: number): ApiErrorBody {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return ApiErrorBody.parse(res.body);
}

/** Expects a 400 whose Fields name every given body field. */
export function expectBadFields(res: Reply, fields: string[]): void {
  const body = expectError(res, 400);
  expect(body.Code).toBe('VALIDATION_FAILED');
  const named = (body.Fields ?? []).map((f) => f.Field);
  for (const field of fields) expect(named).toContain(`body.${field}`);
}
