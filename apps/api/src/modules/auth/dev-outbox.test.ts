import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call } from './auth-test-kit';

const outbox = '/api/dev/outbox?to=local@example.in';

/** GET over real HTTP with this Host header (fetch sets its own). */
const getWithHost = (url: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject).end();
  });

describe.each(DB_KINDS)('who may read the dev outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // behind one trusted proxy hop, as a store behind nginx on the same machine
    t = await startTestApp(kind, { NODE_ENV: 'development', TRUST_PROXY_HOPS: 1 });
    await call(t, 'POST', '/otp/request', {
      body: { channel: 'email', identifier: 'local@example.in' },
    });
  });
  afterAll(() => t.close());

  it('answers a program on this machine that talks to the server directly', async () => {
    const res = await fetch(`${t.url}${outbox}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Messages: unknown[] }).Messages).toHaveLength(1);
  });

  it('is not there for a request a proxy forwarded, even from loopback', async () => {
    const missing = await fetch(`${t.url}/api/dev/no-such-route`);
    const notFound = (await missing.json()) as { Code: string };
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-forwarded-host': 'shop.example.in' },
    ];
    for (const headers of forwarded) {
      const res = await fetch(`${t.url}${outbox}`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.json()).toEqual({ ...notFound, Message: 'No route GET /api/dev/outbox' });
    }
    // not even its query is checked for someone else
    expect(
      (await fetch(`${t.url}/api/dev/outbox`, { headers: { 'x-real-ip': '1.2.3.4' } })).status,
    ).toBe(404);
  });

  it('answers only for its own host names, so a page rebound to loopback by DNS gets nothing', async () => {
    const port = new URL(t.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost'])
      expect(await getWithHost(`${t.url}${outbox}`, host), host).toBe(200);
    for (const host of [
      `attacker.example:${port}`,
      'rebind.attacker.example',
      `127.0.0.1.nip.io:${port}`,
      `localhost.attacker.example:${port}`,
    ])
      expect(await getWithHost(`${t.url}${outbox}`, host), host).toBe(404);
  });

  it('is not there for a client on another machine', async () => {
    const far = await t.app.inject({ method: 'GET', url: outbox, remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(404);
    expect(far.json()).toMatchObject({ Code: 'ROUTE_NOT_FOUND' });
    const mapped = await t.app.inject({
      method: 'GET',
      url: outbox,
      remoteAddress: '::ffff:10.0.0.2',
    });
    expect(mapped.statusCode).toBe(404);
    const near = await t.app.inject({ method: 'GET', url: outbox, remoteAddress: '127.0.0.5' });
    expect(near.statusCode).toBe(200);
  });

  it('is mentioned in the login configuration only to a client that may read it', async () => {
    const config = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      t.app
        .inject({
          method: 'GET',
          url: '/api/get-firebaseAndOtplessLoginConfig',
          headers,
          remoteAddress,
        })
        .then((r) => (r.json() as { Config: { DevOutbox: boolean } }).Config.DevOutbox);
    expect(await config()).toBe(true);
    expect(await config({ 'x-forwarded-for': '203.0.113.7' })).toBe(false);
    expect(await config({}, '203.0.113.9')).toBe(false);
  });

  it('is not listed in the API document', async () => {
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as { paths: object };
    expect(doc.paths).not.toHaveProperty(['/api/dev/outbox']);
  });
});

describe('the start-up warning of a dev outbox', () => {
  const lines: { level: number; msg: string }[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { NODE_ENV: 'development', LOG_LEVEL: 'warn' }, { logStream });
  });
  afterAll(() => t.close());
  const warnings = () => lines.filter((l) => l.level === 40 && l.msg.includes('DEV OUTBOX IS ON'));

  it('is silent while the server listens on loopback only', () => {
    expect(warnings()).toHaveLength(0);
  });

  it('is loud when the server listens on every interface', async () => {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    const wide = await buildApp(
      {
        config,
        database: t.database,
        cache: t.cache,
        lifecycle: { draining: false },
        razorpayKeys: t.deps.razorpayKeys,
      },
      { logStream },
    );
    try {
      await wide.listen({ host: '0.0.0.0', port: 0 });
      expect(warnings()).toHaveLength(1);
    } finally {
      await wide.close();
    }
  });
});
