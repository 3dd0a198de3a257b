import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, watchConsole, type ViewportName } from './support/browser';
import { consoleSteps } from './support/console';
import { gotoAndWait, paiseOf } from './support/journeys';
import { shopperSteps, type Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';
import { words } from './support/words';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const SHOP = {
  IsEnabled: true,
  Vpa: 'sharma.kirana@okhdfcbank',
  PayeeName: 'Sharma & Sons Kirana',
  HoldMinutes: 30,
};
// the demo store's atta (its Hindi name is seeded) and the UPI method's name in Hindi (API catalogue)
const ATTA_HI = 'आशीर्वाद शुद्ध चक्की आटा';
const UPI_METHOD_HI = 'किसी भी UPI ऐप से भुगतान करें';
// a new UTR each run (a retried test must not meet the first try's UTR)
const UTR = `4${String(Date.now()).slice(-11)}`;

/** Places a one-line order paid by UPI to the shop and lands on its payment page. */
async function toUpiPage(steps: ReturnType<typeof shopperSteps>, page: Page, product: Summary) {
  await steps.fillCart(page, product, 1);
  await steps.toCheckoutWithAddress(page);
  await page.getByRole('radio', { name: /Pay by any UPI app/ }).check();
  await expect.poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
  await steps.placeOrderButton(page).click();
  await page.waitForURL(/\/pay\/upi\/\d+$/, { timeout: 20_000 });
  await page.getByTestId('upi-order-number').waitFor();
}

// UPI straight to the shop's bank: the shopper pays with the link the page builds and types the
// UTR; the owner imports the bank statement in the console and the order is paid. On the phone
// it is #26's chained journey: the shopper switches to Hindi and finds the atta by आटा first.
describe('UPI paid straight to the shop', () => {
  const ownerEmail = 'owner-upi@kirana-e2e.in';
  const suite = storeAndBrowser({ ADMIN_TOKEN, OWNER_EMAIL: ownerEmail, OWNER_NAME: 'Asha Rao' });
  const base = () => suite.store.baseUrl;
  const api = storeApi(base, ADMIN_TOKEN);
  let product: Summary;

  beforeAll(async () => {
    product = await api.returnableProduct(10000);
    await api.admin('PUT', '/admin/payment-settings/upi', SHOP);
  });

  it('on a phone, in Hindi: switch to Hindi, search आटा, pay by UPI (the link field by field); the statement import pays the order', async () => {
    const viewport: ViewportName = 'mobile';
    const steps = shopperSteps(base, viewport, 'hi');
    const { say, like } = words('hi');
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);

    // an English first visit; the shopper picks हिन्दी in the menu
    await gotoAndWait(page, `${base()}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption('hi');
    await page.getByRole('dialog', { name: say('menu.menu') }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hi/');
    await page.keyboard.press('Escape');

    // searches in Devanagari and buys the atta it finds
    const box = page.getByRole('combobox', { name: say('shell.search.label') });
    await box.fill('आटा');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hi/search');
    await page.locator('main').getByRole('link', { name: ATTA_HI }).first().click();
    await page.getByRole('heading', { level: 1, name: ATTA_HI }).waitFor();
    await page
      .getByRole('button', { name: say('product.add') })
      .first()
      .click();
    await page.getByRole('alert').filter({ hasText: ATTA_HI }).first().waitFor();
    await page.goto(`${base()}/hi/cart`);
    await steps.toCheckoutWithAddress(page);
    await page.getByRole('radio', { name: UPI_METHOD_HI }).check();
    await expect
      .poll(() => steps.placeOrderButton(page).isEnabled(), { timeout: 10_000 })
      .toBe(true);
    await steps.placeOrderButton(page).click();
    await page.waitForURL(/\/hi\/pay\/upi\/\d+$/, { timeout: 20_000 });
    await page.getByTestId('upi-order-number').waitFor();

    const orderNumber = (await page.getByTestId('upi-order-number').textContent())!.trim();
    const amount = paiseOf(await page.getByTestId('upi-amount').textContent());
    // the chooser's link, field by field
    const href = (await page.getByTestId('upi-pay-link').getAttribute('href'))!;
    expect(href.startsWith('upi://pay?')).toBe(true);
    const query = href.slice('upi://pay?'.length);
    expect(query.split('&').map((kv) => kv.split('=')[0])).toEqual([
      'pa',
      'pn',
      'am',
      'cu',
      'tr',
      'tn',
    ]);
    const fields = new URLSearchParams(query);
    expect(fields.get('pa')).toBe(SHOP.Vpa);
    expect(fields.get('pn')).toBe(SHOP.PayeeName);
    expect(fields.get('am')).toBe((amount / 100).toFixed(2));
    expect(fields.get('cu')).toBe('INR');
    expect(fields.get('tr')).toBe(orderNumber);
    expect(fields.get('tn')).toContain(orderNumber);
    expect(query).toContain('pn=Sharma%20%26%20Sons%20Kirana');
    // each app's own form of the same request
    expect(await page.getByTestId('upi-app-gpay').getAttribute('href')).toBe(
      `tez://upi/pay?${query}`,
    );
    expect(await page.getByTestId('upi-app-phonepe').getAttribute('href')).toBe(
      `phonepe://pay?${query}`,
    );
    expect(await page.getByTestId('upi-app-paytm').getAttribute('href')).toBe(
      `paytmmp://pay?${query}`,
    );
    await page
      .getByRole('timer')
      .filter({ hasText: new RegExp(like('upi.held')) })
      .waitFor();
    await steps.shot(page, 'upi-pay-hindi');

    // a wrong UTR is said beside the field; the right one: "We are checking your payment"
    const utrField = page.getByLabel(say('upi.utr.label'));
    await utrField.fill('12345');
    await page.getByRole('button', { name: say('upi.utr.submit') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: say('upi.utr.invalid') })
      .waitFor();
    await utrField.fill(UTR);
    await page.getByRole('button', { name: say('upi.utr.submit') }).click();
    await page.getByText(say('upi.checking', { utr: UTR })).waitFor();
    await steps.shot(page, 'upi-checking-hindi');

    // the owner imports the bank's statement in the console
    const con = consoleSteps(base, viewport);
    const ownerContext = await newContext(suite.browser, viewport);
    const owner = await ownerContext.newPage();
    const ownerErrors = watchConsole(owner);
    await con.signIn(owner, ownerEmail);
    await con.open(owner, 'UPI payments', 'UPI payments to check');
    await con.rowsWith(owner, orderNumber).first().waitFor();
    const csv = [
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      `29 Nov 2026,29 Nov 2026,BY TRANSFER-UPI/CR/${UTR}/PRIYA/okaxis/Order ${orderNumber},${UTR},,"${(amount / 100).toFixed(2)}","25,000.00"`,
      `29 Nov 2026,29 Nov 2026,BY TRANSFER-UPI/CR/512345678901/RAVI/rent,512345678901,,"5,000.00","30,000.00"`,
    ].join('\n');
    await owner.getByLabel('Statement file').setInputFiles({
      name: 'sbi-statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await owner.getByLabel('Bank', { exact: true }).selectOption('sbi');
    await owner.getByRole('button', { name: 'Import and confirm matches' }).click();
    await owner
      .getByRole('status')
      .filter({ hasText: '1 order confirmed' })
      .waitFor({ timeout: 20_000 });
    await owner.getByText('No order number or known UTR in this credit').first().waitFor();
    await steps.shot(owner, 'upi-console-import');

    // the shopper's page: paid, still in Hindi
    await page.reload();
    await page
      .getByRole('heading', { name: say('upi.closed.paid.title') })
      .waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await context.close();
    await ownerContext.close();
  });

  it('on a wide screen: the QR code of the same request beside the amount and the order number', async () => {
    const viewport: ViewportName = 'desktop';
    const steps = shopperSteps(base, viewport);
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await toUpiPage(steps, page, product);
    await page.getByTestId('upi-qr').waitFor();
    await expect
      .poll(() =>
        page.getByTestId('upi-qr').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('upi-pay-link').count()).toBe(0);
    await steps.shot(page, 'upi-qr');
    const orderNumber = (await page.getByTestId('upi-order-number').textContent())!.trim();

    // the owner confirms it from the queue, typing the UTR the bank shows (the shopper gave none)
    const con = consoleSteps(base, viewport);
    const owner = await context.newPage();
    await con.signIn(owner, ownerEmail);
    await con.open(owner, 'UPI payments', 'UPI payments to check');
    const row = con.rowsWith(owner, orderNumber).first();
    await row.getByText('Not given yet').waitFor();
    await steps.shot(owner, 'upi-console-queue');
    await row.getByRole('button', { name: 'Confirm' }).click();
    const ask = con.dialog(owner, 'Which credit paid this order?');
    await ask.getByLabel(/UTR in your bank statement/).fill(`5${String(Date.now()).slice(-11)}`);
    await ask.getByRole('button', { name: 'Payment received' }).click();
    await expect.poll(() => con.rowsWith(owner, orderNumber).count(), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 20_000 });

    // the settings card where it is turned on
    await owner.goto(`${base()}/admin/settings/payments`);
    await owner.getByRole('heading', { name: 'Pay by any UPI app' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => owner.getByLabel('Shop’s UPI ID').inputValue()).toBe(SHOP.Vpa);
    await steps.shot(owner, 'upi-console-settings');
    await context.close();
  });
});
