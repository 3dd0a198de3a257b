import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The product list of a category or search page: each product card is a link to its slug. */
export const productLinks = (page: Page) =>
  page.locator('main a[href^="/"]').filter({ has: page.locator('img') });

/** Navigates with the app's own links and waits for the page heading. */
export async function gotoAndWait(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
}

/** Reads the last ₹ amount in a text shown on screen into paise. */
export function paiseOf(text: string | null): number {
  const amounts = [...(text ?? '').matchAll(/₹([\d,]+\.\d{2})/g)];
  const last = amounts.at(-1)?.[1];
  return last ? Math.round(Number(last.replace(/,/g, '')) * 100) : NaN;
}

/** Waits until the cart page shows `n` lines. */
export async function expectCartLines(page: Page, n: number): Promise<void> {
  await expect
    .poll(() => page.getByRole('group', { name: /^Quantity of / }).count(), { timeout: 10_000 })
    .toBe(n);
}

/** A modal dialog (role dialog or alertdialog) showing `title`. */
export const dialogTitled = (page: Page, title: string) =>
  page.locator('[role="dialog"], [role="alertdialog"]').filter({ hasText: title });

/** The first sign-in's 'Logged in!' toast (a toast, so nothing waits for a CLOSE). */
export const welcomeToast = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Logged in!' });

/** Five digits that differ on each call: a retried journey signs in as a new shopper again. */
export const freshDigits = () => String(10000 + Math.floor(Math.random() * 90000));

/**
 * Waits until the service worker controls the page and its install has kept every file of the
 * precache list (Workbox keeps them in the background): a page never opened then draws offline.
 */
export async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          return Boolean(navigator.serviceWorker.controller);
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect.poll(async () => (await precacheKept(page)).missing, { timeout: 30_000 }).toBe(0);
}

/** How many files the precache list names, and how many of them the worker has not kept yet. */
export const precacheKept = (page: Page) =>
  page.evaluate(async () => {
    const list = (await (await fetch('/precache.json')).json()) as { files: string[] };
    const cache = await caches.open('kirana-assets-precache-v1');
    const have = await Promise.all(list.files.map((f) => cache.match(f)));
    return { files: list.files.length, missing: have.filter((h) => !h).length };
  });
