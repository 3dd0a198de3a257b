import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from '../test/harness';
import { call, signInWithOtp } from '../modules/auth/auth-test-kit';
import { findActiveSession } from '../modules/auth/sessions.service';

const ADMIN_TOKEN = 'the-store-owners-admin-token-0123456789';
const madeUpToken = () => randomBytes(32).toString('base64url');

/** Counts the database lookups the user guard makes (it reads `database.db` on each call). */
function countLookups(t: TestApp): { count: () => number; restore: () => void } {
  const real = t.database.db;
  let n = 0;
  t.database.db = new Proxy(real, {
    get(target, prop) {
      // every statement reaches the database through its session, a compiled one (built once,
      // then only bound: api/db/compiled.ts) as well as one drizzle builds each time
      if (prop === 'session') n++;
      return Reflect.get(target, prop, target) as unknown;
    },
  });
  return {
    count: () => n,
    restore: () => {
      t.database.db = real;
    },
  };
}

describe.each(DB_KINDS)('API rate limits on %s', (kind) => {
  describe('refused sign-ins', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: 40, ADMIN_TOKEN });
    });
    afterAll(() => t.close());

    it('counts wrong admin tokens: 700 of them get 429s once the limit is spent', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 700; i++) {
        const res = await fetch(`${t.url}/api/admin/products/1`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${madeUpToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({ Price: 100 }),
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
    });
  });

  describe('made-up session tokens', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: 20 });
    });
    afterAll(() => t.close());

    it('get 429 past the limit, without a database lookup for any refused one', async () => {
      // built before counting (a compiled statement touches the session once more to be built)
      expect(await findActiveSession(t.database.db, madeUpToken())).toBeNull();
      const lookups = countLookups(t);
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 60; i++) {
          statuses.push((await call(t, 'GET', '/profile', { token: madeUpToken() })).status);
        }
      } finally {
        lookups.restore();
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
      expect(lookups.count()).toBe(20);
    });

    it('say why in the reader’s language (English unless asked)', async () => {
      const refusal = async (language?: string) => {
        const res = await fetch(`${t.url}/api/profile`, {
          headers: {
            authorization: `Bearer ${madeUpToken()}`,
            ...(language ? { 'accept-language': language } : {}),
          },
        });
        expect(res.status).toBe(429);
        return ((await res.json()) as { Message: string }).Message;
      };
      expect(await refusal()).toMatch(/^Too many requests; try again in \d+ s$/);
      expect(await refusal('hi-IN,hi;q=0.9')).toMatch(/^बहुत ज़्यादा अनुरोध; \d+ सेकंड बाद/);
    });
  });

  describe('payment webhooks', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: 5, WEBHOOKS_PER_MINUTE: 12 });
    });
    afterAll(() => t.close());

    it('count in their own bucket, not in the caller’s limit', async () => {
      const webhook = async () => {
        const res = await fetch(`${t.url}/api/payments/razorpay/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
          body: '{}',
        });
        await res.arrayBuffer();
        return res.status;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) statuses.push(await webhook());
      // past the general limit of 5 the webhooks still arrive (404: Razorpay is not configured
      // here), until their own 12
      expect(statuses.slice(0, 12).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(12).every((s) => s === 429)).toBe(true);
      // and the same address's other calls kept their whole limit
      const other: number[] = [];
      for (let i = 0; i < 6; i++) other.push((await call(t, 'GET', '/cache-state')).status);
      expect(other).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('sign-in buckets', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, {
        RATE_LIMIT_PER_MINUTE: 100,
        OTP_REQUESTS_PER_IP: 3,
        SIGN_IN_ATTEMPTS_PER_IP: 4,
      });
    });
    afterAll(() => t.close());

    it('limit codes and sign-in attempts well before the general limit', async () => {
      const otp = [];
      for (let i = 0; i < 5; i++) {
        const body = { channel: 'email', identifier: `bucket${i}@example.in` };
        otp.push((await call(t, 'POST', '/otp/request', { body })).status);
      }
      expect(otp).toEqual([200, 200, 200, 429, 429]);

      // refused as bad input or as a wrong code, every attempt counts
      const attempts = [];
      for (let i = 0; i < 6; i++) {
        const body = { loginService: 'kirana', loginUsing: 'Email', RequestId: 'x', Code: '1' };
        attempts.push(await call(t, 'POST', '/auth-users', { body }));
      }
      expect(attempts.slice(0, 4).every((a) => a.status === 400)).toBe(true);
      expect(attempts.slice(4).map((a) => a.status)).toEqual([429, 429]);
      expect(attempts[4]!.body).toMatchObject({ Code: 'RATE_LIMITED' });

      expect((await call(t, 'GET', '/get-store-configs')).status).toBe(200);
    });
  });

  describe('signed-in shoppers behind one address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: 25, OTP_REQUESTS_PER_IP: 100 });
    });
    afterAll(() => t.close());

    it('each have their own bucket, apart from the address', async () => {
      const a = await signInWithOtp(t, 'email', 'nat-a@example.in');
      const b = await signInWithOtp(t, 'email', 'nat-b@example.in');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        statuses.push((await call(t, 'GET', '/profile', { token: a.Token })).status);
      }
      expect(statuses).toContain(429);
      expect((await call(t, 'GET', '/profile', { token: b.Token })).status).toBe(200);
      expect((await call(t, 'GET', '/get-store-configs')).status).toBe(200);
    });
  });
});

describe('pages and static files', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'kirana-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDist,
      RATE_LIMIT_PER_MINUTE: 10,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are never rate limited: 200 of them from one address all answer', async () => {
    const paths = ['/', '/cart', '/assets/main-abc123.js', '/logo.svg', '/robots.txt'];
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${t.url}${paths[i % paths.length]}`);
      statuses.add(res.status);
      await res.arrayBuffer();
    }
    expect([...statuses]).toEqual([200]);
    // while API calls from the same address are limited
    const api = [];
    for (let i = 0; i < 12; i++) api.push((await call(t, 'GET', '/cache-state')).status);
    expect(api.slice(10)).toEqual([429, 429]);
  });
});

describe('refusal logging', () => {
  const lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      'pglite',
      { RATE_LIMIT_PER_MINUTE: 5, LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => t.close());

  it('writes one warning per client and window, not one line per refused request', async () => {
    lines.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await call(t, 'GET', '/cache-state')).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(5);
    expect(lines.filter((l) => l.res?.statusCode === 429)).toHaveLength(0);
    const warnings = lines.filter((l) => l.level === 40 && l.msg.startsWith('rate limit reached'));
    expect(warnings).toHaveLength(1);
    expect(lines.length).toBeLessThan(10);
  });
});
