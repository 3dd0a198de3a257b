import { expect } from 'vitest';
import type { Summary } from './shopper';

/** The store owner's calls and the catalogue reads the payment journeys set up with. */
export function storeApi(base: () => string, adminToken: string) {
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base()}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${adminToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
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
    /** Moves an order to delivered as the store owner would, step by step. */
    async deliver(orderId: number): Promise<void> {
      for (const Status of ['confirmed', 'packed'])
        await admin('POST', `/admin/orders/${orderId}/status`, { Status });
      await admin('POST', `/admin/orders/${orderId}/status`, {
        Status: 'shipped',
        Carrier: 'Delhivery',
        TrackingNumber: 'DL12345678',
      });
      await admin('POST', `/admin/orders/${orderId}/status`, { Status: 'delivered' });
    },
  };
}
