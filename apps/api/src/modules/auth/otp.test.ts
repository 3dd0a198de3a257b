import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LoginAnswer, LoginConfig, OtpRequestAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { otpRequests } from './auth.tables';
import { call, codeFromOutbox, signInWithOtp } from './auth-test-kit';

describe.each(DB_KINDS)('built-in OTP sign-in on %s', (kind) => {
  let t: TestApp;
  const request = (identifier: string, channel = 'email') =>
    call(t, 'POST', '/otp/request', { body: { channel, identifier } });
  const login = (RequestId: string, Code: string) =>
    call(t, 'POST', '/auth-users', {
      body: { loginService: 'kirana', loginUsing: 'Email', RequestId, Code, Confirmed: true },
    });
  /** Moves every code of an identifier out of the resend cooldown. */
  const age = (identifier: string, seconds: number) =>
    t.database.db
      .update(otpRequests)
      .set({ createdAt: sql`${otpRequests.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(otpRequests.identifier, identifier));

  beforeAll(async () => {
    t = await startTestApp(kind, {
      TEST_LOGIN_IDENTIFIERS: 'tester@kirana.test, +91 90000 00001',
      TEST_LOGIN_CODE: '246810',
      OTP_REQUESTS_PER_IP: 1000,
    });
  });
  afterAll(() => t.close());

  it('answers the login configuration of the built-in service', async () => {
    const res = await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig');
    expect(res.status).toBe(200);
    const cfg = LoginConfig.parse(res.body);
    expect(cfg).toMatchObject({ LoginServiceProvider: 'kirana', OtpLessAppId: null });
    // the VAPID public key made at first start: an uncompressed P-256 point
    expect(Buffer.from(cfg.Config.vapId ?? '', 'base64url')).toHaveLength(65);
    expect(cfg.Config).toMatchObject({
      OtpLength: 6,
      OtpResendSeconds: 30,
      EmailLoginEnabled: true,
      PhoneLoginEnabled: true,
      DevOutbox: true,
    });
  });

  it('signs in by email: first login creates the user, the next finds it', async () => {
    const req = await request('  Asha@Example.IN ');
    expect(req.status).toBe(200);
    const { RequestId } = OtpRequestAnswer.parse(req.body);
    const outbox = await call<{ Messages: { Body: string; Subject: string }[] }>(
      t,
      'GET',
      '/dev/outbox?to=asha@example.in',
    );
    const mail = outbox.body.Messages[0]!;
    const code = /\b(\d{6})\b/.exec(mail.Subject)![1]!;
    expect(mail.Body).toContain(`/verify-email?requestId=${RequestId}&code=${code}`);
    const first = await login(RequestId, code);
    expect(first.status).toBe(200);
    const answer = LoginAnswer.parse(first.body);
    expect(answer).toMatchObject({
      IsFirstLogin: true,
      IsTestUser: false,
      DefaultAddress: null,
      UserData: { Email: 'asha@example.in', PhoneNumber: null, LoginFrom: 'Email' },
    });
    expect(answer.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the code is single use
    expect((await login(RequestId, code)).body).toMatchObject({ Code: 'OTP_INVALID' });
    await age('asha@example.in', 60);
    const again = await signInWithOtp(t, 'email', 'asha@example.in');
    expect(again.IsFirstLogin).toBe(false);
    expect(again.UserData.UserId).toBe(answer.UserData.UserId);
  });

  it('signs in by mobile, normalising +91 numbers', async () => {
    const res = await request('+91 98450-12345', 'phone');
    expect(res.status).toBe(200);
    const code = await codeFromOutbox(t, '9845012345');
    const ok = await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'kirana',
        loginUsing: 'Phone',
        RequestId: res.body.RequestId,
        Code: code,
      },
    });
    expect(ok.body).toMatchObject({ UserData: { PhoneNumber: '9845012345', Email: null } });
    expect((await request('5845012345', 'phone')).body).toMatchObject({
      Code: 'VALIDATION_FAILED',
    });
  });

  it('answers identically for known and unknown identifiers', async () => {
    await signInWithOtp(t, 'email', 'known@example.in');
    await age('known@example.in', 60);
    const known = await request('known@example.in');
    const unknown = await request('nobody-here@example.in');
    expect(known.status).toBe(unknown.status);
    const strip = (b: Record<string, unknown>) => ({ ...b, RequestId: undefined });
    expect(strip(known.body)).toEqual(strip(unknown.body));
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
  });

  it('refuses a resend within 30 seconds and limits codes per identifier', async () => {
    const who = 'limits@example.in';
    expect((await request(who)).status).toBe(200);
    const soon = await request(who);
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ Code: 'OTP_RESEND_TOO_SOON' });
    for (let i = 0; i < 4; i++) {
      await age(who, 31);
      expect((await request(who)).status).toBe(200);
    }
    await age(who, 31);
    const sixth = await request(who);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ Code: 'OTP_RATE_LIMITED' });
  });

  it('refuses a wrong code and an expired code', async () => {
    const req = await request('expiry@example.in');
    const code = await codeFromOutbox(t, 'expiry@example.in');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await login(req.body.RequestId as string, wrong)).body).toMatchObject({
      Code: 'OTP_INVALID',
    });
    await t.database.db
      .update(otpRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpRequests.id, req.body.RequestId as string));
    const late = await login(req.body.RequestId as string, code);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ Code: 'OTP_EXPIRED' });
  });

  it('counts at most 5 of 10 parallel wrong guesses, then refuses even the right code', async () => {
    const req = await request('guesser@example.in');
    const id = req.body.RequestId as string;
    const code = await codeFromOutbox(t, 'guesser@example.in');
    const wrongs = Array.from({ length: 10 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(wrongs.map((w) => login(id, w)));
    expect(answers.filter((a) => a.body.Code === 'OTP_INVALID')).toHaveLength(5);
    expect(answers.filter((a) => a.body.Code === 'OTP_TOO_MANY_ATTEMPTS')).toHaveLength(5);
    const [row] = await t.database.db
      .select({ attempts: otpRequests.attempts })
      .from(otpRequests)
      .where(eq(otpRequests.id, id));
    expect(row!.attempts).toBe(5);
    const right = await login(id, code);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ Code: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('lets test identifiers in with the fixed code and sends them nothing', async () => {
    const req = await request('Tester@Kirana.test');
    const res = await login(req.body.RequestId as string, '246810');
    expect(res.body).toMatchObject({ IsTestUser: true, UserData: { Email: 'tester@kirana.test' } });
    const outbox = await call(t, 'GET', '/dev/outbox?to=tester@kirana.test');
    expect(outbox.body).toEqual({ Messages: [] });
    const phone = await request('9000000001', 'phone');
    const byPhone = await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'kirana',
        loginUsing: 'Phone',
        RequestId: phone.body.RequestId,
        Code: '246810',
      },
    });
    expect(byPhone.body).toMatchObject({ IsTestUser: true });
  });

  it('needs the proof of the chosen service', async () => {
    const res = await call(t, 'POST', '/auth-users', {
      body: { loginService: 'kirana', loginUsing: 'Email', email: 'asha@example.in' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Code: 'LOGIN_PROOF_MISSING' });
    const firebase = await call(t, 'POST', '/auth-users', {
      body: { loginService: 'firebase', loginUsing: 'Google', idToken: 'x.y.z' },
    });
    expect(firebase.body).toMatchObject({ Code: 'LOGIN_SERVICE_UNAVAILABLE' });
  });
});

describe.each(DB_KINDS)('OTP requests per client address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { OTP_REQUESTS_PER_IP: 3 });
  });
  afterAll(() => t.close());

  it('limits one address to OTP_REQUESTS_PER_IP codes per 15 minutes, whoever they are for', async () => {
    const statuses: number[] = [];
    for (const who of ['ip1@example.in', 'ip2@example.in', 'ip3@example.in', 'ip4@example.in']) {
      const res = await call(t, 'POST', '/otp/request', {
        body: { channel: 'email', identifier: who },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toMatchObject({ Code: 'RATE_LIMITED' });
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
