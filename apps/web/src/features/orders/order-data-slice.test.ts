import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi } from '../../app/test-utils';
import { paymentSucceeded } from '../checkout/order-process-slice';
import { fetchOrderDetails, fetchOrderHistory, fetchPaymentMethods } from './order-data-slice';

afterEach(() => vi.unstubAllGlobals());

describe('order data slice', () => {
  it('order history: page 1 replaces, later pages append, counts and page number recorded', async () => {
    mockApi({
      '/order-history': (url: URL) =>
        Response.json({
          CountTotalOrders: 3,
          Orders:
            url.searchParams.get('pageNo') === '1'
              ? [{ OrderId: 1 }, { OrderId: 2 }]
              : [{ OrderId: 3 }],
        }),
    });
    const store = makeStore();
    await store.dispatch(fetchOrderHistory({ pageNo: 1 }));
    await store.dispatch(fetchOrderHistory({ pageNo: 2 }));
    const { orderHistoryData, countTotalOrders, pageNoOfFetchedOrder } = store.getState().orderData;
    expect(orderHistoryData.map((o) => o.OrderId)).toEqual([1, 2, 3]);
    expect(countTotalOrders).toBe(3);
    expect(pageNoOfFetchedOrder).toBe(2);
  });

  it('order details: NoOrder marks the order as not found', async () => {
    mockApi({ '/order-details': () => Response.json({ NoOrder: true }) });
    const store = makeStore();
    await store.dispatch(fetchOrderDetails({ orderId: 'x' }));
    expect(store.getState().orderData).toMatchObject({
      isOrderDetailsFound: false,
      orderDetails: null,
    });
  });

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

  it('a successful payment counts one more placed and total order', () => {
    const store = makeStore();
    store.dispatch(paymentSucceeded({ OrderId: 'KIR-1' }));
    expect(store.getState().orderData).toMatchObject({ countPlacedOrders: 1, countTotalOrders: 1 });
  });
});
