import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { AuditPage, StaffMe, StaffMember } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { newBrowserKey, signInWithOtp } from '../auth/auth-test-kit';
import { auditLog, staff } from './staff.tables';
import { ensureFirstOwner } from './staff.service';
import { guardStaffScope } from './staff-guard';
import {
  call,
  callerTokens,
  expectRoles,
  signInStaffByCode,
  staffSession,
  type Caller,
} from './staff-test-kit';

const ADMIN_TOKEN = 'staff-suite-admin-token-0123456789';

describe.each(DB_KINDS)('console staff, sign-in and audit on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN });
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  it('makes the first owner once, from configuration or the command line', async () => {
    // callerTokens made an owner already: no second "first owner"
    expect(await ensureFirstOwner(t.database.db, { name: 'Late', email: 'late@shop.in' })).toBe(
      false,
    );
    expect(await ensureFirstOwner(t.database.db, { name: 'Nobody' })).toBe(false);
    const late = await t.database.db.select().from(staff).where(eq(staff.email, 'late@shop.in'));
    expect(late).toHaveLength(0);
  });

  it('lets a staff member who also shops ask for both codes at once; each kind has its own resend wait', async () => {
    const { email } = await staffSession(t, 'manager', 'Shopping Manager');
    const shopCode = () =>
      call(t, 'POST', '/otp/request', {
        body: { channel: 'email', identifier: email, BrowserKey: newBrowserKey() },
      });
    const consoleCode = () =>
      call(t, 'POST', '/staff/sign-in-code', { body: { channel: 'email', identifier: email } });
    expect((await shopCode()).status).toBe(200);
    expect((await consoleCode()).status).toBe(200);
    for (const again of [shopCode, consoleCode]) {
      const soon = await again();
      expect(soon.status).toBe(429);
      expect(soon.body).toMatchObject({ Code: 'OTP_RESEND_TOO_SOON' });
    }
  });

  it('signs staff in with a code sent to them; strangers get the same answer and no message', async () => {
    const { email } = await staffSession(t, 'packer', 'Packer Ravi');
    const token = await signInStaffByCode(t, email);
    const me = await call(t, 'GET', '/admin/me', { token });
    expect(me.status).toBe(200);
    const parsed = StaffMe.parse(me.body);
    expect(parsed).toMatchObject({ Name: 'Packer Ravi', Role: 'packer' });
    expect(parsed.Permissions).toEqual(['orders:read', 'orders:move']);

    const stranger = await call<{ RequestId: string }>(t, 'POST', '/staff/sign-in-code', {
      body: { channel: 'email', identifier: 'stranger@example.com' },
    });
    expect(stranger.status).toBe(200);
    expect(stranger.body.RequestId).toMatch(/^[0-9a-f-]{36}$/);
    const outbox = await call<{ Messages: unknown[] }>(
      t,
      'GET',
      '/dev/outbox?to=stranger@example.com',
    );
    expect(outbox.body.Messages).toHaveLength(0);
    const guess = await call(t, 'POST', '/staff/sign-in', {
      body: { RequestId: stranger.body.RequestId, Code: '123456' },
    });
    expect(guess.status).toBe(400);
  });

  it("keeps console codes and shoppers' codes apart", async () => {
    const { email } = await staffSession(t, 'manager');
    const req = await call<{ RequestId: string }>(t, 'POST', '/staff/sign-in-code', {
      body: { channel: 'email', identifier: email },
    });
    const msg = await call<{ Messages: { Body: string }[] }>(
      t,
      'GET',
      `/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const code = /\b(\d{6})\b/.exec(msg.body.Messages[0]!.Body)![1]!;
    expect(msg.body.Messages[0]!.Body).not.toContain('/verify-email');
    // the console's code does not sign in to the shop
    const asShopper = await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'kirana',
        loginUsing: 'Email',
        RequestId: req.body.RequestId,
        Code: code,
        Confirmed: true,
      },
    });
    expect(asShopper.status).toBe(400);
    // a shopper's session opens nothing in the console
    const shopper = await signInWithOtp(t, 'email', `shopper.${email}`);
    expect((await call(t, 'GET', '/admin/me', { token: shopper.Token })).status).toBe(401);
  });

  it('lets only the owner manage staff and read the audit log', async () => {
    await expectRoles(t, tokens, 'GET', '/admin/staff', ['owner']);
    await expectRoles(t, tokens, 'GET', '/admin/audit', ['owner']);
    let n = 0;
    await expectRoles(t, tokens, 'POST', '/admin/staff', ['owner'], () => ({
      Name: `Invitee ${++n}`,
      Email: `invitee.${n}.${kind}@shop.in`,
      Role: 'packer',
    }));
    const { staffId } = await staffSession(t, 'packer');
    await expectRoles(t, tokens, 'PATCH', `/admin/staff/${staffId}`, ['owner'], {
      Name: 'Renamed',
    });
    await expectRoles(t, tokens, 'GET', '/admin/me', ['owner', 'manager', 'packer']);
  });

  it('checks roles on the calls that were owner-only before the console', async () => {
    await expectRoles(t, tokens, 'GET', '/admin/orders', ['owner', 'manager', 'packer']);
    await expectRoles(t, tokens, 'GET', '/admin/reviews', ['owner', 'manager']);
    await expectRoles(t, tokens, 'PATCH', '/admin/products/1', ['owner', 'manager'], {
      IsDeal: true,
    });
  });

  it('keeps ADMIN_TOKEN working with the owner rights, recorded as the token', async () => {
    const res = await call(t, 'POST', '/admin/staff', {
      token: ADMIN_TOKEN,
      body: { Name: 'By automation', Phone: '9876501234', Role: 'manager' },
    });
    expect(res.status).toBe(200);
    const log = AuditPage.parse(
      (await call(t, 'GET', '/admin/audit?actor=token&action=staff.invite', { token: ADMIN_TOKEN }))
        .body,
    );
    expect(log.Entries[0]).toMatchObject({ ActorName: 'ADMIN_TOKEN', ActorId: null });
    expect(log.Entries[0]!.After).toMatchObject({ Name: 'By automation', Phone: '9876501234' });
  });

  it('invites, refuses a second member with the same email, and names bad fields', async () => {
    const body = { Name: 'Meera', Email: `meera.${kind}@shop.in`, Role: 'manager' };
    const first = await call(t, 'POST', '/admin/staff', { token: tokens.owner, body });
    expect(first.status).toBe(200);
    expect(StaffMember.parse(first.body)).toMatchObject({ Role: 'manager', IsActive: true });
    expect((await call(t, 'POST', '/admin/staff', { token: tokens.owner, body })).status).toBe(409);
    const bad = await call<{ Fields: { Field: string }[] }>(t, 'POST', '/admin/staff', {
      token: tokens.owner,
      body: { Name: '', Email: 'not-an-email', Role: 'king' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Fields.map((f) => f.Field)).toEqual(
      expect.arrayContaining(['body.Name', 'body.Email', 'body.Role']),
    );
    const none = await call(t, 'POST', '/admin/staff', {
      token: tokens.owner,
      body: { Name: 'No contact', Role: 'packer' },
    });
    expect(none.status).toBe(400);
  });

  it('ends a deactivated member’s sessions at once, and records before and after', async () => {
    const packer = await staffSession(t, 'packer');
    expect((await call(t, 'GET', '/admin/orders', { token: packer.token })).status).toBe(200);
    const res = await call(t, 'PATCH', `/admin/staff/${packer.staffId}`, {
      token: tokens.owner,
      body: { IsActive: false },
    });
    expect(res.status).toBe(200);
    expect((await call(t, 'GET', '/admin/orders', { token: packer.token })).status).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(packer.staffId)))
      .orderBy(auditLog.id);
    expect(entry).toBeDefined();
    const log = AuditPage.parse(
      (
        await call(t, 'GET', `/admin/audit?entity=staff&entityId=${packer.staffId}`, {
          token: tokens.owner,
        })
      ).body,
    );
    expect(log.Entries[0]).toMatchObject({ Action: 'staff.update' });
    expect(log.Entries[0]!.Before).toMatchObject({ IsActive: true });
    expect(log.Entries[0]!.After).toMatchObject({ IsActive: false });
  });

  it('a promoted packer gets the new rights only after signing in again', async () => {
    const packer = await staffSession(t, 'packer');
    await call(t, 'PATCH', `/admin/staff/${packer.staffId}`, {
      token: tokens.owner,
      body: { Role: 'manager' },
    });
    expect((await call(t, 'GET', '/admin/me', { token: packer.token })).status).toBe(401);
  });

  it('never leaves the store without an active owner', async () => {
    const owners = await t.database.db.select().from(staff).where(eq(staff.role, 'owner'));
    // demote every other owner first, then the last one is refused
    const [keep, ...others] = owners;
    for (const o of others) {
      expect(
        (
          await call(t, 'PATCH', `/admin/staff/${o.id}`, {
            token: ADMIN_TOKEN,
            body: { Role: 'manager' },
          })
        ).status,
      ).toBe(200);
    }
    for (const body of [{ Role: 'manager' }, { IsActive: false }]) {
      const res = await call(t, 'PATCH', `/admin/staff/${keep!.id}`, { token: ADMIN_TOKEN, body });
      expect(res.status).toBe(409);
      expect(res.body.Code).toBe('LAST_OWNER');
    }
  });
});

describe('the console scope', () => {
  it('refuses to start with a route that names no permission', async () => {
    const app = Fastify();
    const deps = { config: {}, database: { db: {} } } as never;
    void app.register(async (scope) => {
      guardStaffScope(scope, deps);
      scope.get('/admin/forgotten', async () => 'open');
    });
    await expect(app.ready()).rejects.toThrow(/names no permission/);
  });
});
