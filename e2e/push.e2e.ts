import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  newContext,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
  WITH_SERVICE_WORKER,
} from './support/browser';
import { gotoAndWait } from './support/journeys';
import { shopperSteps } from './support/shopper';
import { storeAndBrowser } from './support/suite';

// Push notifications in Chromium: the settings switches, the browser's permission refused and
// granted, and a push delivered to the service worker (CDP) showing as a toast in the open store.

const MESSAGES = {
  blocked: /Notifications are blocked for this site/,
  // headless Chromium reaches no browser push service (no network): subscribing fails so
  subscribeFailed: /push service could not be reached/,
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('push notifications on %s', (viewport) => {
  const suite = storeAndBrowser();
  const base = () => suite.store.baseUrl;
  const steps = shopperSteps(base, viewport);

  async function signedInSettings(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await gotoAndWait(page, `${base()}/login?next=%2Fsettings`);
    await steps.signInHere(page);
    await page.waitForURL((url) => url.pathname === '/settings');
    return page;
  }
  /** Sets the context's notification permission as the shopper's answer to the prompt would. */
  const setPermission = async (context: BrowserContext, setting: 'granted' | 'denied') => {
    const probe = await context.newPage();
    const target = await context.newCDPSession(probe);
    const { targetInfo } = await target.send('Target.getTargetInfo');
    const cdp = await context.browser()!.newBrowserCDPSession();
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin: base(),
      browserContextId: targetInfo.browserContextId,
    });
    await probe.close();
  };

  it('keeps the sound and vibration switches across a reload; a guest is asked to sign in', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    const page = await context.newPage();
    await gotoAndWait(page, `${base()}/settings`);
    const sound = page.getByRole('switch', { name: 'Notification sound' });
    const vibration = page.getByRole('switch', { name: 'Vibration' });
    await sound.click();
    await vibration.click();
    await page.reload();
    await expect.poll(() => sound.getAttribute('aria-checked')).toBe('false');
    expect(await vibration.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Order updates' }).isDisabled()).toBe(true);
    await page.getByText('to get order updates').waitFor();
    await steps.shot(page, 'push-settings-guest');

    // the install dialog: Chrome on Android (before its install event) gets its own menu steps
    await page.getByRole('button', { name: 'Install the app' }).click();
    await page
      .getByRole('dialog')
      .getByText(
        viewport === 'mobile'
          ? "Tap the menu button (⋮) at the top right, then 'Install app' or 'Add to Home screen'."
          : 'Unfortunately, the install feature is not supported by your browser.',
      )
      .waitFor();
    await context.close();
  });

  it('serves the spec’s /firebase-messaging-sw.js as the one worker', async () => {
    const res = await fetch(`${base()}/firebase-messaging-sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain("importScripts('/service-worker.js')");
  });

  it('says how to unblock when the shopper has blocked notifications', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    await setPermission(context, 'denied');
    const page = await signedInSettings(context);
    await page.getByRole('alert').filter({ hasText: MESSAGES.blocked }).waitFor();
    expect(await page.getByRole('switch', { name: 'Order updates' }).isDisabled()).toBe(true);
    await steps.shot(page, 'push-settings-blocked');
    await context.close();
  });

  it('with permission granted: tries to subscribe, and shows a push as a toast that opens its page', async () => {
    const context = await newContext(suite.browser, viewport, WITH_SERVICE_WORKER);
    await setPermission(context, 'granted');
    const page = await signedInSettings(context);
    const errors = watchConsole(page);
    // the worker controls the page (the settings row waits for it to subscribe)
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 15_000,
      })
      .toBe(true);
    // either the browser's push service answered (on) or, offline here, the spec's failure
    const failed = page.getByRole('alert').filter({ hasText: MESSAGES.subscribeFailed });
    await expect
      .poll(
        async () =>
          (await page.getByText('On for this device.').count()) > 0 || (await failed.count()) > 0,
        { timeout: 20_000 },
      )
      .toBe(true);
    if ((await failed.count()) > 0)
      expect(await failed.getAttribute('data-code')).toBe('messaging/token-subscribe-failed');
    else
      expect(
        await page.getByRole('switch', { name: 'Order updates' }).getAttribute('aria-checked'),
      ).toBe('true');
    await steps.shot(page, 'push-settings-granted');

    // a push arrives (delivered to the worker by the browser's DevTools protocol)
    const sounds: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/sounds/notification.mp3')) sounds.push(r.url());
    });
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) =>
      registrations.push(...e.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: base(),
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify({
        title: 'Order KIR-000123: Shipped',
        body: 'It is on its way.',
        icon: '/icon-192.png',
        click_action: '/order/history',
        tag: 'order-123',
      }),
    });
    const toast = page.getByRole('link', { name: /Order KIR-000123: Shipped/ });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.getAttribute('href')).toBe('/order/history');
    await expect.poll(() => sounds.length).toBeGreaterThan(0); // the chime (sound is on)
    // the toast slides in: shoot it where it comes to rest (its own animation, not the timer bar's)
    await toast.evaluate((el) =>
      Promise.all((el.closest('.Toastify__toast')?.getAnimations() ?? []).map((a) => a.finished)),
    );
    await steps.shot(page, 'push-toast');
    await toast.click();
    await page.waitForURL((url) => url.pathname === '/order/history');
    // the browser's own words about its push service here (a test context is incognito, where
    // Chrome has no Push API): the subscription now starts after the first screen, so it falls
    // inside this watch
    const browsers = /push service|AbortError|Registration failed|Push API in incognito/i;
    expect(errors.filter((e) => !browsers.test(e))).toEqual([]);
    await context.close();
  });
});
