import { describe, expect, it } from 'vitest';
import {
  couponsApplied,
  deliveryAddressSelected,
  initialOrderProcessState,
  orderCanceled,
  orderCreated,
  orderDataPrepared,
  orderFailed,
  orderProcessSlice,
  orderReset,
  orderSubmitted,
  paymentCanceled,
  paymentEnded,
  paymentStarted,
  paymentSucceeded,
  processedOrderCleared,
  type OrderProcessState,
} from './order-process-slice';
import { anAddress, anOrder } from './checkout-test-kit';

const reduce = (
  state: OrderProcessState,
  ...actions: Parameters<typeof orderProcessSlice.reducer>[1][]
) => actions.reduce(orderProcessSlice.reducer, state);
const coupons = { Code: 'DIWALI50', Outcome: null };
const address = anAddress({ AddressId: 7, Pincode: '560038' });
const draft = {
  Items: [{ ProductId: 323, VariantId: null, Qty: 3 }],
  AddressId: 7,
  DeliveryMethodId: 'standard',
  PaymentMethodId: 'cod' as const,
  ExpectedAmountPayable: 65900,
};
const filled = reduce(
  initialOrderProcessState,
  orderDataPrepared(draft),
  couponsApplied(coupons),
  deliveryAddressSelected(address),
);

describe('order process: payment', () => {
  it('starting a payment sets processing and clears the cancel and fail flags', () => {
    const state = reduce(
      { ...filled, paymentCanceled: true, paymentFailed: true },
      paymentStarted(),
    );
    expect(state).toMatchObject({
      paymentProcessing: true,
      paymentCanceled: false,
      paymentFailed: false,
    });
  });

  it('a payment ends as cancelled or as failed', () => {
    expect(reduce(filled, paymentStarted(), paymentEnded({ outcome: 'cancelled' }))).toMatchObject({
      paymentProcessing: false,
      paymentCanceled: true,
      paymentFailed: false,
    });
    expect(reduce(filled, paymentStarted(), paymentEnded({ outcome: 'failed' }))).toMatchObject({
      paymentProcessing: false,
      paymentCanceled: false,
      paymentFailed: true,
    });
  });

  it('a separate action marks the payment cancelled', () => {
    expect(reduce(filled, paymentStarted(), paymentCanceled())).toMatchObject({
      paymentCanceled: true,
      paymentProcessing: false,
    });
  });

  it('success clears every payment flag and the coupons, and stores the placed order', () => {
    const placed = anOrder({ OrderId: 1001 });
    const state = reduce(
      { ...filled, paymentFailed: true },
      paymentStarted(),
      paymentSucceeded(placed),
    );
    expect(state).toMatchObject({
      paymentProcessing: false,
      paymentCanceled: false,
      paymentFailed: false,
      appliedCouponsData: null,
      placedOrder: placed,
    });
    expect(state.orderData).toEqual(draft);
  });
});

describe('order process: created order', () => {
  it('a created order is stored as processedOrder; clearing it also clears the coupons', () => {
    const processed = { createdOrder: anOrder(), orderData: draft };
    const created = reduce(filled, orderCreated(processed));
    expect(created.processedOrder).toEqual(processed);
    expect(created.appliedCouponsData).toEqual(coupons);
    const cleared = reduce(created, processedOrderCleared());
    expect(cleared.processedOrder).toBeNull();
    expect(cleared.appliedCouponsData).toBeNull();
    expect(cleared.selectedAddress).toEqual(address);
  });
});

describe('order process: reset and failure', () => {
  const busy = reduce(
    filled,
    paymentStarted(),
    paymentEnded({ outcome: 'failed' }),
    paymentSucceeded(anOrder()),
    orderCanceled(),
  );

  it('reset clears order data, coupons, payment, placed and cancelled flags, and the address', () => {
    const state = reduce({ ...busy, paymentFailed: true }, orderReset());
    expect(state).toMatchObject({
      orderData: null,
      appliedCouponsData: null,
      paymentProcessing: false,
      paymentCanceled: false,
      paymentFailed: false,
      placedOrder: null,
      orderCanceled: false,
      selectedAddress: null,
    });
  });

  it('reset keeps the selected address when told to', () => {
    expect(reduce(busy, orderReset({ keepAddress: true })).selectedAddress).toEqual(address);
  });

  it('a failure stores the error and can optionally clear the order data', () => {
    const error = {
      status: 409,
      message: 'Out of stock',
      description: 'Something went wrong, Please try again after some time',
    };
    const kept = reduce({ ...filled, loading: true }, orderFailed({ error }));
    expect(kept).toMatchObject({ loading: false, error, orderData: draft });
    expect(reduce(filled, orderFailed({ error, clearOrderData: true })).orderData).toBeNull();
  });
});

describe('order process: sending an order', () => {
  it('a submitted order is loading; success clears loading and the error', () => {
    const sending = reduce(filled, orderSubmitted());
    expect(sending).toMatchObject({ loading: true, error: null });
    expect(reduce(sending, paymentSucceeded(anOrder()))).toMatchObject({
      loading: false,
      error: null,
    });
  });
});
