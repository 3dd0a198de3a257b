import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call } from '../../modules/auth/auth-test-kit';

/** Just enough SMTP (no STARTTLS, no AUTH) to receive what nodemailer sends. */
function startSmtpServer(received: string[]): Promise<TcpServer> {
  const server = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface SmsCall {
  auth: string | undefined;
  body: { to: string; message: string };
}

function startSmsServer(calls: SmsCall[], status: () => number): Promise<HttpServer> {
  const server = createHttpServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      calls.push({ auth: req.headers.authorization, body: JSON.parse(raw) as SmsCall['body'] });
      res.writeHead(status(), { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (s: TcpServer | HttpServer) => (s.address() as AddressInfo).port;

describe.each(DB_KINDS)('message delivery on %s', (kind) => {
  const mails: string[] = [];
  const sms: SmsCall[] = [];
  let smsStatus = 200;
  let smtp: TcpServer;
  let smsServer: HttpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer(mails);
    smsServer = await startSmsServer(sms, () => smsStatus);
    t = await startTestApp(kind, {
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${portOf(smtp)}`,
      SMS_HTTP_URL: `http://127.0.0.1:${portOf(smsServer)}/send`,
      SMS_HTTP_TOKEN: 'sms-secret-token',
      PUBLIC_URL: 'https://shop.example.in',
      OTP_REQUESTS_PER_IP: 1000,
    });
  });
  afterAll(async () => {
    await t.close();
    smtp.close();
    smsServer.close();
  });

  it('sends the email code and sign-in link over SMTP, and it signs in', async () => {
    const req = await call(t, 'POST', '/otp/request', {
      body: { channel: 'email', identifier: 'smtp@example.in' },
    });
    expect(req.status).toBe(200);
    const mail = mails.find((m) => m.includes('smtp@example.in'))!;
    expect(mail).toBeTruthy();
    const unfolded = mail.replace(/=\r\n/g, '').replace(/=3D/g, '=');
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
    smsStatus = 500;
    const req = await call(t, 'POST', '/otp/request', {
      body: { channel: 'phone', identifier: '9876501299' },
    });
    smsStatus = 200;
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
