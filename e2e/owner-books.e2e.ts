import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { consoleSteps } from './support/console';
import { paiseOf } from './support/journeys';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/** This month in India time as the GST page's picker names it ('2026-11'). */
const indiaMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

// The owner's books (issue #28) in the browser: with the console open, a shopper's cash-on-
// delivery order arrives by itself (the tab's title counts it, the Orders list shows it); once
// delivered, the owner marks its cash with the amount, method and delivery person, and the
// order says Received only then; the day's close counts the cash collected; the month's GST
// returns hold the invoice.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the owner’s books on %s', (viewport) => {
  const ownerEmail = `books-owner-${viewport}@kirana-e2e.in`;
  const suite = storeAndBrowser({ ADMIN_TOKEN, OWNER_EMAIL: ownerEmail, OWNER_NAME: 'Meena Shah' });
  const base = () => suite.store.baseUrl;
  const con = consoleSteps(base, viewport);
  const steps = shopperSteps(base, viewport);
  const api = storeApi(base, ADMIN_TOKEN);
  let product: Summary;

  beforeAll(async () => {
    product = await api.returnableProduct(10000);
  });

  const shot = (page: Page, name: string) => screenshot(page, `books-${name}-${viewport}`);

  it('a new order arrives live; its cash is marked with amount and collector; the daily close and GST returns count it', async () => {
    const ownerContext = await newContext(suite.browser, viewport);
    const owner = await ownerContext.newPage();
    const ownerErrors = watchConsole(owner);
    await con.signIn(owner, ownerEmail);
    await con.heading(owner, 'Dashboard').waitFor();
    await con.settled(owner);

    // 1. a shopper places a cash-on-delivery order while the console is open on the dashboard
    const shopperContext = await newContext(suite.browser, viewport);
    const shopper = await shopperContext.newPage();
    await steps.fillCart(shopper, product, 1);
    await steps.toCheckoutWithAddress(shopper);
    await shopper.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect
      .poll(() => steps.placeOrderButton(shopper).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await steps.placeOrderButton(shopper).click();
    await shopper.waitForURL(/\/order\/confirmed\/$/, { timeout: 15_000 });
    const orderNumber = (await shopper.getByTestId('order-number').textContent())!.trim();
    await shopper
      .getByRole('link', { name: /View order|Order details/ })
      .first()
      .click();
    await shopper.waitForURL(/\/order\/details\/\d+$/);
    const orderId = Number(/(\d+)$/.exec(shopper.url())![1]);
    await shopperContext.close();

    // the console's tab counts it without a reload, and the Orders list shows it
    await expect.poll(() => owner.title(), { timeout: 20_000 }).toMatch(/^\(1\) /);
    await con.open(owner, 'Orders');
    const orderRow = con.rowsWith(owner, orderNumber);
    await orderRow.waitFor();
    await shot(owner, 'orders');
    await expect.poll(() => owner.title()).not.toMatch(/^\(\d+\) /);

    // 2. delivered: nothing is Received until the cash is marked with its amount and collector
    await api.deliver(orderId);
    await orderRow.getByRole('link', { name: orderNumber }).click();
    await con.heading(owner, `Order ${orderNumber}`).waitFor();
    await con.settled(owner);
    const actions = owner.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'COD cash collected' }).click();
    const collect = con.dialog(owner, 'Cash collected');
    const amount = collect.getByLabel('Amount collected (₹)');
    const due = Math.round(Number(await amount.inputValue()) * 100);
    expect(due).toBeGreaterThan(0);
    await collect
      .getByLabel('Delivery person')
      .selectOption({ label: 'Someone else (type the name)' });
    await collect.getByLabel('Name of the delivery person').fill('Raju');
    await shot(owner, 'cash-collected');
    await collect.getByRole('button', { name: 'Cash collected' }).click();
    await collect.waitFor({ state: 'hidden' });
    await expect
      .poll(() => actions.textContent(), { timeout: 10_000 })
      .toContain('Cash collected, marked by');

    // 3. the day's close counts the cash Raju collected
    await con.open(owner, 'Books', 'Daily close');
    const collected = owner.locator('main tr, main li').filter({ hasText: 'Collected by Raju' });
    await collected.first().waitFor({ timeout: 15_000 });
    expect(paiseOf(await collected.first().textContent())).toBe(due);
    await shot(owner, 'daily-close');

    // 4. this month's GST returns hold the invoice
    await con.open(owner, 'GST returns');
    await owner.getByLabel('Period').selectOption(indiaMonth());
    await con.settled(owner);
    const b2cs = owner.locator('main tr').filter({ hasText: 'B2CS' });
    await b2cs.first().waitFor({ timeout: 15_000 });
    await shot(owner, 'gst-returns');
    expect(ownerErrors).toEqual([]);
    await ownerContext.close();
  });
});
