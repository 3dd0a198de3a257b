import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchConsole,
  type ViewportName,
} from './support/browser';
import { dialogTitled, freshDigits, gotoAndWait, welcomeToast } from './support/journeys';
import { startStore, type StoreServer } from './support/server';
import {
  startFirebaseStandIn,
  type FirebaseStandIn,
} from './support/stand-ins/firebase-auth-server';
import { startOtplessStandIn, type OtplessStandIn } from './support/stand-ins/otpless-server';

// The same web app signs in through Firebase or OTPless when the server says so. Local servers
// speak each service's protocol; the app, its SDK (Firebase) and the API run for real.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport: ViewportName): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  return { page, errors: watchConsole(page) };
}

const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

async function closeWelcome(page: Page): Promise<void> {
  // a toast: it goes by itself, nothing to close
  const welcome = welcomeToast(page);
  await welcome.waitFor({ timeout: 20_000 });
  expect(await welcome.textContent()).toContain('You have logged in successfully.');
}

describe('sign-in through Firebase', () => {
  let firebase: FirebaseStandIn;
  let store: StoreServer;
  beforeAll(async () => {
    firebase = await startFirebaseStandIn();
    store = await startStore({
      LOGIN_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: firebase.projectId,
      FIREBASE_API_KEY: 'e2e-api-key',
      FIREBASE_AUTH_EMULATOR_URL: firebase.url,
      FIREBASE_CERTS_URL: firebase.certsUrl,
    });
  });
  afterAll(async () => {
    await store?.stop();
    await firebase?.close();
  });

  async function requestEmailLink(page: Page, email: string): Promise<string> {
    await page
      .getByRole('group', { name: 'Sign in with' })
      .getByText('Email', { exact: true })
      .click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.waitForURL(/\/verification-link-sent/);
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
      .toContain(`sign-in link to ${email}`);
    await expect.poll(() => firebase.emailLink(email), { timeout: 10_000 }).toBeTruthy();
    return firebase.emailLink(email)!;
  }

  it('offers the allowed methods and signs in with an email link', async () => {
    const { page, errors } = await openPage('desktop');
    await gotoAndWait(page, `${store.baseUrl}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(1);
    await screenshot(page, 'login-firebase-desktop');

    // a new address on each attempt (a retry must meet a first login again)
    const email = `meera-${freshDigits()}@example.in`;
    const link = await requestEmailLink(page, email);
    expect(new URL(link).pathname).toBe('/verify-email');
    await page.goto(link);
    await closeWelcome(page);
    await gotoAndWait(page, `${store.baseUrl}/user/profile`);
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain(email);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks for the address when the link is opened in another browser', async () => {
    const { page } = await openPage('mobile');
    await gotoAndWait(page, `${store.baseUrl}/login`);
    const email = `kavya-${freshDigits()}@example.in`;
    const link = await requestEmailLink(page, email);
    const { page: elsewhere, errors } = await openPage('mobile');
    await elsewhere.goto(link);
    await elsewhere.getByLabel('Email address').fill(email.replace('.in', '.com'));
    await elsewhere.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => elsewhere.getByRole('alert').first().textContent(), { timeout: 10_000 })
      .toContain('is not the address this link was sent to');
    await screenshot(elsewhere, 'login-firebase-link-elsewhere-mobile');
    await elsewhere.getByLabel('Email address').fill(email);
    await elsewhere.getByRole('button', { name: 'Sign in' }).click();
    await closeWelcome(elsewhere);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await page.context().close();
    await elsewhere.context().close();
  });

  it('signs in with an SMS code, refusing a wrong one', async () => {
    const { page, errors } = await openPage('mobile');
    await gotoAndWait(page, `${store.baseUrl}/login`);
    // a new number on each attempt (a retry must meet a first login again)
    const tail = freshDigits();
    await page.getByLabel('Mobile number').fill(`98450 ${tail}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').waitFor();
    const code = firebase.smsCode(`+9198450${tail}`);
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(page, 'login-firebase-code-mobile');

    await page.getByLabel('One-time code').fill(code === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
      .toContain('That code is not right');

    await page.getByLabel('One-time code').fill(code!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await closeWelcome(page);
    await gotoAndWait(page, `${store.baseUrl}/user/profile`);
    await expect
      .poll(() => mainText(page), { timeout: 10_000 })
      .toMatch(new RegExp(`98450\\s?${tail}`));
    // the refused code logs a 400 of Firebase's call in the console; nothing else may fail
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('refuses a Facebook account that shared no contact, and removes it from Firebase', async () => {
    const { page } = await openPage('desktop');
    firebase.actAsFacebookWithoutContact('no-contact@example.in');
    await gotoAndWait(page, `${store.baseUrl}/login`);
    const link = await requestEmailLink(page, 'no-contact@example.in');
    const before = firebase.deleted.length;
    await page.goto(link);
    const refused = dialogTitled(page, 'Unable to login with Facebook');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.locator('a[href="/help/facebook/login"]').count()).toBe(1);
    await expect.poll(() => firebase.deleted.length, { timeout: 10_000 }).toBe(before + 1);
    await screenshot(page, 'login-facebook-no-contact-desktop');
    await page.context().close();
  });
});

describe('sign-in through OTPless', () => {
  let otpless: OtplessStandIn;
  let store: StoreServer;
  beforeAll(async () => {
    otpless = await startOtplessStandIn('e2e-client', 'e2e-secret');
    store = await startStore({
      LOGIN_PROVIDER: 'otpless',
      OTPLESS_APP_ID: 'KIRANAE2E',
      OTPLESS_CLIENT_ID: 'e2e-client',
      OTPLESS_CLIENT_SECRET: 'e2e-secret',
      OTPLESS_SDK_URL: otpless.sdkUrl,
      OTPLESS_VERIFY_URL: otpless.verifyUrl,
    });
  });
  afterAll(async () => {
    await store?.stop();
    await otpless?.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'signs in with the OTPless box on %s',
    async (viewport) => {
      const { page, errors } = await openPage(viewport);
      await gotoAndWait(page, `${store.baseUrl}/login`);
      const mobile = `99001${freshDigits()}`;
      await page.locator('#otpless-mobile').fill(mobile);
      await screenshot(page, `login-otpless-${viewport}`);
      const before = otpless.validated.length;
      await page.getByRole('button', { name: 'Continue with WhatsApp' }).click();
      await closeWelcome(page);
      expect(otpless.validated.length).toBe(before + 1);
      await gotoAndWait(page, `${store.baseUrl}/user/profile`);
      await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain(mobile.slice(5));
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
