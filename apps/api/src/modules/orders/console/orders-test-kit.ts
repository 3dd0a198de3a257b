import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '@kirana/shared';
import type { TestApp } from '../../../test/harness';
import { signInWithOtp } from '../../auth/auth-test-kit';
import { addressFor } from '../../checkout/checkout-test-kit';
import type { Shopper } from '../../refunds/refunds-test-kit';
import { auditLog } from '../../staff/staff.tables';
import { call, type Answer, type Caller } from '../../staff/staff-test-kit';

export {
  admin,
  ADMIN_TOKEN,
  aProduct,
  deliver,
  placeOrder,
  UNLIMITED,
  type Items,
  type Shopper,
} from '../../refunds/refunds-test-kit';
export { balanceOf, orderRow } from '../../wallet/wallet-test-kit';

/** A shopper signed in by OTP with one saved address (`over` changes its fields). */
export async function shopperAt(
  t: TestApp,
  email: string,
  over: Parameters<typeof addressFor>[2] = {},
): Promise<Shopper> {
  const login = await signInWithOtp(t, 'email', email);
  return {
    token: login.Token,
    userId: login.UserData.UserId,
    addressId: await addressFor(t, login.Token, over),
    email,
  };
}

/** A console call as one of the callers. */
export function consoleAs(t: TestApp, tokens: Record<Caller, string | undefined>) {
  return <T = Record<string, unknown>>(
    who: StaffRole,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> => call<T>(t, method, path, { token: tokens[who], body });
}

/** The audit entries written about one order, oldest first. */
export const auditOf = (t: TestApp, orderId: number, action?: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, String(orderId)),
        action ? eq(auditLog.action, action) : undefined,
      ),
    )
    .orderBy(auditLog.id);

/** Expects a 400 naming `field` among the fields at fault. */
export function expectBadField(res: Answer, field: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const fields = (res.body.Fields as { Field: string }[] | undefined) ?? [];
  expect(
    fields.map((f) => f.Field),
    JSON.stringify(res.body),
  ).toContain(field);
}

/**
 * expectRoles for a GET that answers a document (HTML, PDF) rather than JSON: the allowed
 * roles get it (200), other roles 403, a shopper's token and none 401.
 */
export async function expectDocumentRoles(
  t: TestApp,
  tokens: Record<Caller, string | undefined>,
  path: string,
  allowed: StaffRole[],
): Promise<void> {
  for (const [caller, token] of Object.entries(tokens)) {
    const res = await fetch(`${t.url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await res.arrayBuffer();
    const want =
      caller === 'shopper' || caller === 'nobody'
        ? 401
        : allowed.includes(caller as StaffRole)
          ? 200
          : 403;
    expect(res.status, `GET ${path} as ${caller}`).toBe(want);
  }
}
