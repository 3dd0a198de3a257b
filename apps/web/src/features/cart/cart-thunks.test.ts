import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { ValidateCartPricesAnswer, ValidateCartPricesBody } from '@kirana/shared';
import { getTrackedEvents, resetAnalytics } from '../../lib/analytics';
import { setAppSecureStorage } from '../../lib/app-secure-storage';
import { checkCartPrices } from './cart-sync';
import {
  alreadyAddedMessage,
  cartResetBody,
  cartResetTitle,
  priceUpdateBody,
  priceUpdateTitle,
} from './cart-messages';
import { addToCart, loadCart, removeFromCart, setCartQty, validateCartPrices } from './cart-thunks';
import { CART_STORAGE_KEY, itemIdOf, toCartItem } from './cart-types';
import {
  flush,
  makeTestStore,
  mockApi,
  simpleItem,
  useTestSecureStorage,
  variantItem,
} from './cart-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
}));

beforeEach(() => {
  resetAnalytics();
  vi.mocked(toast.info).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
});

const noChanges = (): ValidateCartPricesAnswer => ({ PriceUpdated: false, UpdatedProducts: [] });

describe('adding to the cart', () => {
  it('keeps an addition made while an earlier read of the stored cart is still on its way', async () => {
    // the app's start reads the stored cart; a tap kept from before hydration adds at once
    const storage = useTestSecureStorage();
    await storage.setItem(CART_STORAGE_KEY, [toCartItem(simpleItem({ ProductId: 12 }))]);
    mockApi({ '/validate-cart-products-price': noChanges });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    setAppSecureStorage({
      ...storage,
      getItem: async <T>(name: string) => {
        // counted when asked, not when read: the two reads decrypt at once and, on a loaded
        // machine, the add's could finish first and wait for a release that comes after it
        const first = reads++ === 0;
        const read = await storage.getItem<T>(name);
        if (first) await slow; // the first read answers last, with what it read then
        return read;
      },
    });
    const store = makeTestStore();
    const starting = store.dispatch(loadCart());
    expect(await store.dispatch(addToCart(simpleItem({ Qty: 1 })))).toBe('added');
    release();
    await starting;
    expect(store.getState().cart.items.map((i) => i.ItemId)).toEqual([
      itemIdOf(12, {}),
      '11:simple',
    ]);
  });

  it('adds, tracks add_to_cart, shows the 3 s cart toast and saves encrypted', async () => {
    const storage = useTestSecureStorage();
    mockApi({ '/validate-cart-products-price': noChanges });
    const store = makeTestStore();
    expect(await store.dispatch(addToCart(simpleItem({ Qty: 2 })))).toBe('added');
    expect(store.getState().cart.items).toMatchObject([
      { ItemId: '11:simple', Qty: 2, ProductPrice: 2800 },
    ]);
    expect(getTrackedEvents().map((e) => e.event)).toEqual(['add_to_cart']);
    expect(getTrackedEvents()[0]!.params).toMatchObject({
      currency: 'INR',
      value: 56,
      items: [{ item_id: '11', quantity: 2, price: 28 }],
    });
    // the toasts load at the first toast, so it shows a moment later
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Tata Salt added to cart',
        expect.objectContaining({ autoClose: 3000 }),
      ),
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).toMatch(/^v1\./);
    expect(await storage.getItem(CART_STORAGE_KEY)).toMatchObject({
      status: 'ok',
      value: [{ ItemId: '11:simple', Qty: 2 }],
    });
  });

  it("alerts 'Already added, Manage qty from cart' and adds nothing for the same product and option", async () => {
    useTestSecureStorage();
    mockApi({ '/validate-cart-products-price': noChanges });
    const store = makeTestStore();
    await store.dispatch(addToCart(variantItem(1, '1 kg', 6000)));
    expect(await store.dispatch(addToCart(variantItem(1, '1 kg', 6000, { Qty: 4 })))).toBe(
      'already-added',
    );
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(alreadyAddedMessage(), expect.anything()),
    );
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.items[0]!.Qty).toBe(1);
    expect(await store.dispatch(addToCart(variantItem(2, '5 kg', 26000)))).toBe('added');
    expect(store.getState().cart.items).toHaveLength(2);
  });

  it('clamps to the store maxAllowedQtyPerProduct', async () => {
    useTestSecureStorage();
    mockApi({ '/validate-cart-products-price': noChanges });
    const store = makeTestStore({}, 3);
    await store.dispatch(addToCart(simpleItem({ Qty: 5 })));
    expect(store.getState().cart.items[0]!.Qty).toBe(3);
    await store.dispatch(setCartQty('11:simple', 9));
    expect(store.getState().cart.items[0]!.Qty).toBe(3);
  });

  it('tracks remove_from_cart and removes below 1', async () => {
    useTestSecureStorage();
    mockApi({ '/validate-cart-products-price': noChanges });
    const store = makeTestStore();
    await store.dispatch(addToCart(simpleItem({ Qty: 2 })));
    await store.dispatch(setCartQty('11:simple', 1));
    await store.dispatch(setCartQty('11:simple', 0));
    expect(store.getState().cart.items).toEqual([]);
    expect(
      getTrackedEvents().map((e) => [
        e.event,
        (e.params.items as Array<{ quantity: number }>)[0]!.quantity,
      ]),
    ).toEqual([
      ['add_to_cart', 2],
      ['remove_from_cart', 1],
      ['remove_from_cart', 1],
    ]);
    await store.dispatch(addToCart(simpleItem()));
    await store.dispatch(removeFromCart('11:simple'));
    expect(store.getState().cart.items).toEqual([]);
  });
});

