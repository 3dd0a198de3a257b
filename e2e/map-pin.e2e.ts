import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  SCREENSHOT_DIR,
  type ViewportName,
} from './support/browser';
import { startFakeGoogleMaps, type FakeGoogleMaps } from './support/fake-google-maps';
import { gotoAndWait } from './support/journeys';
import { startStore, type StoreServer } from './support/server';
import { seededDataDir } from './support/store-data';

// The map pin on the address form, with a local stand-in for the Maps JavaScript API: the store
// has a map key and MAPS_SDK_URL points at the stand-in. Current location, then a mouse drag of
// the pin, fill the pincode, city and state; the pin is saved and shown again on edit. Signs in
// with a test identifier's fixed code, so no message is sent.
const MAP_KEY = 'e2e-map-key';
const CODE = '123456';
const MG_ROAD = { latitude: 12.9716, longitude: 77.5946 };
const ASHOK_NAGAR = { lat: 12.9709, lng: 77.5955 };

type FakeWindow = Window & {
  __fakeGoogleMaps: {
    maps: { pixelOf(lat: number, lng: number): { x: number; y: number } }[];
    markers: { position: { lat(): number; lng(): number } | null; map: unknown }[];
    lookups: unknown[];
  };
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the map pin on %s', (viewport) => {
  const email = `map-${viewport}@example.in`;
  let maps: FakeGoogleMaps;
  let dataDir: string;
  let store: StoreServer;
  let browser: Browser;
  beforeAll(async () => {
    maps = await startFakeGoogleMaps();
    dataDir = await seededDataDir({ MapApiKey: MAP_KEY });
    store = await startStore({
      DATA_DIR: dataDir,
      MAPS_SDK_URL: maps.sdkUrl,
      TEST_LOGIN_IDENTIFIERS: email,
      TEST_LOGIN_CODE: CODE,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await maps?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(page: Page): Promise<void> {
    await gotoAndWait(page, `${store.baseUrl}/login`);
    await page
      .getByRole('group', { name: 'Sign in with' })
      .getByText('Email', { exact: true })
      .click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(/\/verification-link-sent/);
    await page.getByLabel('One-time code').fill(CODE);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/verification-link-sent'), {
      timeout: 15_000,
    });
  }

  /** Drags the pin with the mouse to a spot on the stand-in map. */
  async function dragPin(page: Page, section: Locator, to: { lat: number; lng: number }) {
    // clear of the sticky header
    await section
      .locator('[data-map-status]')
      .evaluate((map) => map.scrollIntoView({ block: 'center' }));
    const pin = await section.locator('.fake-marker').boundingBox();
    const target = await page.evaluate(
      ({ lat, lng }) =>
        (window as unknown as FakeWindow).__fakeGoogleMaps.maps.at(-1)!.pixelOf(lat, lng),
      to,
    );
    // the pin's point is at the bottom of its head: grab the head, drop the point on the spot
    const grab = { x: pin!.x + pin!.width / 2, y: pin!.y + pin!.height / 2 };
    const offset = 34 - 13;
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y - offset, { steps: 8 });
    await page.mouse.move(target.x, target.y, { steps: 2 });
    await page.mouse.up();
  }

  const value = (page: Page, label: string) => page.getByLabel(label).inputValue();

  it('pins by current location and by dragging, fills the address, saves the pin', async () => {
    const context = await newContext(browser, viewport);
    await context.grantPermissions(['geolocation'], { origin: store.baseUrl });
    await context.setGeolocation(MG_ROAD);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page);

    await gotoAndWait(page, `${store.baseUrl}/address/new`);
    const section = page.getByRole('region', { name: /Pin your location/ });
    await section.locator('[data-map-status="ready"]').waitFor();
    expect(maps.requests.at(-1)).toEqual({
      key: MAP_KEY,
      callback: '__kiranaMapsReady',
      v: 'weekly',
    });

    await page.getByLabel('Full name').fill('Priya Sharma');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('House, flat or building').fill('12, 4th Cross');
    await page.getByLabel('Street, area or locality').fill('Brigade Road');

    await section.getByRole('button', { name: 'Use my current location' }).click();
    await expect.poll(() => value(page, 'Pincode'), { timeout: 10_000 }).toBe('560001');
    expect(await value(page, 'City, town or district')).toBe('Bengaluru');
    expect(await page.getByLabel('State or union territory').inputValue()).toBe('KA');
    await expect
      .poll(() => section.textContent())
      .toContain('Filled the pincode, city and state from the pin');

    await dragPin(page, section, ASHOK_NAGAR);
    await expect.poll(() => value(page, 'Pincode'), { timeout: 10_000 }).toBe('560025');
    await expect.poll(() => page.getByText('We deliver to 560025').count()).toBe(1);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `address-map-${viewport}`);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/address-map-full-${viewport}.png`,
      fullPage: true,
    });

    // the map section passes the same accessibility bar as the main pages (the stand-in aside)
    const axe = await new AxeBuilder({ page })
      .include('main')
      .exclude('.fake-map')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );

    const saving = page.waitForResponse(
      (r) => r.url().endsWith('/api/addresses') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = (await (await saving).json()) as { Latitude: number; Longitude: number };
    expect(saved.Latitude).toBeCloseTo(ASHOK_NAGAR.lat, 3);
    expect(saved.Longitude).toBeCloseTo(ASHOK_NAGAR.lng, 3);
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
      .toContain('Brigade Road');

    // the stored pin comes back: the list carries it, and the edit form shows it on the map
    const listing = page.waitForResponse(
      (r) => r.url().endsWith('/api/addresses') && r.request().method() === 'GET',
    );
    await page.reload();
    const list = (await (await listing).json()) as {
      Addresses: { Latitude: number | null; Longitude: number | null }[];
    };
    expect(list.Addresses[0]).toMatchObject({
      Latitude: saved.Latitude,
      Longitude: saved.Longitude,
    });

    await page
      .getByRole('button', { name: "Edit Priya Sharma's address" })
      .or(page.getByRole('link', { name: "Edit Priya Sharma's address" }))
      .first()
      .click();
    const again = page.getByRole('region', { name: /Pin your location/ });
    await again.locator('[data-map-status="ready"]').waitFor();
    await expect
      .poll(() => again.textContent())
      .toContain(`Pinned at ${saved.Latitude.toFixed(5)}° N, ${saved.Longitude.toFixed(5)}° E`);
    const shown = await page.evaluate(() => {
      const marker = (window as unknown as FakeWindow).__fakeGoogleMaps.markers.at(-1)!;
      return {
        onMap: marker.map !== null,
        lat: marker.position!.lat(),
        lng: marker.position!.lng(),
      };
    });
    expect(shown).toEqual({ onMap: true, lat: saved.Latitude, lng: saved.Longitude });
    await screenshot(page, `address-map-edit-${viewport}`);

    // no CSP refusal of the stand-in's script, no page error
    expect(errors).toEqual([]);
    await context.close();
  });
});
