import { describe, expect, it } from 'vitest';
import { newContext, screenshot, watchConsole } from './support/browser';
import { gotoAndWait } from './support/journeys';
import type { Summary } from './support/shopper';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

// Issue 24 §4.1: another shopper's order takes the last unit while this page's answer is in the
// catalogue cache; the page shows it sold out at once, not "In stock" with an active Add to cart.
describe('live stock on the product page', () => {
  const suite = storeAndBrowser({ ADMIN_TOKEN });
  const base = () => suite.store.baseUrl;
  const api = (path: string, body: unknown, token?: string, headers: object = {}) =>
    fetch(`${base()}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  /** Signs a shopper in through the dev outbox and places a COD order for one unit. */
  async function orderOne(product: Summary): Promise<void> {
    const email = `stock-${Date.now()}@example.com`;
    const otp = await api('/otp/request', { channel: 'email', identifier: email });
    expect(otp.status).toBe(200);
    const outbox = (await (
      await fetch(`${base()}/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { Messages: { Body: string }[] };
    const code = outbox.Messages[0]!.Body.match(/\b(\d{6})\b/)![1];
    const login = await api('/auth-users', {
      email,
      loginUsing: 'Email',
      loginService: 'kirana',
      RequestId: otp.body.RequestId,
      Code: code,
      Confirmed: true,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = (login.body as { Token: string }).Token;
    const address = await api(
      '/addresses',
      {
        Name: 'Ravi Kumar',
        Mobile: '9845012345',
        Pincode: '560001',
        State: 'KA',
        City: 'Bengaluru',
        House: 'Flat 2A',
        Street: 'MG Road',
      },
      token,
    );
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const order = {
      Items: [{ ProductId: product.ProductId, VariantId: null, Qty: 1 }],
      AddressId: (address.body as { AddressId: number }).AddressId,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'cod',
    };
    const quote = await api('/checkout/quote', order, token);
    const payable = (quote.body as { Bill: { AmountPayable: number } }).Bill.AmountPayable;
    const placed = await api('/orders', { ...order, ExpectedAmountPayable: payable }, token, {
      'idempotency-key': `live-stock-${Date.now()}`,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  }

  it('shows the last unit sold out as soon as another shopper orders it', async () => {
    const home = (await (await fetch(`${base()}/api/home-page-data`)).json()) as {
      BestSellers: Summary[];
    };
    const product = home.BestSellers.find((p) => !p.HasVariants && p.InStock)!;
    await storeApi(base, ADMIN_TOKEN).admin('PATCH', `/admin/products/${product.ProductId}`, {
      Stock: 1,
    });
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    const errors = watchConsole(page);
    await gotoAndWait(page, `${base()}/${product.Slug}`);
    const add = page.getByRole('button', { name: 'Add to cart' });
    expect(await add.isEnabled()).toBe(true);

    await orderOne(product);
    await gotoAndWait(page, `${base()}/${product.Slug}`);
    await page.getByText('Out of stock').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await screenshot(page, 'live-stock-sold-out-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
