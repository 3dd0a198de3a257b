import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ViewportName } from './browser';

/** Where the console keeps its session token (apps/admin/src/app/session-slice.ts). */
const TOKEN_KEY = 'kirana.console.token';

/**
 * The store console (/admin) in the browser: sign in with a code from the dev outbox, move
 * between sections through the navigation (behind the Menu button on a phone), wait for pages.
 */
export function consoleSteps(base: () => string, viewport: ViewportName) {
  /** The messages the dev outbox kept for `to` (the newest 20). */
  async function outbox(to: string): Promise<{ Id: number; Body: string }[]> {
    const res = await fetch(`${base()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    return ((await res.json()) as { Messages: { Id: number; Body: string }[] }).Messages;
  }

  /** The code in the newest message to `to` once there is one after message `lastSeen`. */
  async function newCode(to: string, lastSeen: number): Promise<string> {
    for (let i = 0; i < 150; i++) {
      const newest = (await outbox(to)).reduce<{ Id: number; Body: string } | undefined>(
        (a, m) => (!a || m.Id > a.Id ? m : a),
        undefined,
      );
      const code = newest && newest.Id > lastSeen && newest.Body.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no console code for ${to}`);
  }

  /** Waits until the page's loading skeletons are gone. */
  async function settled(page: Page): Promise<void> {
    await expect
      .poll(() => page.getByRole('status', { name: 'Loading' }).count(), { timeout: 20_000 })
      .toBe(0);
  }

  const heading = (page: Page, title: string) =>
    page.getByRole('heading', { level: 1, name: title, exact: true });

  /**
   * Signs in at /admin with the email the store knows; a second attempt within the resend
   * cooldown (a retried test) is refused with a wait, so it waits and asks again.
   * Answers the session token the console keeps.
   */
  async function signIn(page: Page, email: string): Promise<string> {
    await page.goto(`${base()}/admin`);
    await page.waitForURL(/\/admin\/sign-in$/);
    await page.getByLabel('Email address').fill(email);
    const codeField = page.getByLabel('Code', { exact: true });
    let lastSeen = 0;
    for (let attempt = 0; ; attempt++) {
      lastSeen = Math.max(0, ...(await outbox(email)).map((m) => m.Id));
      await page.getByRole('button', { name: 'Send code' }).click();
      const refusal = page.getByRole('alert');
      await codeField.or(refusal).first().waitFor({ timeout: 20_000 });
      if (await codeField.isVisible()) break;
      if (attempt === 2) throw new Error(`no code sent: ${await refusal.textContent()}`);
      await page.waitForTimeout(31_000);
    }
    await codeField.fill(await newCode(email, lastSeen));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'), { timeout: 20_000 });
    // the top bar of the signed-in console (the navigation hides behind Menu on a phone)
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    return token!;
  }

  /** The console navigation, opened first on a phone where it hides behind Menu. */
  async function navigation(page: Page): Promise<Locator> {
    const nav = page.getByRole('navigation', { name: 'Console' });
    if (viewport === 'mobile') {
      const menu = page.getByRole('button', { name: 'Menu' });
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    }
    await nav.waitFor();
    return nav;
  }

  /** The names of the sections the navigation offers (without its link to the storefront). */
  async function sections(page: Page): Promise<string[]> {
    const nav = await navigation(page);
    const names = await nav.getByRole('link').allTextContents();
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Close' }).click();
    return names.map((n) => n.trim()).filter((n) => !n.startsWith('Open the store'));
  }

  /** Opens a section from the navigation and waits for its page, loaded. */
  async function open(page: Page, label: string, title = label): Promise<void> {
    const nav = await navigation(page);
    await nav.getByRole('link', { name: label, exact: true }).click();
    await heading(page, title).waitFor({ timeout: 20_000 });
    await settled(page);
  }

  /** The rows of the page's tables (cards on a phone) holding `text`. */
  const rowsWith = (page: Page, text: string | RegExp) =>
    page.locator('main tbody tr').filter({ hasText: text });

  /** A native <dialog> of the console by its title. */
  const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

  /** The line under the page heading (an order's or a refund's status badge sits there). */
  const subline = (page: Page) => page.locator('main h1 + p');

  /** Calls the API as a signed-in staff member; answers the status. */
  async function callAs(token: string, path: string): Promise<number> {
    const res = await fetch(`${base()}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return res.status;
  }

  return {
    signIn,
    settled,
    heading,
    navigation,
    sections,
    open,
    rowsWith,
    dialog,
    subline,
    callAs,
  };
}
