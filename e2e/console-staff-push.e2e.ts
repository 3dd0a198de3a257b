import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  CHROMIUM,
  newContext,
  screenshot,
  VIEWPORTS,
  watchConsole,
  WITH_SERVICE_WORKER,
} from './support/browser';
import { consoleSteps } from './support/console';
import { freshDigits } from './support/journeys';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const OWNER_EMAIL = 'owner-push@kirana-e2e.in';
const FAILED = 'Could not change notifications for this browser. Please try again.';
/** The browser's own words about its missing push service (not the console's). */
const BROWSERS = /push service|AbortError|Registration failed|Push API in incognito/i;

// Issue #28: "Notify this browser" (Settings › Alerts) in Chromium. Headless Chromium reaches no
// push service here, so this proves what a browser can: with notifications allowed the switch
// is offered, turning it on registers the console's push worker at /admin/ and then either
// subscribes or says it failed, in words, never a blank or a spinner left turning; and the
// API's answer agrees with the browser. Two browsers: a test context (incognito, where Chrome
// has no Push API: it refuses at once) and a profile of its own (where Chrome keeps trying to
// reach its push service: the console gives up after 20 s and says so).
describe('"Notify this browser" in the console', () => {
  const suite = storeAndBrowser({ ADMIN_TOKEN, OWNER_EMAIL, OWNER_NAME: 'Asha Rao' });
  const base = () => suite.store.baseUrl;
  const con = consoleSteps(base, 'desktop');

  /** The console's service worker registrations: scope and script. */
  const registrations = (page: Page) =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => ({
        scope: r.scope,
        script: (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? null,
      })),
    );
  /** This browser's push subscription for the console, if any: its endpoint. */
  const browserEndpoint = (page: Page) =>
    page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/admin/');
      return (await r?.pushManager.getSubscription())?.endpoint ?? null;
    });
  /** GET /api/admin/staff-push as the signed-in staff member. */
  async function serverSays(token: string, endpoint: string | null) {
    const query = endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : '';
    const res = await fetch(`${base()}/api/admin/staff-push${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { VapidPublicKey: string; Subscribed: boolean };
  }

  /**
   * Signs `email` in at /admin (so the page's first address is outside the worker's scope
   * /admin/), opens Settings › Alerts in the console, turns the switch on and checks the
   * outcome against the browser and the API. `wait`: how long the outcome may take.
   */
  async function turnOn(context: BrowserContext, email: string, shot: string, wait: number) {
    await context.grantPermissions(['notifications'], { origin: base() });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const token = await con.signIn(page, email);
    await con.open(page, 'Settings');
    await page.getByRole('link', { name: 'Alerts', exact: true }).click();
    await page.waitForURL(/\/admin\/settings\/alerts$/);
    const card = page.getByRole('region', { name: 'Notify this browser' });
    const toggle = card.getByRole('switch', { name: 'Notify this browser' });
    const spinner = card.getByRole('status');
    const said = card.getByRole('alert');

    // offered, after checking this browser: off, usable, nothing said against it
    await toggle.waitFor();
    await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await spinner.count()).toBe(0);
    expect(await toggle.isChecked()).toBe(false);
    expect(await said.count()).toBe(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    expect((await serverSays(token, null)).VapidPublicKey).toMatch(/^[\w-]{80,}$/);

    // on: working, then the switch on or the failure in words, the spinner gone either way
    await toggle.click();
    await expect
      .poll(
        async () =>
          (await spinner.count()) === 0 && ((await toggle.isChecked()) || (await said.count()) > 0),
        { timeout: wait },
      )
      .toBe(true);
    await screenshot(page, `console-staff-push-${shot}`);
    // the console's worker, registered at /admin/
    expect(await registrations(page)).toContainEqual({
      scope: `${base()}/admin/`,
      script: `${base()}/admin/staff-push-worker.js`,
    });

    const endpoint = await browserEndpoint(page);
    if (await toggle.isChecked()) {
      // the browser subscribed: the API holds this browser for this staff member
      expect(endpoint).toMatch(/^https:\/\//);
      expect((await serverSays(token, endpoint)).Subscribed).toBe(true);
      expect(await said.count()).toBe(0);
    } else {
      // no push service here: said so, the switch off and usable again, nothing saved
      expect((await said.textContent())?.trim()).toBe(FAILED);
      expect(await toggle.isEnabled()).toBe(true);
      expect((await serverSays(token, endpoint)).Subscribed).toBe(false);
    }
    return { page, errors, endpoint, toggle, spinner };
  }

  it('with notifications allowed: on registers the worker at /admin/, then subscribes or says it failed; the API agrees', async () => {
    const context = await newContext(suite.browser, 'desktop', WITH_SERVICE_WORKER);
    const { page, errors, endpoint, toggle, spinner } = await turnOn(
      context,
      OWNER_EMAIL,
      'incognito-desktop',
      20_000,
    );
    // incognito: Chrome has no Push API, so nothing subscribed
    if (endpoint === null) expect(await toggle.isChecked()).toBe(false);

    // a reload shows the same: no spinner left, the switch as the browser and the API say
    await page.reload();
    await toggle.waitFor();
    await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await spinner.count()).toBe(0);
    expect(await toggle.isChecked()).toBe(endpoint !== null);
    expect(errors.filter((e) => !BROWSERS.test(e))).toEqual([]);
    await context.close();
  });

  it('a manager, in a profile of its own whose push service is out of reach: said failed after a wait, not "Working…" for ever', async () => {
    const email = `manager-push-${freshDigits()}@kirana-e2e.in`;
    await storeApi(base, ADMIN_TOKEN).admin('POST', '/admin/staff', {
      Name: 'Meena Manager',
      Email: email,
      Role: 'manager',
    });
    const profile = mkdtempSync(join(tmpdir(), 'kirana-e2e-push-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      viewport: VIEWPORTS.desktop,
    });
    try {
      const { errors } = await turnOn(context, email, 'own-profile-desktop', 40_000);
      expect(errors.filter((e) => !BROWSERS.test(e))).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
