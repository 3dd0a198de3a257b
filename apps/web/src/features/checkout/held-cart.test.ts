import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPaymentState } from '@kirana/shared';
import { setAppSecureStorage } from '../../lib/app-secure-storage';
import { cartSlice, type CartItem } from '../cart';
import { CART_STORAGE_KEY, toCartItem } from '../cart/cart-types';
import { mockApi } from '../../app/test-utils';
import { makeTestStore, simpleItem, useTestSecureStorage } from '../cart/cart-test-kit';
import { cancelOrder } from '../orders';
import { anOrder } from './checkout-test-kit';
import { placeOrder } from './checkout-thunks';
import { decideSandboxPayment, switchOrderToCod } from './payment-thunks';
import type { OrderDraft } from './order-process-slice';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
}));

const SALT = toCartItem(simpleItem({ Qty: 2 }));
const DAL = toCartItem(simpleItem({ ProductId: 12, ProductName: 'Toor Dal', Qty: 1 }));
const AWAITING = anOrder({ OrderId: 7, Status: 'awaiting_payment', PaymentMethodId: 'sandbox' });
const PAID = anOrder({ OrderId: 7, Status: 'placed', PaymentMethodId: 'sandbox' });
const draft = (PaymentMethodId: OrderDraft['PaymentMethodId']): OrderDraft => ({
  Items: [
    { ProductId: 11, VariantId: null, Qty: 2 },
    { ProductId: 12, VariantId: null, Qty: 1 },
  ],
  AddressId: 1,
  DeliveryMethodId: 'standard',
  PaymentMethodId,
  ExpectedAmountPayable: AWAITING.AmountPayable,
});
const sandboxState = (over: Partial<OrderPaymentState>): OrderPaymentState => ({
  OrderId: 7,
  OrderStatus: 'awaiting_payment',
  PaymentStatus: 'failed',
  Provider: 'sandbox',
  FailureReason: null,
  IsPaid: false,
  PayBy: null,
  AmountPayable: AWAITING.AmountPayable,
  OnlineAmount: AWAITING.AmountPayable,
  CodOption: null,
  ...over,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function storeWithCart(items: CartItem[]) {
  return makeTestStore({
    cart: { ...cartSlice.getInitialState(), items, status: 'ready', priceChecked: true },
  });
}
type Store = ReturnType<typeof storeWithCart>;
const quantities = (store: Store) =>
  store.getState().cart.items.map((i) => [i.ItemId, i.Qty] as const);

async function placeOnline(store: Store) {
  const placed = await store.dispatch(
    placeOrder({ draft: draft('sandbox'), idempotencyKey: 'k-online-1' }),
  );
  expect(placeOrder.fulfilled.match(placed)).toBe(true);
}
const sandbox = (outcome: 'succeed' | 'fail' | 'cancel') =>
  decideSandboxPayment({ paymentId: 31, orderId: 7, orderNumber: AWAITING.OrderNumber, outcome });

let storage: ReturnType<typeof useTestSecureStorage>;
beforeEach(() => {
  storage = useTestSecureStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
});

describe('the cart during an online payment', () => {
  it('cash on delivery: the cart empties (and is saved empty) as the order is placed', async () => {
    mockApi({ '/orders': () => json(201, { Order: PAID }) });
    const store = storeWithCart([SALT, DAL]);
    await store.dispatch(placeOrder({ draft: draft('cod'), idempotencyKey: 'k-cod-1' }));
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().orderProcess.heldCart).toBeNull();
    const saved = await storage.getItem(CART_STORAGE_KEY);
    expect(saved).toEqual({ status: 'ok', value: [] });
  });

  it('online: the cart stays at placement and through a failed and a cancelled try', async () => {
    mockApi({
      '/orders': () => json(201, { Order: AWAITING }),
      '/payments/sandbox/31': sandboxState({ FailureReason: 'Declined' }),
    });
    const store = storeWithCart([SALT, DAL]);
    await placeOnline(store);
    expect(quantities(store)).toEqual([
      [SALT.ItemId, 2],
      [DAL.ItemId, 1],
    ]);
    expect(store.getState().orderProcess.heldCart).toEqual({
      OrderId: 7,
      Lines: [
        { ItemId: SALT.ItemId, Qty: 2 },
        { ItemId: DAL.ItemId, Qty: 1 },
      ],
    });
    for (const outcome of ['fail', 'cancel'] as const) {
      const result = await store.dispatch(sandbox(outcome));
      expect(result.payload).toMatchObject({ kind: outcome === 'fail' ? 'failed' : 'cancelled' });
      expect(quantities(store)).toEqual([
        [SALT.ItemId, 2],
        [DAL.ItemId, 1],
      ]);
    }
  });

  it('online paid: exactly what the order bought leaves the cart, once; what was added since stays', async () => {
    mockApi({
      '/orders': () => json(201, { Order: AWAITING }),
      '/payments/sandbox/31': sandboxState({ IsPaid: true, PaymentStatus: 'captured' }),
      '/order-details': { NoOrder: false, OrderDetails: PAID },
    });
    const store = storeWithCart([SALT, DAL]);
    await placeOnline(store);
    // while the payment waits the shopper raises the salt to 3 and adds oil
    const OIL = toCartItem(simpleItem({ ProductId: 13, ProductName: 'Mustard Oil' }));
    store.dispatch(cartSlice.actions.cartItemQtyChanged({ itemId: SALT.ItemId, qty: 3, max: 10 }));
    store.dispatch(cartSlice.actions.cartItemAdded({ item: OIL, max: 10 }));

    const result = await store.dispatch(sandbox('succeed'));
    expect(result.payload).toMatchObject({ kind: 'paid' });
    expect(quantities(store)).toEqual([
      [SALT.ItemId, 1],
      [OIL.ItemId, 1],
    ]);
    expect(store.getState().orderProcess.heldCart).toBeNull();
    expect(store.getState().orderProcess.processedOrder?.createdOrder.Status).toBe('placed');
    const saved = await storage.getItem<CartItem[]>(CART_STORAGE_KEY);
    expect(saved.status === 'ok' && saved.value.map((i) => i.ItemId)).toEqual([
      SALT.ItemId,
      OIL.ItemId,
    ]);

    // the same success answered again takes nothing more
    await store.dispatch(sandbox('succeed'));
    expect(quantities(store)).toEqual([
      [SALT.ItemId, 1],
      [OIL.ItemId, 1],
    ]);
  });

  it('switched to cash on delivery: the order is confirmed and its lines leave the cart', async () => {
    mockApi({
      '/orders': () => json(201, { Order: AWAITING }),
      '/orders/7/switch-to-cod': () =>
        json(200, { OrderDetails: { ...PAID, PaymentMethodId: 'cod' } }),
    });
    const store = storeWithCart([SALT, DAL]);
    await placeOnline(store);
    await store.dispatch(switchOrderToCod({ orderId: 7, expected: AWAITING.AmountPayable }));
    expect(store.getState().cart.items).toEqual([]);
  });

  it('another order paid, or the held order cancelled, leaves the cart alone', async () => {
    mockApi({
      '/orders': () => json(201, { Order: AWAITING }),
      '/orders/9/switch-to-cod': () => json(200, { OrderDetails: anOrder({ OrderId: 9 }) }),
      '/orders/7/cancel': () => json(200, { OrderDetails: { ...AWAITING, Status: 'cancelled' } }),
    });
    const store = storeWithCart([SALT, DAL]);
    await placeOnline(store);
    await store.dispatch(switchOrderToCod({ orderId: 9, expected: 1000 }));
    expect(store.getState().cart.items).toHaveLength(2);
    await store.dispatch(cancelOrder({ orderId: 7, reason: 'Ordered by mistake' }));
    expect(store.getState().orderProcess.heldCart).toBeNull();
    expect(store.getState().cart.items).toHaveLength(2);
  });
});
