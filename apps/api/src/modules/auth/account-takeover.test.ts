import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoKey } from 'jose';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { anAddress } from '../address/address-test-kit';
import { call, signInWithOtp, type Answer } from './auth-test-kit';
import {
  firebaseTestKey,
  goodClaims,
  signToken,
  startProviderStandIns,
  type ProviderStandIns,
} from './provider-test-kit';

interface Login {
  Token: string;
  UserData: { UserId: number; Email: string | null; PhoneNumber: string | null };
  IsFirstLogin: boolean;
}

// An attacker names the victim's email or mobile through a provider that has not verified it,
// before or after the victim signs up: the two must never share an account.
describe.each(DB_KINDS)('no account takeover through an unverified contact on %s', (kind) => {
  let standIns: ProviderStandIns;
  let t: TestApp;
  let key: CryptoKey;

  const firebase = async (claims: Record<string, unknown>, loginUsing: string) =>
    (await call(t, 'POST', '/auth-users', {
      body: {
        loginService: 'firebase',
        loginUsing,
        idToken: await signToken(key, goodClaims(claims)),
      },
    })) as Answer<Login>;
  const facebook = (sub: string, email: string) =>
    firebase(
      { sub, email, email_verified: false, firebase: { sign_in_provider: 'facebook.com' } },
      'Facebook',
    );
  const google = (sub: string, email: string) => firebase({ sub, email }, 'Google');
  const otpless = async (token: string) =>
    (await call(t, 'POST', '/auth-users', {
      body: { loginService: 'otpless', loginUsing: 'Phone', token },
    })) as Answer<Login>;
  const addressesOf = async (token: string) =>
    (await call<{ Addresses?: unknown[] }>(t, 'GET', '/addresses', { token })).body;

  beforeAll(async () => {
    key = await firebaseTestKey();
    standIns = await startProviderStandIns({
      // the victim's email, unverified, beside the attacker's own verified mobile
      'attacker-mixed': [
        { identityType: 'EMAIL', identityValue: 'meena@example.in', verified: false },
        { identityType: 'MOBILE', identityValue: '919800000001', verified: true },
      ],
      'attacker-email-only': [
        { identityType: 'EMAIL', identityValue: 'meena@example.in', verified: false },
      ],
      'attacker-mobile-only': [
        { identityType: 'MOBILE', identityValue: '919811122233', verified: false },
      ],
      'meena-verified': [
        { identityType: 'EMAIL', identityValue: 'meena@example.in', verified: true },
      ],
    });
    t = await startTestApp(kind, { ...standIns.config, LOGIN_PROVIDER: 'firebase' });
  });
  afterAll(async () => {
    await t.close();
    standIns.close();
  });

  it('Facebook first with the victim email: email code and Google open the victim’s own account', async () => {
    const attacker = await facebook('fb-attacker', 'asha@example.in');
    expect(attacker.status).toBe(200);
    expect(attacker.body.UserData).toMatchObject({ Email: null, PhoneNumber: null });

    const byCode = await signInWithOtp(t, 'email', 'asha@example.in');
    expect(byCode.IsFirstLogin).toBe(true);
    expect(byCode.UserData.UserId).not.toBe(attacker.body.UserData.UserId);
    const saved = await call(t, 'POST', '/addresses', { token: byCode.Token, body: anAddress() });
    expect(saved.status).toBe(201);

    const byGoogle = await google('g-asha', 'asha@example.in');
    expect(byGoogle.status).toBe(200);
    expect(byGoogle.body).toMatchObject({
      IsFirstLogin: false,
      UserData: { UserId: byCode.UserData.UserId, Email: 'asha@example.in' },
    });

    // the attacker's next Facebook sign-in is still their own empty account
    const back = await facebook('fb-attacker', 'asha@example.in');
    expect(back.body).toMatchObject({
      IsFirstLogin: false,
      DefaultAddress: null,
      UserData: { UserId: attacker.body.UserData.UserId, Email: null },
    });
    expect((await addressesOf(back.body.Token)).Addresses).toEqual([]);
    expect((await addressesOf(byCode.Token)).Addresses).toHaveLength(1);
  });

  it('Facebook after the victim, with the same email, gets an account of its own', async () => {
    const owner = await google('g-ravi', 'ravi@example.in');
    expect(owner.status).toBe(200);
    const attacker = await facebook('fb-ravi-attacker', 'ravi@example.in');
    expect(attacker.status).toBe(200);
    expect(attacker.body.IsFirstLogin).toBe(true);
    expect(attacker.body.UserData.UserId).not.toBe(owner.body.UserData.UserId);
    expect(attacker.body.UserData.Email).toBeNull();
  });

  it('any Firebase provider: an unverified email never reaches the account holding it', async () => {
    const owner = await signInWithOtp(t, 'email', 'kiran@example.in');
    const unverified = await firebase(
      { sub: 'pw-kiran', email: 'kiran@example.in', email_verified: false },
      'Email',
    );
    expect(unverified.status).toBe(200);
    expect(unverified.body.UserData.UserId).not.toBe(owner.UserData.UserId);
    expect(unverified.body.UserData.Email).toBeNull();
  });

  it('Firebase phone (verified by SMS) joins the mobile’s account; the mobile code does too', async () => {
    const byCode = await signInWithOtp(t, 'phone', '9812300000');
    const byFirebase = await firebase(
      {
        sub: 'phone-uid-1',
        email: undefined,
        email_verified: undefined,
        phone_number: '+919812300000',
        firebase: { sign_in_provider: 'phone' },
      },
      'Phone',
    );
    expect(byFirebase.status).toBe(200);
    expect(byFirebase.body).toMatchObject({
      IsFirstLogin: false,
      UserData: { UserId: byCode.UserData.UserId, PhoneNumber: '9812300000' },
    });
  });

  it('OTPless: an unverified email is dropped, unverified contacts alone are refused', async () => {
    const mixed = await otpless('attacker-mixed');
    expect(mixed.status).toBe(200);
    expect(mixed.body.UserData).toMatchObject({ Email: null, PhoneNumber: '9800000001' });

    const emailOnly = await otpless('attacker-email-only');
    expect(emailOnly.status).toBe(400);
    expect(emailOnly.body).not.toHaveProperty('Token');
    const mobileOnly = await otpless('attacker-mobile-only');
    expect(mobileOnly.status).toBe(400);
    expect(mobileOnly.body).not.toHaveProperty('Token');

    // the owner of the email, verified by code or by OTPless, gets an account the attacker lacks
    const owner = await signInWithOtp(t, 'email', 'meena@example.in');
    expect(owner.IsFirstLogin).toBe(true);
    expect(owner.UserData.UserId).not.toBe(mixed.body.UserData.UserId);
    const ownerViaOtpless = await otpless('meena-verified');
    expect(ownerViaOtpless.body.UserData.UserId).toBe(owner.UserData.UserId);
    expect((await otpless('attacker-mixed')).body.UserData.UserId).toBe(mixed.body.UserData.UserId);
  });

  it('an erased account’s provider id opens a fresh account, not the erased one', async () => {
    const first = await facebook('fb-erased', 'gone@example.in');
    const erased = await call(t, 'DELETE', '/profile', {
      token: first.body.Token,
      body: { Confirm: 'DELETE' },
    });
    expect(erased.status).toBe(200);
    const again = await facebook('fb-erased', 'gone@example.in');
    expect(again.status).toBe(200);
    expect(again.body.IsFirstLogin).toBe(true);
    expect(again.body.UserData.UserId).not.toBe(first.body.UserData.UserId);
  });
});