describe('the stored cart', () => {
  it('survives a reload', async () => {
    const storage = useTestSecureStorage();
    mockApi({ '/validate-cart-products-price': noChanges });
    await makeTestStore().dispatch(addToCart(simpleItem({ Qty: 3 })));
    setAppSecureStorage(storage);
    const next = makeTestStore();
    await next.dispatch(loadCart());
    expect(next.getState().cart).toMatchObject({
      status: 'ready',
      wasReset: false,
      items: [{ ItemId: '11:simple', Qty: 3 }],
    });
  });

  it.each([
    [
      'tampered',
      (raw: string) => raw.slice(0, -6) + (raw.endsWith('AAAA==') ? 'BBBB==' : 'AAAA=='),
    ],
    ['unreadable', () => 'not a cart'],
    ['plain JSON', () => JSON.stringify([{ ProductId: 11, Qty: 1 }])],
  ])('resets a %s cart with the message', async (_name, spoil) => {
    const storage = useTestSecureStorage();
    mockApi({ '/validate-cart-products-price': noChanges });
    await makeTestStore().dispatch(addToCart(simpleItem()));
    localStorage.setItem(CART_STORAGE_KEY, spoil(localStorage.getItem(CART_STORAGE_KEY)!));
    setAppSecureStorage(storage);
    const next = makeTestStore();
    await next.dispatch(loadCart());
    expect(next.getState().cart).toMatchObject({ status: 'ready', wasReset: true, items: [] });
    expect(next.getState().ui.errorDialog).toEqual({
      open: true,
      title: cartResetTitle(),
      body: cartResetBody(),
    });
    expect(cartResetTitle()).toBe('Your cart has been reset');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('resets a well-encrypted cart whose contents are malformed', async () => {
    const storage = useTestSecureStorage();
    await storage.setItem(CART_STORAGE_KEY, [
      { ...simpleItem(), ItemId: '11:simple', OptionKey: 'simple', OptionLabel: '', Qty: -1 },
    ]);
    const store = makeTestStore();
    await store.dispatch(loadCart());
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().ui.errorDialog.title).toBe(cartResetTitle());
  });
});

describe('the price check', () => {
  /** A cart of two checked lines; the next check answers `answer`. */
  async function cartWithTwoLines(answer: ValidateCartPricesAnswer) {
    useTestSecureStorage();
    const bodies: ValidateCartPricesBody[] = [];
    let reply = noChanges();
    mockApi({
      '/validate-cart-products-price': (_url, request) => {
        bodies.push(request.body as ValidateCartPricesBody);
        return reply;
      },
    });
    const store = makeTestStore();
    await store.dispatch(addToCart(simpleItem({ Qty: 2 })));
    await store.dispatch(addToCart(variantItem(5, '5 kg', 26000)));
    await flush();
    await store.dispatch(validateCartPrices());
    reply = answer;
    return { store, bodies };
  }

  /** Reads the cart from storage again, as a new page load does; the check is then due. */
  async function reload(store: ReturnType<typeof makeTestStore>) {
    await store.dispatch(loadCart(true));
    expect(store.getState().cart.priceChecked).toBe(false);
  }

  it('sends every line with its shown price and option rows', async () => {
    const { store, bodies } = await cartWithTwoLines(noChanges());
    expect(store.getState().cart.priceChecked).toBe(true);
    expect(bodies.at(-1)).toEqual({
      products: [
        { productId: 11, price: 2800, configPriceIds: [] },
        { productId: 21, price: 26000, configPriceIds: [5] },
      ],
    });
    expect(store.getState().ui.errorDialog.open).toBe(false);
  });

  it('does not run again once done, until the cart gets a new line', async () => {
    const { store, bodies } = await cartWithTwoLines(noChanges());
    const calls = bodies.length;
    await store.dispatch(validateCartPrices());
    await store.dispatch(setCartQty('11:simple', 3));
    await store.dispatch(validateCartPrices());
    expect(bodies.length).toBe(calls);
  });

  it('updates changed prices and, 2 s later, shows the price dialog', async () => {
    const { store } = await cartWithTwoLines({
      PriceUpdated: true,
      UpdatedProducts: [
        {
          ProductId: 21,
          ConfigPriceId: [5],
          IsInvalidConfigFound: false,
          PriceUpdated: true,
          UpdatedPrice: 27500,
        },
      ],
    });
    await reload(store);
    vi.useFakeTimers();
    await store.dispatch(validateCartPrices());
    expect(store.getState().cart.items.map((i) => [i.ItemId, i.ProductPrice])).toEqual([
      ['11:simple', 2800],
      ['21:5', 27500],
    ]);
    expect(store.getState().cart.lastPriceCheck).toEqual({ repriced: ['21:5'], removed: [] });
    expect(store.getState().orderData.isProductPriceUpdated).toBe(true);
    expect(store.getState().ui.errorDialog.open).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(store.getState().ui.errorDialog.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().ui.errorDialog).toEqual({
      open: true,
      title: priceUpdateTitle(),
      body: priceUpdateBody(0),
    });
  });

  it('removes lines with an invalid configuration and says so', async () => {
    const { store } = await cartWithTwoLines({
      PriceUpdated: true,
      UpdatedProducts: [
        {
          ProductId: 11,
          ConfigPriceId: [],
          IsInvalidConfigFound: false,
          PriceUpdated: true,
          UpdatedPrice: 2500,
        },
        {
          ProductId: 21,
          ConfigPriceId: [5],
          IsInvalidConfigFound: true,
          PriceUpdated: false,
          UpdatedPrice: null,
        },
      ],
    });
    await reload(store);
    vi.useFakeTimers();
    await store.dispatch(validateCartPrices());
    expect(store.getState().cart.items).toMatchObject([
      { ItemId: '11:simple', ProductPrice: 2500, Qty: 2 },
    ]);
    vi.advanceTimersByTime(2000);
    expect(store.getState().ui.errorDialog).toEqual({
      open: true,
      title: 'Product Updates Detected',
      body: priceUpdateBody(1),
    });
  });

  it('keeps a line added while the check was running unchecked', async () => {
    useTestSecureStorage();
    let release: (v: ValidateCartPricesAnswer) => void = () => undefined;
    const held = new Promise((r) => (release = r));
    mockApi({ '/validate-cart-products-price': () => held });
    const store = makeTestStore();
    await store.dispatch(loadCart());
    store.dispatch({ type: 'cart/cartItemAdded', payload: { item: simpleItem(), max: 10 } });
    const running = store.dispatch(checkCartPrices());
    store.dispatch({
      type: 'cart/cartItemAdded',
      payload: { item: variantItem(5, '5 kg', 26000), max: 10 },
    });
    await flush();
    release(noChanges());
    await running;
    expect(store.getState().cart.priceChecked).toBe(false);
  });
});
