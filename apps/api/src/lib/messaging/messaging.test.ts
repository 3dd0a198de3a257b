import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call } from '../../modules/auth/auth-test-kit';
import { MessageStandins, unfoldMail } from '../../test/message-standins';

describe.each(DB_KINDS)('message delivery on %s', (kind) => {
  const standins = new MessageStandins();
  const { mails, sms } = standins;
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      NODE_ENV: 'production',
      ...(await standins.start()),
      PUBLIC_URL: 'https://shop.example.in',
      OTP_REQUESTS_PER_IP: 1000,
    });
  });
  afterAll(async () => {
    await t.close();
    standins.close();
  });

  it('sends the email code and sign-in link over SMTP, and it signs in', async () => {
    const req = await call(t, 'POST', '/otp/request', {
      body: { channel: 'email', identifier: 'smtp@example.in' },
    });
    expect(req.status).toBe(200);
    const mail = mails.find((m) => m.includes('smtp@example.in'))!;
    expect(mail).toBeTruthy();
    const unfolded = unfoldMail(mail);
    const code = /Your Kirana code is (\d{6})/.exec(unfolded)?.[1];
    expect(code).toBeTruthy();
    expect(unfolded).toContain(
      `https://shop.example.in/verify-email?requestId=${String(req.body.RequestId)}&code=${code}`,
    );
    const login = await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'kirana',
        loginUsing: 'Email',
        RequestId: req.body.RequestId,
        Code: code,
        Confirmed: true,
      },
    });
    expect(login.status).toBe(200);
  });

  it('sends the SMS code to the HTTP provider with its bearer token', async () => {
    const req = await call(t, 'POST', '/otp/request', {
      body: { channel: 'phone', identifier: '9876501234' },
    });
    expect(req.status).toBe(200);
    const sent = sms.find((s) => s.body.to === '+919876501234')!;
    expect(sent.auth).toBe('Bearer sms-secret-token');
    const code = /^(\d{6}) is your Kirana code/.exec(sent.body.message)?.[1];
    const login = await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'kirana',
        loginUsing: 'Phone',
        RequestId: req.body.RequestId,
        Code: code,
      },
    });
    expect(login.body).toMatchObject({ UserData: { PhoneNumber: '9876501234' } });
  });

  it('answers 502 when the SMS provider fails', async () => {
    standins.smsStatus = 500;
    const req = await call(t, 'POST', '/otp/request', {
      body: { channel: 'phone', identifier: '9876501299' },
    });
    standins.smsStatus = 200;
    expect(req.status).toBe(502);
    expect(req.body).toMatchObject({ Code: 'MESSAGE_NOT_SENT' });
  });

  it('has no dev outbox in production with real delivery configured', async () => {
    const res = await call(t, 'GET', '/dev/outbox?to=smtp@example.in');
    expect(res.status).toBe(404);
    expect((await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig')).body).toMatchObject({
      Config: { DevOutbox: false, EmailLoginEnabled: true, PhoneLoginEnabled: true },
    });
  });
});

describe.each(DB_KINDS)('the dev outbox on %s', (kind) => {
  it('is open in development even with SMTP configured', async () => {
    const t = await startTestApp(kind, {
      NODE_ENV: 'development',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      expect((await call(t, 'GET', '/dev/outbox?to=a@example.in')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is on in production on localhost when neither SMTP nor SMS is configured (offline demo)', async () => {
    const t = await startTestApp(kind, { NODE_ENV: 'production' });
    try {
      const cfg = await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig');
      expect(cfg.body).toMatchObject({ Config: { DevOutbox: true } });
      await call(t, 'POST', '/otp/request', {
        body: { channel: 'email', identifier: 'demo@example.in' },
      });
      const box = await call<{ Messages: unknown[] }>(t, 'GET', '/dev/outbox?to=demo@example.in');
      expect(box.body.Messages).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('is off in production on a public address, so nobody can read codes', async () => {
    const t = await startTestApp(kind, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.in',
    });
    try {
      expect((await call(t, 'GET', '/dev/outbox?to=a@example.in')).status).toBe(404);
      const cfg = await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig');
      expect(cfg.body).toMatchObject({ Config: { DevOutbox: false } });
    } finally {
      await t.close();
    }
  });

  it('is off with DEV_OUTBOX=0, and then nothing can be sent', async () => {
    const t = await startTestApp(kind, { NODE_ENV: 'production', DEV_OUTBOX: false });
    try {
      expect((await call(t, 'GET', '/dev/outbox?to=a@example.in')).status).toBe(404);
      const req = await call(t, 'POST', '/otp/request', {
        body: { channel: 'email', identifier: 'a@example.in' },
      });
      expect(req.status).toBe(503);
      expect(req.body).toMatchObject({ Code: 'CHANNEL_UNAVAILABLE' });
    } finally {
      await t.close();
    }
  });
});
