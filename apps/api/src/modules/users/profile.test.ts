import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LoginAnswer, Profile, ProfileExport } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call, codeFromOutbox, signInWithOtp } from '../auth/auth-test-kit';
import { anAddress } from '../address/address-test-kit';
import { otpRequests } from '../auth/auth.tables';
import { users } from './users.tables';
import { addresses } from '../address/address.tables';

describe.each(DB_KINDS)('profile on %s', (kind) => {
  let t: TestApp;
  const cool = (identifier: string) =>
    t.database.db.execute(
      sql`UPDATE otp_requests SET created_at = created_at - interval '1 minute' WHERE identifier = ${identifier}`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { OTP_REQUESTS_PER_IP: 1000 });
  });
  afterAll(() => t.close());

  it('reads and renames my profile', async () => {
    const { Token, UserData } = await signInWithOtp(t, 'email', 'ravi@example.in');
    const me = Profile.parse((await call(t, 'GET', '/profile', { token: Token })).body);
    expect(me).toMatchObject({
      UserId: UserData.UserId,
      Username: '',
      Email: 'ravi@example.in',
      PhoneNumber: null,
      LoginFrom: 'Email',
      IsTestUser: false,
    });
    const renamed = await call(t, 'PATCH', '/profile', {
      token: Token,
      body: { Username: '  Ravi Kumar ' },
    });
    expect(renamed.body).toMatchObject({ Username: 'Ravi Kumar' });
    const empty = await call(t, 'PATCH', '/profile', { token: Token, body: { Username: ' ' } });
    expect(empty.status).toBe(400);
    expect((await call(t, 'GET', '/profile', { token: Token })).body).toMatchObject({
      Username: 'Ravi Kumar',
    });
  });

  it('changes my mobile and email only with a code sent to the new one', async () => {
    const { Token } = await signInWithOtp(t, 'email', 'meera@example.in');
    const req = await call(t, 'POST', '/profile/contact', {
      token: Token,
      body: { channel: 'phone', identifier: '+91 91234 56789' },
    });
    expect(req.status).toBe(200);
    const code = await codeFromOutbox(t, '9123456789');
    // a login with that request is refused: the code is bound to the contact change
    const asLogin = await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'kirana',
        loginUsing: 'Phone',
        RequestId: req.body.RequestId,
        Code: code,
      },
    });
    expect(asLogin.status).toBe(400);
    const done = await call(t, 'POST', '/profile/contact/confirm', {
      token: Token,
      body: { RequestId: req.body.RequestId, Code: code },
    });
    expect(done.body).toMatchObject({ Email: 'meera@example.in', PhoneNumber: '9123456789' });

    // an email another account holds is refused at confirmation
    await signInWithOtp(t, 'email', 'taken@example.in');
    await cool('taken@example.in');
    const other = await call(t, 'POST', '/profile/contact', {
      token: Token,
      body: { channel: 'email', identifier: 'taken@example.in' },
    });
    const taken = await call(t, 'POST', '/profile/contact/confirm', {
      token: Token,
      body: { RequestId: other.body.RequestId, Code: await codeFromOutbox(t, 'taken@example.in') },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ Code: 'CONTACT_TAKEN' });

    // and a free one is applied
    const free = await call(t, 'POST', '/profile/contact', {
      token: Token,
      body: { channel: 'email', identifier: 'Meera.New@example.in' },
    });
    const applied = await call(t, 'POST', '/profile/contact/confirm', {
      token: Token,
      body: {
        RequestId: free.body.RequestId,
        Code: await codeFromOutbox(t, 'meera.new@example.in'),
      },
    });
    expect(applied.body).toMatchObject({ Email: 'meera.new@example.in' });
  });

  it('refuses another user the code of my contact change', async () => {
    const mine = await signInWithOtp(t, 'email', 'owner@example.in');
    const thief = await signInWithOtp(t, 'email', 'thief@example.in');
    const req = await call(t, 'POST', '/profile/contact', {
      token: mine.Token,
      body: { channel: 'email', identifier: 'owner2@example.in' },
    });
    const code = await codeFromOutbox(t, 'owner2@example.in');
    const stolen = await call(t, 'POST', '/profile/contact/confirm', {
      token: thief.Token,
      body: { RequestId: req.body.RequestId, Code: code },
    });
    expect(stolen.status).toBe(400);
    expect((await call(t, 'GET', '/profile', { token: thief.Token })).body).toMatchObject({
      Email: 'thief@example.in',
    });
  });

  it('exports all my data', async () => {
    const { Token, UserData } = await signInWithOtp(t, 'email', 'export@example.in');
    const res = await call(t, 'GET', '/profile/export', { token: Token });
    expect(res.status).toBe(200);
    const data = ProfileExport.parse(res.body);
    expect(data.Profile).toMatchObject({ UserId: UserData.UserId, Email: 'export@example.in' });
    expect(data.Sessions).toHaveLength(1);
    expect(data.Sessions[0]!.IsCurrent).toBe(true);
    expect(Array.isArray(data.Addresses)).toBe(true);
  });

  it('answers my default address at sign-in and exports my addresses', async () => {
    const { Token } = await signInWithOtp(t, 'email', 'addr@example.in');
    const made = await call(t, 'POST', '/addresses', { token: Token, body: anAddress() });
    expect(made.status).toBe(201);
    await cool('addr@example.in');
    const again = await signInWithOtp(t, 'email', 'addr@example.in');
    expect(LoginAnswer.parse(again).DefaultAddress).toMatchObject({
      AddressId: made.body.AddressId,
    });
    const data = ProfileExport.parse(
      (await call(t, 'GET', '/profile/export', { token: Token })).body,
    );
    expect(data.Addresses.map((a) => a.AddressId)).toEqual([made.body.AddressId]);
  });

  it('deletes my account: anonymised, every session ended, addresses erased, the email free again', async () => {
    const first = await signInWithOtp(t, 'email', 'leaving@example.in');
    await cool('leaving@example.in');
    const second = await signInWithOtp(t, 'email', 'leaving@example.in');
    expect(
      (await call(t, 'POST', '/addresses', { token: first.Token, body: anAddress() })).status,
    ).toBe(201);
    const unconfirmed = await call(t, 'DELETE', '/profile', { token: first.Token, body: {} });
    expect(unconfirmed.status).toBe(400);
    const gone = await call(t, 'DELETE', '/profile', {
      token: first.Token,
      body: { Confirm: 'DELETE' },
    });
    expect(gone.body).toEqual({ Deleted: true });
    for (const token of [first.Token, second.Token]) {
      expect((await call(t, 'GET', '/profile', { token })).status).toBe(401);
    }
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, first.UserData.UserId));
    expect(row).toMatchObject({ email: null, phone: null, username: '' });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const codes = await t.database.db
      .select()
      .from(otpRequests)
      .where(eq(otpRequests.identifier, 'leaving@example.in'));
    expect(codes).toEqual([]);
    const kept = await t.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, first.UserData.UserId));
    expect(kept).toEqual([]);
    await cool('leaving@example.in');
    const again = await signInWithOtp(t, 'email', 'leaving@example.in');
    expect(again.IsFirstLogin).toBe(true);
    expect(again.UserData.UserId).not.toBe(first.UserData.UserId);
  });
});
