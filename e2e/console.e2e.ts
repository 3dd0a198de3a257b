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
import { freshDigits, gotoAndWait, paiseOf } from './support/journeys';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const OWNER_NAME = 'Asha Rao';
const ALL_SECTIONS = [
  'Dashboard',
  'Orders',
  'Returns',
  'UPI payments',
  'Books',
  'GST returns',
  'Razorpay payouts',
  'Catalogue',
  'Coupons',
  'Customers',
  'Reviews',
  'Pages',
  'Settings',
  'Staff',
  'Audit log',
];

// The store owner's console (issue #12) end to end: the owner signs in with a code, invites a
// packer, lowers a price the storefront then shows, takes a shopper's cash-on-delivery order
// from placed to delivered, approves its return into the wallet and sees the credit; the packer
// signs in to Orders only, and the settings are refused on screen and by the server.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the store console on %s', (viewport) => {
  // each width has its own store, so its own owner and its own resend cooldowns
  const ownerEmail = `owner-${viewport}@kirana-e2e.in`;
  const suite = storeAndBrowser({ ADMIN_TOKEN, OWNER_EMAIL: ownerEmail, OWNER_NAME });
  const base = () => suite.store.baseUrl;
  const con = consoleSteps(base, viewport);
  const steps = shopperSteps(base, viewport);
  const api = storeApi(base, ADMIN_TOKEN);
  let product: Summary;
  let newPrice: number;

  beforeAll(async () => {
    product = await api.returnableProduct(10000);
    newPrice = product.Price - 1000;
  });

  const shot = (page: Page, name: string) => screenshot(page, `console-${name}-${viewport}`);

  /** Waits until the order's status badge under its heading reads `label`. */
  const orderStatusIs = (page: Page, label: string) =>
    expect.poll(() => con.subline(page).textContent(), { timeout: 15_000 }).toContain(label);

  it('owner: sign in, invite a packer, reprice, ship and deliver a COD order, refund its return to the wallet; the packer sees orders only', async () => {
    const ownerContext = await newContext(suite.browser, viewport);
    const owner = await ownerContext.newPage();
    const ownerErrors = watchConsole(owner);

    // 1. the owner signs in with the code from the outbox and lands on the dashboard
    const ownerToken = await con.signIn(owner, ownerEmail);
    await owner.waitForURL(/\/admin\/dashboard$/);
    await con.heading(owner, 'Dashboard').waitFor();
    await con.settled(owner);
    expect(await owner.locator('header').textContent()).toContain('Owner');
    expect(await con.sections(owner)).toEqual(ALL_SECTIONS);
    await shot(owner, 'dashboard');

    // 2. invites a packer, who shows in the staff list with that role
    const digits = freshDigits();
    const packerName = `Ravi Packer ${digits}`;
    const packerEmail = `packer-${viewport}-${digits}@kirana-e2e.in`;
    await con.open(owner, 'Staff');
    await owner.getByRole('button', { name: 'Invite staff' }).click();
    const invite = con.dialog(owner, 'Invite a staff member');
    await invite.getByLabel('Name', { exact: true }).fill(packerName);
    await invite.getByLabel('Email', { exact: true }).fill(packerEmail);
    await invite.getByLabel('Role', { exact: true }).selectOption('packer');
    await invite.getByRole('button', { name: 'Invite', exact: true }).click();
    await invite.waitFor({ state: 'hidden' });
    const packerRow = con.rowsWith(owner, packerName);
    await packerRow.waitFor();
    expect(await packerRow.textContent()).toContain(packerEmail);
    expect(await packerRow.getByLabel(`Role of ${packerName}`).inputValue()).toBe('packer');
    await shot(owner, 'staff');

    // 3. lowers a product's price from the catalogue list; the storefront shows the new price
    await con.open(owner, 'Catalogue');
    await owner.getByRole('searchbox', { name: 'Search' }).fill(product.Slug);
    const productRow = owner
      .locator('main tbody tr')
      .filter({ has: owner.getByRole('link', { name: product.Name, exact: true }) });
    await productRow.waitFor();
    await productRow.getByRole('button', { name: 'Price & stock' }).click();
    const quickEdit = con.dialog(owner, `Price and stock: ${product.Name}`);
    await quickEdit.getByLabel('Price (₹, GST included)').fill((newPrice / 100).toFixed(2));
    await quickEdit.getByRole('button', { name: 'Save', exact: true }).click();
    await quickEdit.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => paiseOf(await productRow.locator('td[data-label="Price"]').textContent()))
      .toBe(newPrice);
    await shot(owner, 'catalogue');
    const storefront = await ownerContext.newPage();
    await gotoAndWait(storefront, `${base()}/${product.Slug}`);
    await expect
      .poll(async () => paiseOf(await storefront.getByTestId('product-price').textContent()), {
        timeout: 10_000,
      })
      .toBe(newPrice);
    await storefront.close();

    // 4. a shopper orders it by cash on delivery at the new price
    const shopperContext = await newContext(suite.browser, viewport);
    const shopper = await shopperContext.newPage();
    await steps.fillCart(shopper, { ...product, Price: newPrice }, 1);
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
    const shopperOrderUrl = shopper.url();

    // the owner finds it in Orders and moves it along: confirm, pack, ship, deliver
    await con.open(owner, 'Orders');
    const orderSearch = owner.getByRole('searchbox', { name: 'Search' });
    await orderSearch.fill(orderNumber);
    await orderSearch.press('Enter');
    const orderRow = con.rowsWith(owner, orderNumber);
    await orderRow.waitFor();
    await expect.poll(() => owner.locator('main tbody tr').count()).toBe(1);
    expect(await orderRow.textContent()).toContain('Placed');
    expect(await orderRow.textContent()).toContain('COD');
    await shot(owner, 'orders');
    await orderRow.getByRole('link', { name: orderNumber }).click();
    await con.heading(owner, `Order ${orderNumber}`).waitFor();
    await orderStatusIs(owner, 'Placed');
    const actions = owner.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Confirm', exact: true }).click();
    await orderStatusIs(owner, 'Confirmed');
    await actions.getByRole('button', { name: 'Mark packed' }).click();
    await orderStatusIs(owner, 'Packed');
    await actions.getByRole('button', { name: /^Ship/ }).click();
    const ship = con.dialog(owner, 'Ship the order');
    const tracking = `DL${digits}${viewport === 'mobile' ? 'M' : 'D'}`;
    await ship.getByLabel('Carrier').fill('Delhivery');
    await ship.getByLabel('Tracking number').fill(tracking);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await ship.waitFor({ state: 'hidden' });
    await orderStatusIs(owner, 'Shipped');
    const timeline = owner
      .locator('main section')
      .filter({ has: owner.getByRole('heading', { name: 'Timeline', exact: true }) });
    await expect
      .poll(() => timeline.locator('li strong').allTextContents())
      .toEqual(expect.arrayContaining(['Placed', 'Confirmed', 'Packed', 'Shipped']));
    const deliverTo = await owner.locator('main').textContent();
    expect(deliverTo).toContain('Delhivery');
    expect(deliverTo).toContain(tracking);
    await shot(owner, 'order-shipped');
    await actions.getByRole('button', { name: 'Mark delivered' }).click();
    const delivered = con.dialog(owner, 'Mark delivered');
    await delivered.getByRole('button', { name: 'Mark delivered' }).click();
    await orderStatusIs(owner, 'Delivered');
    await expect.poll(() => timeline.locator('li strong').allTextContents()).toContain('Delivered');
    // the cash is marked collected (its amount as due): a COD order refunds only what the store
    // received, so its return could not be paid out before this
    await actions.getByRole('button', { name: 'COD cash collected' }).click();
    const collect = con.dialog(owner, 'Cash collected');
    await collect.getByRole('button', { name: 'Cash collected' }).click();
    await collect.waitFor({ state: 'hidden' });
    await expect
      .poll(() => actions.textContent(), { timeout: 10_000 })
      .toContain('Cash collected, marked by');

    // 5. the shopper asks for a return of the delivered order, to the wallet
    await gotoAndWait(shopper, shopperOrderUrl);
    await shopper.getByRole('link', { name: 'Return items' }).click();
    await shopper.waitForURL(/\/order\/return\/\d+$/);
    await shopper.getByRole('checkbox', { name: product.Name, exact: false }).first().check();
    await shopper.getByLabel('Reason for the return').selectOption({ index: 1 });
    await shopper.getByRole('radio', { name: /Instant, to your Kirana wallet/ }).check();
    await shopper.getByRole('button', { name: 'Request return' }).click();
    await shopper.waitForURL(/\/refund\/details\/\d+$/);
    await expect
      .poll(() => shopper.locator('[data-status]').first().textContent(), { timeout: 10_000 })
      .toBe('Requested');

    // the owner approves it in Returns and marks the parcel picked up: the wallet is credited
    await con.open(owner, 'Returns');
    await owner
      .getByRole('searchbox', { name: 'Order, refund number or mobile' })
      .fill(orderNumber);
    await owner.getByRole('button', { name: 'Search', exact: true }).click();
    const refundRow = con.rowsWith(owner, orderNumber);
    await refundRow.waitFor();
    expect(await refundRow.textContent()).toContain('Requested');
    await shot(owner, 'returns');
    await refundRow.getByRole('link').first().click();
    await owner.getByRole('heading', { level: 1, name: /^Return / }).waitFor();
    await con.settled(owner);
    const refundStatus = owner.getByRole('region', { name: 'Why' });
    await owner.getByRole('button', { name: 'Approve', exact: true }).click();
    await con
      .dialog(owner, 'Approve this return?')
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expect.poll(() => refundStatus.textContent(), { timeout: 15_000 }).toContain('Approved');
    await owner.getByRole('button', { name: 'Mark picked up' }).click();
    await con
      .dialog(owner, 'Mark the parcel picked up?')
      .getByRole('button', { name: 'Mark picked up' })
      .click();
    await expect.poll(() => refundStatus.textContent(), { timeout: 15_000 }).toContain('Refunded');
    const refundAmount = paiseOf(await con.subline(owner).textContent());
    expect(refundAmount).toBe(newPrice);
    const moneyTrail = await owner
      .getByRole('region', { name: 'Where the money went' })
      .textContent();
    expect(moneyTrail).toContain('Kirana wallet');
    expect(moneyTrail).toContain('Credited');
    await shot(owner, 'refund');

    // the customer's page shows the credit in the wallet balance and its ledger
    await owner
      .getByRole('region', { name: 'Order and customer' })
      .locator('a[href^="/admin/customers/"]')
      .click();
    const wallet = owner.getByRole('region', { name: 'Wallet' });
    const balance = wallet.locator('p').filter({ hasText: /^Balance/ });
    await balance.waitFor({ timeout: 20_000 });
    expect(paiseOf(await balance.textContent())).toBe(refundAmount);
    const credit = wallet.locator('tbody tr').first().locator('td[data-label="Amount"]');
    expect(await credit.textContent()).toMatch(/^\+₹/);
    expect(paiseOf(await credit.textContent())).toBe(refundAmount);
    await con.settled(owner);
    await shot(owner, 'customer');

    // and the shopper's wallet page shows it too
    await gotoAndWait(shopper, `${base()}/user/wallet`);
    await expect
      .poll(async () => paiseOf(await shopper.getByTestId('wallet-balance').textContent()), {
        timeout: 10_000,
      })
      .toBe(refundAmount);
    await shopperContext.close();

    // 7. the other main pages, for the record
    await con.open(owner, 'Settings');
    await shot(owner, 'settings');
    await con.open(owner, 'Audit log');
    await expect.poll(() => owner.locator('main tbody tr').count()).toBeGreaterThan(0);
    await shot(owner, 'audit');
    expect(ownerErrors).toEqual([]);

    // 6. the packer signs in: Orders only; Settings refused on screen and by the server
    const packerContext = await newContext(suite.browser, viewport);
    const packer = await packerContext.newPage();
    const packerErrors = watchConsole(packer);
    const packerToken = await con.signIn(packer, packerEmail);
    await packer.waitForURL(/\/admin\/orders$/);
    await con.heading(packer, 'Orders').waitFor();
    await con.settled(packer);
    expect(await packer.locator('header').textContent()).toContain('Packer');
    expect(await con.sections(packer)).toEqual(['Orders']);
    await con.rowsWith(packer, orderNumber).waitFor();
    // a packer's list carries no amounts
    expect(await packer.locator('main td[data-label="Amount"]').count()).toBe(0);
    await shot(packer, 'packer-orders');
    await packer.goto(`${base()}/admin/settings`);
    await packer.getByRole('heading', { name: 'You do not have access to this' }).waitFor();
    await shot(packer, 'packer-settings-refused');
    expect(await con.callAs(packerToken, '/admin/settings')).toBe(403);
    expect(await con.callAs(ownerToken, '/admin/settings')).toBe(200);
    expect(packerErrors).toEqual([]);

    await packerContext.close();
    await ownerContext.close();
  }, 360_000);
});
