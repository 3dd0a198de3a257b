import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, watchConsole, VIEWPORTS, type ViewportName } from './support/browser';
import { gotoAndWait } from './support/journeys';
import { bandedPng } from './support/png';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

// A verified buyer's review: an order paid by cash on delivery is delivered, the order page asks
// to rate its items, and the review, with a photo, appears on the product page with its badge.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('reviews on %s', (viewport) => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  const base = () => suite.store.baseUrl;
  const steps = shopperSteps(base, viewport);
  const api = storeApi(base, ADMIN_TOKEN);
  let product: Summary;

  beforeAll(async () => {
    product = await api.returnableProduct(5000);
  });

  const totalRatings = async () => {
    const res = await fetch(`${base()}/api/product-details?productSlug=${product.Slug}`);
    return ((await res.json()) as { Ratings: { TotalRatings: number } }).Ratings.TotalRatings;
  };

  async function deliveredOrder(page: Page): Promise<void> {
    await steps.fillCart(page, product, 1);
    await steps.toCheckoutWithAddress(page);
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect
      .poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await steps.placeOrderButton(page).click();
    await page.waitForURL(/\/order\/confirmed\/$/, { timeout: 15_000 });
    // the app is offered here, in a small banner on a phone, never as a dialog over the pages
    await page.getByTestId('order-confirmed').waitFor();
    const banner = page.getByTestId('install-banner');
    if (viewport === 'mobile') await banner.waitFor();
    expect(await banner.count()).toBe(viewport === 'mobile' ? 1 : 0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await steps.shot(page, 'order-confirmed-install');
    await page
      .getByRole('link', { name: /View order|Order details/ })
      .first()
      .click();
    await page.waitForURL(/\/order\/details\/\d+$/);
    await api.deliver(Number(new URL(page.url()).pathname.split('/').pop()));
    await page.reload();
  }

  it('a delivered product is rated with a photo from the order page and shows on the product page', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await deliveredOrder(page);
    const before = await totalRatings();

    const prompt = page.getByTestId('rate-items');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('How were your items?');
    await steps.shot(page, 'review-prompt');
    const orderUrl = page.url();
    await prompt.getByRole('link', { name: `Rate and review ${product.Name}` }).click();
    await page.waitForURL((url) => url.pathname === `/${product.Slug}`);

    const form = page.getByRole('form', { name: 'Review' });
    await form.waitFor();
    // brought into view: the form sits far down the product page
    await expect
      .poll(() =>
        form.evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight / 2;
        }),
      )
      .toBe(true);
    await steps.shot(page, 'review-form-in-view');
    // an empty form is refused with the fields named, before anything is sent
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText('Choose from 1 to 5 stars').waitFor();
    await form.getByRole('radio', { name: '4 stars: Very good' }).check({ force: true });
    // unique per attempt: a retry must not meet the first attempt's review
    const title = `Fresh and soft ${viewport} ${Date.now() % 100_000}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel(/Your review/).fill('Rotis stayed soft till evening. Will order again.');
    await form.locator('input[type=file]').setInputFiles({
      name: 'rotis.png',
      mimeType: 'image/png',
      buffer: bandedPng(320, [222, 184, 135], [250, 240, 220]),
    });
    await form.getByText('✓ Added').waitFor({ timeout: 15_000 });
    await steps.shot(page, 'review-form');
    await form.getByRole('button', { name: 'Submit review' }).click();

    await page.getByText('Thanks for your review! You rated it 4★.').waitFor({ timeout: 15_000 });
    const mine = page.getByTestId('review').filter({ hasText: title });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Verified purchase');
    const photo = mine.getByRole('img', { name: /Photo 1 by/ });
    // the photo loads lazily: on a phone the reviews sit below the product's facts
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await page.getByTestId('my-review').textContent()).toContain('Your review: 4★');
    expect(await totalRatings()).toBe(before + 1);
    await steps.shot(page, 'review-posted');

    // the order page now shows the rating instead of the link
    await gotoAndWait(page, orderUrl);
    await expect
      .poll(() => page.getByTestId('rate-items').textContent(), { timeout: 10_000 })
      .toContain('Thanks for your reviews');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guest reads reviews, filters them and is asked to sign in to write one', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await gotoAndWait(page, `${base()}/${product.Slug}`);
    await page.getByText('Sign in to write a review').waitFor();
    await page.getByRole('button', { name: 'With photos' }).click();
    await expect
      .poll(async () => {
        const cards = page.getByTestId('review');
        const n = await cards.count();
        if (n === 0) return 'none';
        for (let i = 0; i < n; i++)
          if ((await cards.nth(i).getByRole('img').count()) === 0) return 'one without photos';
        return 'all with photos';
      })
      .toBe('all with photos');
    await page.getByRole('button', { name: 'Helpful' }).first().click();
    await page.waitForURL(/\/login\?next=/);
    await context.close();
  });
});
