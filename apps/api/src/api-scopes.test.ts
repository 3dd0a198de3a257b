import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './test/harness';
import { call, signInWithOtp } from './modules/auth/auth-test-kit';

const ADMIN_TOKEN = 'the-store-owners-admin-token-0123456789';

describe.each(DB_KINDS)('API scopes on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN });
    token = (await signInWithOtp(t, 'email', 'scopes@example.in')).Token;
  });
  afterAll(() => t.close());
  const get = (path: string, auth?: string) =>
    fetch(`${t.url}/api${path}`, auth ? { headers: { authorization: `Bearer ${auth}` } } : {});

  it('marks every signed-in answer no-store, refusals included', async () => {
    for (const path of ['/profile', '/addresses', '/sessions']) {
      const mine = await get(path, token);
      expect(mine.status, path).toBe(200);
      expect(mine.headers.get('cache-control'), path).toBe('no-store');
      const refused = await get(path);
      expect(refused.status, path).toBe(401);
      expect(refused.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('marks any answer to a request with credentials no-store, and leaves the rest alone', async () => {
    const open = await get('/get-store-configs');
    expect(open.headers.get('cache-control')).not.toBe('no-store');
    const withToken = await get('/get-store-configs', token);
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    // past the admin guard: a product that does not exist
    const admin = await fetch(`${t.url}/api/admin/products/99999999`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Price: 100 }),
    });
    expect(admin.status).toBe(404);
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });

  it('guards the admin scope with the admin token and the user scope with a session', async () => {
    // a shopper's session opens nothing of the store owner's, nor the reverse
    const asShopper = await fetch(`${t.url}/api/admin/products/1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Price: 100 }),
    });
    expect(asShopper.status).toBe(401);
    expect((await call(t, 'GET', '/profile', { token: ADMIN_TOKEN })).status).toBe(401);
  });

  it('declares bearer security in the API document exactly on the guarded calls', async () => {
    const doc = (await (await get('/docs/json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const bearer = [{ bearer: [] }];
    expect(doc.paths['/api/profile']!.get!.security).toEqual(bearer);
    expect(doc.paths['/api/addresses/{addressId}']!.put!.security).toEqual(bearer);
    expect(doc.paths['/api/logout']!.post!.security).toEqual(bearer);
    expect(doc.paths['/api/admin/products/{id}']!.patch!.security).toEqual(bearer);
    expect(doc.paths['/api/get-store-configs']!.get!.security).toBeUndefined();
    expect(doc.paths['/api/otp/request']!.post!.security).toBeUndefined();
    expect(doc.paths['/api/pincode-serviceability']!.get!.security).toBeUndefined();
  });

  it('sends the security headers with the answer to a malformed URL', async () => {
    const res = await fetch(`${t.url}/%3Cscript%3E%ZZ`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.json()).toMatchObject({ Code: 'FST_ERR_BAD_URL' });
  });
});
