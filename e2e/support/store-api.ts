import { expect } from 'vitest';
import type { Summary } from './shopper';

/** The store owner's calls and the catalogue reads the payment journeys set up with. */
export function storeApi(base: () => string, adminToken: string) {
  const admin = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${base()}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${adminToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return res.json() as Promise<unknown>;
  };
  return {
    admin,
    /** A simple best seller outside the no-returns categories, priced from `minPrice`, restocked. */
    async returnableProduct(minPrice: number): Promise<Summary> {
      const home = (await (await fetch(`${base()}/api/home-page-data`)).json()) as {
        BestSellers: Summary[];
      };
      const candidates = home.BestSellers.filter(
        (p) => !p.HasVariants && p.InStock && p.Price >= minPrice,
      ).sort((a, b) => a.Price - b.Price);
      for (const p of candidates) {
        const details = (await (
          await fetch(`${base()}/api/product-details?productSlug=${p.Slug}`)
        ).json()) as { ProductDetails: { Breadcrumbs: { Slug: string }[] } };
        if (details.ProductDetails.Breadcrumbs.some((c) => c.Slug === 'dairy-bakery')) continue;
        await admin('PATCH', `/admin/products/${p.ProductId}`, { Stock: 500 });
        return p;
      }
      throw new Error('no returnable product');
    },
    /**
     * Moves an order to delivered as the store owner would, step by step (a sandbox-paid order
     * is a test order: with the test-order override).
     */
    async deliver(orderId: number): Promise<void> {
      const move = (body: Record<string, string>) =>
        admin('POST', `/admin/orders/${orderId}/status`, { ...body, FulfilTestOrder: true });
      for (const Status of ['confirmed', 'packed']) await move({ Status });
      await move({ Status: 'shipped', Carrier: 'Delhivery', TrackingNumber: 'DL12345678' });
      await move({ Status: 'delivered' });
    },
    /** Credits the wallet of an order's shopper as the store owner would (a goodwill credit). */
    async creditWalletOf(orderId: number, amountPaise: number): Promise<void> {
      const { OrderDetails } = (await admin('GET', `/admin/orders/${orderId}`)) as {
        OrderDetails: { UserId: number };
      };
      await admin(
        'POST',
        `/admin/customers/${OrderDetails.UserId}/wallet-adjustments`,
        { AmountPaise: amountPaise, Reason: 'Goodwill credit' },
        { 'idempotency-key': `e2e-credit-${orderId}` },
      );
    },
  };
}
