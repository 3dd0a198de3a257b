import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_CONFIRMATION_NEEDED } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { call, codeFromOutbox, newBrowserKey } from './auth-test-kit';

// The emailed link signs in only the browser that asked for the code; any other browser is
// asked first. A sign-in that fails, for whatever reason, leaves the code usable.
describe.each(DB_KINDS)('the emailed sign-in link and the use of a code on %s', (kind) => {
  let t: TestApp;

  /** Asks for a code as a browser holding `key`; answers the request id and the code. */
  const ask = async (identifier: string, channel: 'email' | 'phone', key?: string) => {
    const req = await call<{ RequestId: string }>(t, 'POST', '/otp/request', {
      body: { channel, identifier, ...(key ? { BrowserKey: key } : {}) },
    });
    expect(req.status).toBe(200);
    return { RequestId: req.body.RequestId, Code: await codeFromOutbox(t, identifier) };
  };
  const login = (proof: { RequestId: string; Code: string }, extra: object = {}) =>
    call(t, 'POST', '/auth-users', {
      body: { loginService: 'kirana', loginUsing: 'Email', ...proof, ...extra },
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { OTP_REQUESTS_PER_IP: 1000 });
  });
  afterAll(() => t.close());

  it('signs in the asking browser without a prompt', async () => {
    const key = newBrowserKey();
    const proof = await ask('lata@example.in', 'email', key);
    const res = await login(proof, { BrowserKey: key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ UserData: { Email: 'lata@example.in' } });
  });

  it('asks another browser to confirm, using nothing up, and signs in once it does', async () => {
    const key = newBrowserKey();
    const proof = await ask('anand@example.in', 'email', key);
    for (const extra of [{}, { BrowserKey: newBrowserKey() }]) {
      const asked = await login(proof, extra);
      expect(asked.status).toBe(409);
      expect(asked.body).toMatchObject({
        Code: LOGIN_CONFIRMATION_NEEDED,
        ErrorDescription: 'Sign in as a…@example.in on this device?',
      });
      expect(asked.body).not.toHaveProperty('Token');
    }
    const confirmed = await login(proof, { Confirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ UserData: { Email: 'anand@example.in' } });
    // and the code is spent now, whoever holds the key
    expect((await login(proof, { BrowserKey: key })).body).toMatchObject({ Code: 'OTP_INVALID' });
  });

  it('tells the question only to someone holding the right code', async () => {
    const proof = await ask('hidden@example.in', 'email', newBrowserKey());
    const wrong = await login({ ...proof, Code: proof.Code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ Code: 'OTP_INVALID' });
    expect(JSON.stringify(wrong.body)).not.toContain('example.in');
  });

  it('a code asked for without a browser key needs the confirmation too', async () => {
    const proof = await ask('nokey@example.in', 'email');
    expect((await login(proof)).status).toBe(409);
    expect((await login(proof, { BrowserKey: newBrowserKey() })).status).toBe(409);
    expect((await login(proof, { Confirmed: true })).status).toBe(200);
  });

  it('a mobile code (typed, never a link) signs in without a prompt', async () => {
    const proof = await ask('9845098450', 'phone');
    const res = await login(proof, { loginUsing: 'Phone' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ UserData: { PhoneNumber: '9845098450' } });
  });

  it('a sign-in with a bad field is refused with 400 and the same code still signs in', async () => {
    const key = newBrowserKey();
    const proof = await ask('nul@example.in', 'email', key);
    const bad = await login(proof, { BrowserKey: key, username: 'Asha\u0000' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('username');
    const good = await login(proof, { BrowserKey: key, username: 'Asha' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ UserData: { Username: 'Asha', Email: 'nul@example.in' } });
  });

  it('a sign-in that fails after the code was checked leaves the code usable', async () => {
    // the database refuses the session of one user agent, after the code has been spent
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_session() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'session refused'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_session BEFORE INSERT ON sessions FOR EACH ROW
      WHEN (NEW.user_agent = 'refused-agent') EXECUTE FUNCTION refuse_session()`);
    const key = newBrowserKey();
    const proof = await ask('rollback@example.in', 'email', key);
    const failed = await fetch(`${t.url}/api/auth-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'refused-agent' },
      body: JSON.stringify({
        loginService: 'kirana',
        loginUsing: 'Email',
        ...proof,
        BrowserKey: key,
      }),
    });
    expect(failed.status).toBe(500);
    const good = await login(proof, { BrowserKey: key });
    expect(good.status).toBe(200);
    // the failed attempt made no account either: this is the first sign-in
    expect(good.body).toMatchObject({ IsFirstLogin: true });
  });
});
