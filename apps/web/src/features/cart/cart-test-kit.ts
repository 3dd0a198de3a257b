// Test helpers for the cart and catalogue suites: a fresh store, a fake API and sample lines.
import { makeStore, type RootState } from '../../app/store';
import { setAppSecureStorage } from '../../lib/app-secure-storage';
import { createSecureStorage, generateAppKey, staticKeySource } from '../../lib/secure-storage';
import type { NewCartItem } from './cart-types';

/** Gives the app a secure storage over a fresh random key (jsdom has no IndexedDB). */
export function useTestSecureStorage() {
  const storage = createSecureStorage(staticKeySource(generateAppKey()));
  setAppSecureStorage(storage);
  return storage;
}

export { mockApi } from '../../test/mock-api';

/** A store with the store's product and fee configs loaded. */
export function makeTestStore(preloaded: Partial<RootState> = {}, maxAllowedQtyPerProduct = 10) {
  const base = makeStore();
  const state = base.getState();
  return makeStore({
    ...preloaded,
    general: {
      ...state.general,
      productConfigs: { maxAllowedQtyPerProduct },
      ...preloaded.general,
    },
    orderData: {
      ...state.orderData,
      shippingConfigs: {
        Fees: [
          { DeliveryMethodId: 'standard', Fee: 4000, FreeAbove: 49900 },
          { DeliveryMethodId: 'express', Fee: 7900, FreeAbove: 149900 },
        ],
      },
      platformFeeConfigs: {
        IsEnabled: true,
        Name: 'Platform fee',
        Description: '',
        Fee: 500,
        GstRate: 18,
      },
      ...preloaded.orderData,
    },
  });
}

/** A simple product line (no options). */
export function simpleItem(over: Partial<NewCartItem> = {}): NewCartItem {
  return {
    ProductId: 11,
    ProductName: 'Tata Salt',
    ProductPrice: 2800,
    Mrp: 3000,
    Qty: 1,
    SelectedOptions: {},
    ImageId: 'img-11',
    Slug: 'tata-salt-1kg',
    UnitLabel: '1 kg',
    ...over,
  };
}

/** A line of a product with a 'Weight' option. */
export function variantItem(
  rowId: number,
  label: string,
  price: number,
  over: Partial<NewCartItem> = {},
): NewCartItem {
  return simpleItem({
    ProductId: 21,
    ProductName: 'Aashirvaad Atta',
    ProductPrice: price,
    Mrp: price + 500,
    SelectedOptions: { Weight: { RowId: rowId, Label: label } },
    Slug: 'aashirvaad-atta',
    UnitLabel: 'Whole wheat',
    ...over,
  });
}

/** Lets pending promise callbacks (and Web Crypto) run. */
export async function flush(times = 5) {
  for (let i = 0; i < times; i++) await new Promise((r) => setTimeout(r, 0));
}
