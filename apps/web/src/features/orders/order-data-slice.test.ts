import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi } from '../../app/test-utils';
import {
  cancelOrder,
  fetchOrderDetails,
  fetchOrderHistory,
  fetchPaymentMethods,
  fetchShippingConfigs,
  orderPlaced,
} from './order-data-slice';
import '../checkout'; // the order process group joins the store with the checkout's code

afterEach(() => vi.unstubAllGlobals());

describe('order data slice', () => {
  it('payment methods are stored from the PaymentMethods answer', async () => {
    mockApi({
      '/get-payment-methods': {
        PaymentMethods: [
          {
            PaymentMethodId: 'cod',
            Name: 'Cash on delivery',
            Description: '',
            IsEnabled: true,
            MaxOrderValue: null,
            IsSandbox: false,
          },
        ],
      },
    });
    const store = makeStore();
    await store.dispatch(fetchPaymentMethods());
    expect(store.getState().orderData.paymentMethods?.[0]?.PaymentMethodId).toBe('cod');
  });

  it('the shipping configs are fetched only while not in state', async () => {
    let calls = 0;
    mockApi({
      '/get-shipping-configs': () => {
        calls += 1;
        return Response.json({ Fees: [] });
      },
    });
    const store = makeStore();
    await store.dispatch(fetchShippingConfigs());
    await store.dispatch(fetchShippingConfigs());
    expect(calls).toBe(1);
    expect(store.getState().orderData.shippingConfigs).not.toBeNull();
  });
});

describe('order data: history and details', () => {
  it('page 1 replaces the history, later pages append; a new search starts over', async () => {
    const { anOrderSummary } = await import('../checkout/checkout-test-kit');
    mockApi({
      '/order-history': (url: URL) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        const search = url.searchParams.get('search');
        const id = search ? 50 : pageNo;
        return Response.json({
          NoOrders: false,
          CountTotalOrders: search ? 1 : 2,
          PageNo: pageNo,
          Orders: [anOrderSummary({ OrderId: id })],
        });
      },
    });
    const store = makeStore();
    await store.dispatch(fetchOrderHistory({ pageNo: 1 }));
    await store.dispatch(fetchOrderHistory({ pageNo: 2 }));
    let s = store.getState().orderData;
    expect(s.orderHistoryData?.map((o) => o.OrderId)).toEqual([1, 2]);
    expect(s).toMatchObject({ countTotalOrders: 2, pageNoOfFetchedOrder: 2 });
    await store.dispatch(fetchOrderHistory({ pageNo: 1, search: 'atta' }));
    s = store.getState().orderData;
    expect(s.orderHistoryData?.map((o) => o.OrderId)).toEqual([50]);
    expect(s.orderHistorySearch).toBe('atta');
  });

  it('details of a missing order set isOrderDetailsFound false; a placed order is counted', async () => {
    const { anOrder } = await import('../checkout/checkout-test-kit');
    mockApi({ '/order-details': { NoOrder: true, OrderDetails: null } });
    const store = makeStore();
    await store.dispatch(fetchOrderDetails(9));
    expect(store.getState().orderData).toMatchObject({
      isOrderDetailsFound: false,
      orderDetails: null,
    });
    store.dispatch(orderPlaced(anOrder()));
    expect(store.getState().orderData).toMatchObject({ countPlacedOrders: 1, countTotalOrders: 1 });
  });
});

describe('a shopper cancels', () => {
  it("sets the order process group's orderCanceled and keeps its placed order as it now stands", async () => {
    const { anOrder } = await import('../checkout/checkout-test-kit');
    const placed = anOrder({ OrderId: 5, Status: 'placed' });
    mockApi({ '/orders/5/cancel': { OrderDetails: { ...placed, Status: 'cancelled' } } });
    const store = makeStore({
      orderProcess: { ...makeStore().getState().orderProcess, placedOrder: placed },
    });
    expect(store.getState().orderProcess.orderCanceled).toBe(false);
    await store.dispatch(cancelOrder({ orderId: 5, reason: 'Ordered by mistake' }));
    expect(store.getState().orderProcess.orderCanceled).toBe(true);
    expect(store.getState().orderProcess.placedOrder?.Status).toBe('cancelled');
  });

  it('a refused cancellation leaves orderCanceled unset', async () => {
    mockApi({});
    const store = makeStore();
    await store.dispatch(cancelOrder({ orderId: 6, reason: 'Ordered by mistake' }));
    expect(store.getState().orderProcess.orderCanceled).toBe(false);
  });
});
