import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import { call, codeFromOutbox, signInWithOtp, type Answer } from '../auth/auth-test-kit';
import { openStaffSession } from './staff-sessions.service';
import { staff } from './staff.tables';

export { call, type Answer };

/** Who calls in a role test: each staff role, a signed-in shopper, and no one. */
export type Caller = StaffRole | 'shopper' | 'nobody';
export const CALLERS: Caller[] = [...STAFF_ROLES, 'shopper', 'nobody'];

/** A staff member of `role` made in the database, and a live console session of theirs. */
export async function staffSession(
  t: TestApp,
  role: StaffRole,
  name = `${role} ${randomBytes(3).toString('hex')}`,
): Promise<{ staffId: number; token: string; email: string }> {
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@staff.test`;
  const [row] = await t.database.db.insert(staff).values({ name, email, role }).returning();
  const { token } = await openStaffSession(t.database.db, row!.id, 'kirana-test');
  return { staffId: row!.id, token, email };
}

/** One token per caller kind: a session per staff role, a shopper's session, and none. */
export async function callerTokens(t: TestApp): Promise<Record<Caller, string | undefined>> {
  const shopper = await signInWithOtp(
    t,
    'email',
    `shopper.${randomBytes(3).toString('hex')}@example.com`,
  );
  return {
    owner: (await staffSession(t, 'owner')).token,
    manager: (await staffSession(t, 'manager')).token,
    packer: (await staffSession(t, 'packer')).token,
    shopper: shopper.Token,
    nobody: undefined,
  };
}

/**
 * Checks one console call for every caller: the roles in `allowed` pass the guard (any answer
 * but 401/403), the other roles get 403 FORBIDDEN, and a shopper's token or none get 401.
 * `body` may be a function so that each allowed call gets its own (a fresh item to change).
 */
export async function expectRoles(
  t: TestApp,
  tokens: Record<Caller, string | undefined>,
  method: string,
  path: string,
  allowed: StaffRole[],
  body?: unknown | (() => unknown),
): Promise<void> {
  for (const caller of CALLERS) {
    const given = typeof body === 'function' ? (body as () => unknown)() : body;
    const res = await call(t, method, path, { token: tokens[caller], body: given });
    const label = `${method} ${path} as ${caller}`;
    if (caller === 'shopper' || caller === 'nobody') expect(res.status, label).toBe(401);
    else if (allowed.includes(caller)) expect([401, 403], label).not.toContain(res.status);
    else {
      expect(res.status, label).toBe(403);
      expect(res.body.Code, label).toBe('FORBIDDEN');
    }
  }
}

/** The status each caller gets for a GET that answers a file (CSV): no JSON to read. */
export async function csvStatuses(
  t: TestApp,
  tokens: Record<Caller, string | undefined>,
  path: string,
): Promise<Record<Caller, number>> {
  const statuses = {} as Record<Caller, number>;
  for (const caller of CALLERS) {
    const token = tokens[caller];
    const res = await fetch(`${t.url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await res.arrayBuffer();
    statuses[caller] = res.status;
  }
  return statuses;
}

/** Signs a staff member in through the real console sign-in (dev outbox) and answers the token. */
export async function signInStaffByCode(t: TestApp, email: string): Promise<string> {
  const req = await call<{ RequestId: string }>(t, 'POST', '/staff/sign-in-code', {
    body: { channel: 'email', identifier: email },
  });
  expect(req.status).toBe(200);
  const code = await codeFromOutbox(t, email);
  const res = await call<{ Token: string }>(t, 'POST', '/staff/sign-in', {
    body: { RequestId: req.body.RequestId, Code: code },
  });
  expect(res.status).toBe(200);
  return res.body.Token;
}
