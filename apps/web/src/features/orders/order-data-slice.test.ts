import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockApi } from '../../app/test-utils';
import { fetchPaymentMethods, fetchShippingConfigs } from './order-data-slice';

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
