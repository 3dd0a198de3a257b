import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SessionList } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { sessions } from './auth.tables';
import { hashToken } from './sessions.service';
import { call, signInWithOtp } from './auth-test-kit';

describe.each(DB_KINDS)('sessions on %s', (kind) => {
  let t: TestApp;
  /** Signs the same person in again, past the resend cooldown. */
  const signIn = async (email: string) => {
    await t.database.db.execute(
      sql`UPDATE otp_requests SET created_at = created_at - interval '1 minute' WHERE identifier = ${email}`,
    );
    return signInWithOtp(t, 'email', email);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { OTP_REQUESTS_PER_IP: 1000 });
  });
  afterAll(() => t.close());

  it('answers 401 on every signed-in call without a valid token', async () => {
    const calls: [string, string][] = [
      ['GET', '/profile'],
      ['PATCH', '/profile'],
      ['GET', '/sessions'],
      ['DELETE', '/sessions/1'],
      ['POST', '/logout'],
      ['POST', '/logout-everywhere'],
      ['GET', '/profile/export'],
      ['POST', '/profile/contact'],
      ['POST', '/profile/contact/confirm'],
      ['DELETE', '/profile'],
    ];
    for (const [method, path] of calls) {
      for (const token of [undefined, 'not-a-real-token-but-long-enough-xxxxxxxx']) {
        const res = await call(t, method, path, { token, body: method === 'GET' ? undefined : {} });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toMatchObject({ Code: 'UNAUTHORIZED' });
      }
    }
  });

  it('stores only the hash of the token, with a 30-day expiry', async () => {
    const { Token } = await signIn('hash@example.in');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(Token)));
    expect(row).toBeTruthy();
    expect(row!.tokenHash).not.toContain(Token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect(row!.userAgent).toBe('kirana-test');
  });

  it('lists my sessions, ends one, logs out and logs out everywhere', async () => {
    const a = await signIn('multi@example.in');
    const b = await signIn('multi@example.in');
    const c = await signIn('multi@example.in');
    const other = await signIn('other@example.in');

    const list = SessionList.parse((await call(t, 'GET', '/sessions', { token: a.Token })).body);
    expect(list.Sessions).toHaveLength(3);
    expect(list.Sessions.filter((s) => s.IsCurrent)).toHaveLength(1);
    const current = list.Sessions.find((s) => s.IsCurrent)!;
    const [mine] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(a.Token)));
    expect(current.SessionId).toBe(mine!.id);

    // someone else's session is not mine to end
    const theirs = SessionList.parse(
      (await call(t, 'GET', '/sessions', { token: other.Token })).body,
    ).Sessions[0]!;
    const foreign = await call(t, 'DELETE', `/sessions/${theirs.SessionId}`, { token: a.Token });
    expect(foreign.status).toBe(404);
    expect((await call(t, 'GET', '/profile', { token: other.Token })).status).toBe(200);

    // end b from a
    const [bRow] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(b.Token)));
    expect((await call(t, 'DELETE', `/sessions/${bRow!.id}`, { token: a.Token })).status).toBe(200);
    const revoked = await call(t, 'GET', '/profile', { token: b.Token });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ Code: 'UNAUTHORIZED' });

    // logout ends only the current session
    expect((await call(t, 'POST', '/logout', { token: c.Token })).body).toEqual({
      Success: true,
      RevokedSessions: 1,
    });
    expect((await call(t, 'GET', '/profile', { token: c.Token })).status).toBe(401);
    expect((await call(t, 'GET', '/profile', { token: a.Token })).status).toBe(200);

    // everywhere
    const d = await signIn('multi@example.in');
    const all = await call(t, 'POST', '/logout-everywhere', { token: a.Token });
    expect(all.body).toEqual({ Success: true, RevokedSessions: 2 });
    for (const token of [a.Token, d.Token]) {
      expect((await call(t, 'GET', '/profile', { token })).status).toBe(401);
    }
    expect((await call(t, 'GET', '/profile', { token: other.Token })).status).toBe(200);
  });

  it('refuses an expired session', async () => {
    const { Token } = await signIn('expired@example.in');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(Token)));
    expect((await call(t, 'GET', '/profile', { token: Token })).status).toBe(401);
  });
});
