import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginConfig } from '@kirana/shared';
import { startTestApp, type TestApp } from '../../test/harness';
import { call, signInStaffByCode, staffSession } from '../staff/staff-test-kit';

const ADMIN_TOKEN = 'sign-in-switch-admin-token-0123456789';

describe('sign-in methods switched in the console', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  const switchTo = async (EmailLoginEnabled: boolean, PhoneLoginEnabled: boolean) => {
    const res = await call(t, 'PUT', '/admin/settings/sign-in', {
      token: ADMIN_TOKEN,
      body: { EmailLoginEnabled, PhoneLoginEnabled },
    });
    expect(res.status).toBe(200);
  };
  const config = async () =>
    LoginConfig.parse((await call(t, 'GET', '/get-firebaseAndOtplessLoginConfig')).body).Config;

  it('hides a switched-off method from shoppers and refuses its codes', async () => {
    await switchTo(false, true);
    expect(await config()).toMatchObject({ EmailLoginEnabled: false, PhoneLoginEnabled: true });
    const email = await call(t, 'POST', '/otp/request', {
      body: { channel: 'email', identifier: 'shopper.off@example.com' },
    });
    expect(email.status).toBe(403);
    expect(email.body.Code).toBe('CHANNEL_SWITCHED_OFF');
    const phone = await call(t, 'POST', '/otp/request', {
      body: { channel: 'phone', identifier: '9876512345' },
    });
    expect(phone.status).toBe(200);

    await switchTo(true, true);
    expect(await config()).toMatchObject({ EmailLoginEnabled: true, PhoneLoginEnabled: true });
    const again = await call(t, 'POST', '/otp/request', {
      body: { channel: 'email', identifier: 'shopper.on@example.com' },
    });
    expect(again.status).toBe(200);
  });

  it('never locks the staff out of the console', async () => {
    await switchTo(false, true);
    const { email } = await staffSession(t, 'manager');
    const token = await signInStaffByCode(t, email);
    expect((await call(t, 'GET', '/admin/me', { token })).status).toBe(200);
    await switchTo(true, true);
  });

  it('keeps one way to sign in', async () => {
    const res = await call(t, 'PUT', '/admin/settings/sign-in', {
      token: ADMIN_TOKEN,
      body: { EmailLoginEnabled: false, PhoneLoginEnabled: false },
    });
    expect(res.status).toBe(400);
  });
});
