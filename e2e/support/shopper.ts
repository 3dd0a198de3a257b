import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCartLines, freshDigits, gotoAndWait, paiseOf } from './journeys';
import { words, type Language } from './words';

const SHOTS = '/tmp/shots';

/** A product as the home page lists it. */
export interface Summary {
  ProductId: number;
  Slug: string;
  Name: string;
  Price: number;
  HasVariants: boolean;
  InStock: boolean;
}

/**
 * A shopper's steps in the browser against one store: fill the cart, sign in through the dev
 * outbox, add an address from the checkout, and full-page screenshots named per viewport. The
 * steps read the screen in `language` (the storefront's own catalogues give the words).
 */
export function shopperSteps(base: () => string, viewport: string, language: Language = 'en') {
  const { say, like } = words(language);
  async function shot(page: Page, name: string): Promise<void> {
    mkdirSync(SHOTS, { recursive: true });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png`, fullPage: true });
  }

  async function codeFor(to: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${base()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { Messages } = (await res.json()) as { Messages: { Body: string }[] };
      // the outbox lists the newest first: the code just asked for
      const code = Messages[0]?.Body.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${to}`);
  }

  /** Adds `qty` units of the product to the cart and opens the cart. */
  async function fillCart(page: Page, product: Summary, qty: number): Promise<void> {
    await gotoAndWait(page, `${base()}/${product.Slug}`);
    await page.getByRole('button', { name: say('product.add') }).click();
    await page
      .locator('.Toastify__toast-container--top-right')
      .getByText(product.Name)
      .first()
      .waitFor();
    await page.goto(`${base()}/cart`);
    await expectCartLines(page, 1);
    for (let i = 1; i < qty; i++) {
      await page
        .getByRole('button', { name: say('common.qty.increase', { name: product.Name }) })
        .click();
    }
    await expect
      .poll(async () => paiseOf(await page.getByTestId('bill-item-total').textContent()))
      .toBe(product.Price * qty);
  }

  /**
   * From the login page (reached with ?next=…): sign-in through the dev outbox, by email (a new
   * address unless given) or by mobile (`{ mobile }`).
   */
  async function signInHere(
    page: Page,
    as: string | { mobile: string } = `buyer-${viewport}-${freshDigits()}@example.in`,
  ) {
    const byPhone = typeof as !== 'string';
    const identifier = byPhone ? as.mobile : as;
    await page
      .getByRole('group', { name: say('auth.identifier.signInWith') })
      .getByText(say(byPhone ? 'auth.identifier.phone' : 'auth.identifier.email'), { exact: true })
      .click();
    await page
      .getByLabel(say(byPhone ? 'auth.identifier.mobileLabel' : 'auth.identifier.emailLabel'))
      .fill(identifier);
    await page.getByRole('button', { name: say('auth.sendCode') }).click();
    await page.waitForURL(byPhone ? /\/confirm-otp/ : /\/verification-link-sent/);
    await page.getByLabel(say('auth.code.label')).fill(await codeFor(identifier));
    await page.getByRole('button', { name: say('auth.code.verify') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: say('auth.firstLogin.title') })
      .waitFor({ timeout: 15_000 });
    return identifier;
  }

  /**
   * Signs in from the cart (by email, or as `as` says), adds an address from the checkout and
   * comes back to it.
   */
  async function toCheckoutWithAddress(page: Page, as?: { mobile: string }): Promise<void> {
    await page
      .getByRole('link', { name: say('cart.sign-in-to-checkout') })
      .first()
      .click();
    await page.waitForURL(/\/login\?next=/);
    await signInHere(page, as);
    await page.waitForURL(/\/order\/checkout$/);
    await page.getByRole('link', { name: say('checkout.address.add') }).click();
    await page.waitForURL(/\/address\/new\/1$/);
    await page.getByLabel(say('address.field.Name')).fill('Priya Sharma');
    await page.getByLabel(say('address.field.Mobile')).fill('9876543210');
    await page.getByLabel(say('address.field.Pincode')).fill('560038');
    await page.getByLabel(say('address.field.State')).selectOption('KA');
    await page.getByLabel(say('address.field.City')).fill('Bengaluru');
    await page.getByLabel(say('address.field.House')).fill('12, 4th Cross');
    await page.getByLabel(say('address.field.Street')).fill('Indiranagar');
    await page.getByRole('button', { name: say('address.save') }).click();
    await page.waitForURL(/\/order\/checkout$/);
    await expect
      .poll(() => page.getByTestId('checkout-address').textContent(), { timeout: 10_000 })
      .toContain('Indiranagar');
  }

  /** The visible button that places the order ("Place order · ₹…" or "Pay ₹…"). */
  const placeOrder = new RegExp(`^(${like('checkout.place.order')}|${like('checkout.place.pay')})`);
  const placeOrderButton = (page: Page) =>
    page.getByRole('button', { name: placeOrder }).filter({ visible: true }).first();

  return { shot, codeFor, fillCart, signInHere, toCheckoutWithAddress, placeOrderButton };
}
