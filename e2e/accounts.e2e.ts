import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { storeAndBrowser } from './support/suite';
import { freshDigits, gotoAndWait, welcomeToast } from './support/journeys';

// Sign in by email and by phone through the dev outbox, first-login dialog, add and edit an
// address, sign out, the emailed link in the asking and in another browser: with no outside
// service at all.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a shopper account on %s', (viewport) => {
  const suite = storeAndBrowser();

  /** The newest 6-digit code the dev outbox holds for `to`. */
  async function codeFor(to: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      for (const who of [to, `+91${to}`]) {
        const res = await fetch(
          `${suite.store.baseUrl}/api/dev/outbox?to=${encodeURIComponent(who)}`,
        );
        const { Messages } = (await res.json()) as { Messages: { Body: string }[] };
        const code = Messages.at(-1)?.Body.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${to}`);
  }

  /** The sign-in link of the newest email to `to`, on this store. */
  async function linkFor(to: string): Promise<string> {
    await codeFor(to);
    const res = await fetch(`${suite.store.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { Messages } = (await res.json()) as { Messages: { Body: string }[] };
    const link = /(\/verify-email\?\S+)/.exec(Messages.at(-1)?.Body ?? '')?.[1];
    if (!link) throw new Error(`no sign-in link for ${to}`);
    return `${suite.store.baseUrl}${link}`;
  }

  /** Asks for an email code on /login and answers the link it sends. */
  async function askForLink(page: Page, email: string): Promise<string> {
    await gotoAndWait(page, `${suite.store.baseUrl}/login`);
    await page
      .getByRole('group', { name: 'Sign in with' })
      .getByText('Email', { exact: true })
      .click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(/\/verification-link-sent/);
    return linkFor(email);
  }

  async function signIn(page: Page, channel: 'Email' | 'Phone', identifier: string): Promise<void> {
    await gotoAndWait(page, `${suite.store.baseUrl}/login`);
    await page
      .getByRole('group', { name: 'Sign in with' })
      .getByText(channel, { exact: true })
      .click();
    await page.getByLabel(channel === 'Email' ? 'Email address' : 'Mobile number').fill(identifier);
    await screenshot(page, `login-${channel.toLowerCase()}-${viewport}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(channel === 'Email' ? /\/verification-link-sent/ : /\/confirm-otp/);
    await page.getByLabel('One-time code').fill(await codeFor(identifier));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const welcome = welcomeToast(page);
    await welcome.waitFor({ timeout: 15_000 });
    expect(await welcome.textContent()).toContain('You have logged in successfully.');
    // a toast: no dialog stands between the shopper and the next page
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, `logged-in-${channel.toLowerCase()}-${viewport}`);
  }

  it('signs in by email, adds and edits an address, and signs out', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, 'Email', `shopper-${viewport}-${freshDigits()}@example.in`);

    await gotoAndWait(page, `${suite.store.baseUrl}/address/new`);
    await page.getByLabel('Full name').fill('Priya Sharma');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Pincode').fill('560038');
    await page.getByLabel('State or union territory').selectOption('KA');
    await page.getByLabel('City, town or district').fill('Bengaluru');
    await page.getByLabel('House, flat or building').fill('12, 4th Cross');
    await page.getByLabel('Street, area or locality').fill('Indiranagar');
    await screenshot(page, `address-form-${viewport}`);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
      .toContain('Indiranagar');
    expect(await page.locator('main').textContent()).toMatch(/default/i);

    await page
      .getByRole('button', { name: "Edit Priya Sharma's address" })
      .or(page.getByRole('link', { name: "Edit Priya Sharma's address" }))
      .first()
      .click();
    const city = page.getByLabel('City, town or district');
    await city.waitFor();
    // a reload of the edit page goes on editing the same address
    const editing = new URL(page.url()).pathname;
    await page.reload();
    await city.waitFor();
    expect(new URL(page.url()).pathname).toBe(editing);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Priya Sharma');
    await screenshot(page, `address-edit-reloaded-${viewport}`);
    await city.fill('Bangalore East');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
      .toContain('Bangalore East');
    await screenshot(page, `address-list-${viewport}`);

    await page.getByRole('button', { name: 'Open menu' }).click();
    // the drawer is a native modal <dialog>: the page behind is inert
    const drawer = page.locator('dialog[open]#side-drawer');
    await drawer.waitFor();
    // once it has slid in
    await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await screenshot(page, `drawer-${viewport}`);
    await page
      .getByRole('button', { name: 'Sign out' })
      .or(page.getByRole('link', { name: 'Sign out' }))
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('link', { name: /sign in/i }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in by phone', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const mobile = `98123${freshDigits()}`;
    await signIn(page, 'Phone', mobile);
    await gotoAndWait(page, `${suite.store.baseUrl}/user/profile`);
    await expect
      .poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 10_000 })
      .toContain(mobile.slice(5));
    await screenshot(page, `profile-${viewport}`);
    // a new address starts with the mobile number signed in with
    await gotoAndWait(page, `${suite.store.baseUrl}/address/new`);
    await expect.poll(() => page.getByLabel('Mobile number').inputValue()).toBe(mobile);
    await screenshot(page, `address-form-prefilled-${viewport}`);
    await context.close();
  });

  it('the emailed link signs in by itself only in the browser that asked for it', async () => {
    const asking = await newContext(suite.browser, viewport);
    const page = await asking.newPage();
    const errors = watchConsole(page);

    // a link asked for here, opened in another browser: it asks, and signs in only when told
    const other = `forwarded-${viewport}-${freshDigits()}@example.in`;
    const link = await askForLink(page, other);
    const elsewhere = await newContext(suite.browser, viewport);
    const second = await elsewhere.newPage();
    await second.goto(link);
    await second
      .getByRole('heading', { name: 'Sign in as f…@example.in on this device?' })
      .waitFor({ timeout: 15_000 });
    expect(await welcomeToast(second).count()).toBe(0);
    await screenshot(second, `link-confirm-${viewport}`);
    await second.getByRole('button', { name: 'Sign in', exact: true }).click();
    await welcomeToast(second).waitFor({ timeout: 15_000 });
    await elsewhere.close();

    // the asking browser opens its own link: signed in, no question
    await page.goto(await askForLink(page, `own-${viewport}-${freshDigits()}@example.in`));
    await welcomeToast(page).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await asking.close();
  });
});
