import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPaymentState, PaymentOption, PaymentSession } from '@kirana/shared';
import { AppContent } from '../../../app/app';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { getTrackedEvents, resetAnalytics } from '../../../lib/analytics';
import { setAppSecureStorage } from '../../../lib/app-secure-storage';
import { cartSlice, type CartItem } from '../../cart';
import { useTestSecureStorage } from '../../cart/cart-test-kit';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../../users/user-test-kit';
import { aBill, anAddress, anOffer, anOrder, aQuote } from '../checkout-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const LINE: CartItem = {
  ItemId: '323:simple',
  ProductId: 323,
  ProductName: "Johnson's Baby Shampoo",
  ProductPrice: 21500,
  Qty: 3,
  OptionKey: 'simple',
  SelectedOptions: {},
  Mrp: 22500,
  ImageId: null,
  Slug: 'johnsons-baby-shampoo',
  UnitLabel: '200 ml',
  OptionLabel: '',
};

const method = (id: PaymentOption['PaymentMethodId'], over: Partial<PaymentOption> = {}) => ({
  PaymentMethodId: id,
  Name: {
    cod: 'Cash on delivery',
    wallet: 'Kirana wallet',
    razorpay: 'UPI, cards and netbanking',
    sandbox: 'Test payment (sandbox)',
    upi_direct: 'Pay by any UPI app',
  }[id],
  Description: 'How to pay',
  IsSandbox: id === 'sandbox',
  IsTestMode: false,
  Fee: id === 'cod' ? 900 : 0,
  IsAvailable: true,
  Reason: null,
  ...over,
});
const PAYABLE = aBill(3).AmountPayable;
const QUOTE = aQuote({
  PaymentMethods: [
    method('cod'),
    method('wallet', { IsAvailable: false, Reason: 'Your wallet has ₹50.00' }),
    method('razorpay', { IsTestMode: true }),
    method('sandbox'),
  ],
  WalletBalance: 5000,
});
const AWAITING = anOrder({
  OrderId: 7,
  Status: 'awaiting_payment',
  PayBy: new Date(Date.now() + 900_000).toISOString(),
});
const session = (
  provider: 'razorpay' | 'sandbox',
  over: Partial<PaymentSession> = {},
): PaymentSession => ({
  PaymentId: 31,
  OrderId: 7,
  OrderNumber: 'KRN-2611-000007',
  Provider: provider,
  Amount: PAYABLE,
  Currency: 'INR',
  GatewayOrderId: provider === 'razorpay' ? 'order_ABCDEFGHIJKLMN' : 'sandbox_order_1',
  KeyId: provider === 'razorpay' ? 'rzp_test_Kirana0123' : null,
  IsTestMode: provider === 'razorpay',
  CheckoutScriptUrl: provider === 'razorpay' ? 'http://127.0.0.1:1/v1/checkout.js' : null,
  StoreName: 'Kirana',
  Description: 'Order KRN-2611-000007',
  Prefill: { Name: 'Asha', Email: 'asha@example.com', Contact: '9845012345' },
  ...over,
});
const state = (over: Partial<OrderPaymentState> = {}): OrderPaymentState => ({
  OrderId: 7,
  OrderStatus: 'awaiting_payment',
  PaymentStatus: 'failed',
  Provider: 'sandbox',
  FailureReason: 'The sandbox declined this payment',
  IsPaid: false,
  PayBy: AWAITING.PayBy,
  AmountPayable: PAYABLE,
  OnlineAmount: PAYABLE,
  CodOption: { IsAvailable: true, AmountPayable: PAYABLE + 900, Reason: null },
  ...over,
});
const ANSWERS = {
  ...SIGNED_IN_ANSWERS,
  '/addresses': { Addresses: [anAddress()], DefaultAddressId: 1 },
  '/offers': { Offers: [anOffer()] },
  '/validate-cart-products-price': { PriceUpdated: false, UpdatedProducts: [] },
  '/checkout/quote': QUOTE,
};

function renderCheckout() {
  return renderWithStore(<AppContent />, {
    route: '/order/checkout',
    preloadedState: {
      user: signedInUserState(),
      cart: { ...cartSlice.getInitialState(), items: [LINE], status: 'ready', priceChecked: true },
    },
  });
}

async function choose(name: RegExp) {
  await userEvent.click(await screen.findByRole('radio', { name }));
}
const payButton = () => screen.getAllByRole('button', { name: /^Pay ₹/ })[0]!;

beforeEach(() => {
  useTestSecureStorage();
  resetAnalytics();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
  setAppSecureStorage(null);
});

describe('paying online', () => {
  it('sandbox: the order waits, the sandbox page says no money moves, Succeed places it', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/orders': () => jsonAnswer(201, { Order: AWAITING }),
      '/orders/7/payments': () => jsonAnswer(201, session('sandbox')),
      '/payments/31': session('sandbox'),
      '/payments/sandbox/31': state({
        IsPaid: true,
        PaymentStatus: 'captured',
        OrderStatus: 'placed',
      }),
      '/order-details': {
        NoOrder: false,
        OrderDetails: anOrder({ OrderId: 7, PaymentMethodId: 'sandbox' }),
      },
    });
    const { store } = renderCheckout();
    await choose(/Test payment \(sandbox\)/);
    expect(screen.getAllByText('Sandbox — no money moves').length).toBeGreaterThan(0);
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(payButton());

    expect(await screen.findByText(/Sandbox payment — no money moves/)).toBeTruthy();
    expect(store.getState().orderProcess.paymentProcessing).toBe(true);
    // not paid yet: the cart keeps its items until the gateway says paid
    expect(store.getState().cart.items).toEqual([LINE]);
    await userEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    expect(await screen.findByTestId('order-number')).toBeTruthy();
    expect(store.getState().cart.items).toEqual([]);
    await waitFor(() =>
      expect(store.getState().orderProcess).toMatchObject({
        paymentProcessing: false,
        paymentFailed: false,
        paymentCanceled: false,
        appliedCouponsData: null,
        placedOrder: { OrderId: 7 },
      }),
    );
    const decided = requests.find((r) => r.url === '/api/payments/sandbox/31');
    expect(decided?.body).toEqual({ Outcome: 'succeed' });
    // tracked by the confirmation's effect, after its first render
    await waitFor(() => expect(getTrackedEvents().some((e) => e.event === 'purchase')).toBe(true));
  });

  it('sandbox: a failure comes back to a retry screen offering cash on delivery with its fee', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/orders': () => jsonAnswer(201, { Order: { ...AWAITING, PaymentMethodId: 'sandbox' } }),
      '/orders/7/payments': () => jsonAnswer(201, session('sandbox')),
      '/payments/31': session('sandbox'),
      '/payments/sandbox/31': state(),
      '/orders/7/payment-state': state(),
      '/orders/7/switch-to-cod': () =>
        jsonAnswer(200, { OrderDetails: anOrder({ OrderId: 7, AmountPayable: PAYABLE + 900 }) }),
    });
    const { store } = renderCheckout();
    await choose(/Test payment \(sandbox\)/);
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(payButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Fail' }));

    expect(await screen.findByText('Complete your payment')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('did not go through');
    expect(store.getState().orderProcess).toMatchObject({
      paymentFailed: true,
      paymentProcessing: false,
    });
    // the failed try left the cart as it was, and the page says so
    expect(store.getState().cart.items).toEqual([LINE]);
    expect(screen.getByTestId('cart-kept').textContent).toContain('still holds these items');
    expect(getTrackedEvents().find((e) => e.event === 'order_failed')?.params.error_code).toBe(
      'PAYMENT_FAILED',
    );
    expect(screen.getByTestId('pay-by').textContent).toMatch(
      /held for you until .+ \(\d+:\d\d left\)/,
    );
    const cash = screen.getByRole('button', { name: /by cash on delivery instead/ });
    expect(screen.getByText(/adds a fee of ₹9.00/)).toBeTruthy();
    await userEvent.click(cash);
    expect(await screen.findByTestId('order-number')).toBeTruthy();
    expect(store.getState().cart.items).toEqual([]);
    const switched = requests.find((r) => r.url === '/api/orders/7/switch-to-cod');
    expect(switched?.body).toEqual({ ExpectedAmountPayable: PAYABLE + 900 });
  });

  it('Razorpay: opens Checkout with the session, verifies its answer on the server, shows Test mode', async () => {
    const opened: Record<string, unknown>[] = [];
    window.Razorpay = class {
      constructor(private o: { handler: (r: unknown) => void } & Record<string, unknown>) {
        opened.push(o);
      }
      on() {}
      open() {
        this.o.handler({
          razorpay_payment_id: 'pay_ABCDEFGHIJKLMN',
          razorpay_order_id: 'order_ABCDEFGHIJKLMN',
          razorpay_signature: 'f'.repeat(64),
        });
      }
    } as unknown as typeof window.Razorpay;
    const requests = mockApi({
      ...ANSWERS,
      '/orders': () => jsonAnswer(201, { Order: { ...AWAITING, PaymentMethodId: 'razorpay' } }),
      '/orders/7/payments': () => jsonAnswer(201, session('razorpay')),
      '/orders/7/payments/verify': () =>
        jsonAnswer(200, { OrderDetails: anOrder({ OrderId: 7, PaymentMethodId: 'razorpay' }) }),
    });
    renderCheckout();
    await choose(/UPI, cards and netbanking/);
    expect(screen.getByText('Test mode')).toBeTruthy();
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(payButton());
    expect(await screen.findByTestId('order-number')).toBeTruthy();
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_Kirana0123',
      order_id: 'order_ABCDEFGHIJKLMN',
      amount: PAYABLE,
      currency: 'INR',
    });
    const verified = requests.find((r) => r.url === '/api/orders/7/payments/verify');
    expect(verified?.body).toMatchObject({ razorpay_order_id: 'order_ABCDEFGHIJKLMN' });
  });

  it('Razorpay: a failed try then closing records it and marks the payment failed', async () => {
    window.Razorpay = class {
      private failed?: (r: unknown) => void;
      constructor(private o: { modal: { ondismiss: () => void } }) {}
      on(_e: string, cb: (r: unknown) => void) {
        this.failed = cb;
      }
      open() {
        this.failed?.({
          error: {
            description: 'Your bank declined',
            metadata: { payment_id: 'pay_X1234567890123' },
          },
        });
        this.o.modal.ondismiss();
      }
    } as unknown as typeof window.Razorpay;
    const requests = mockApi({
      ...ANSWERS,
      '/orders': () => jsonAnswer(201, { Order: { ...AWAITING, PaymentMethodId: 'razorpay' } }),
      '/orders/7/payments': () => jsonAnswer(201, session('razorpay')),
      '/orders/7/payments/abandon': () =>
        jsonAnswer(200, state({ Provider: 'razorpay', FailureReason: 'Your bank declined' })),
      '/orders/7/payment-state': state({
        Provider: 'razorpay',
        FailureReason: 'Your bank declined',
      }),
    });
    const { store } = renderCheckout();
    await choose(/UPI, cards and netbanking/);
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(payButton());
    expect(await screen.findByText('Complete your payment')).toBeTruthy();
    expect(store.getState().orderProcess.paymentFailed).toBe(true);
    const abandoned = requests.filter((r) => r.url === '/api/orders/7/payments/abandon');
    expect(abandoned.map((r) => (r.body as { Outcome: string }).Outcome)).toContain('failed');
    expect(screen.getAllByRole('button', { name: /^Pay ₹/ }).length).toBeGreaterThan(0);
    expect(store.getState().cart.items).toEqual([LINE]);
  });

  it('the pending order is cancelled on request and the checkout opens again on the kept cart', async () => {
    window.Razorpay = class {
      constructor(private o: { modal: { ondismiss: () => void } }) {}
      on() {}
      open() {
        this.o.modal.ondismiss();
      }
    } as unknown as typeof window.Razorpay;
    const requests = mockApi({
      ...ANSWERS,
      '/orders': () => jsonAnswer(201, { Order: { ...AWAITING, PaymentMethodId: 'razorpay' } }),
      '/orders/7/payments': () => jsonAnswer(201, session('razorpay')),
      '/orders/7/payments/abandon': () =>
        jsonAnswer(200, state({ Provider: 'razorpay', PaymentStatus: 'cancelled' })),
      '/orders/7/payment-state': state({ Provider: 'razorpay', PaymentStatus: 'cancelled' }),
      '/orders/7/cancel': () =>
        jsonAnswer(200, { OrderDetails: { ...AWAITING, Status: 'cancelled' } }),
    });
    const { store } = renderCheckout();
    await choose(/UPI, cards and netbanking/);
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(payButton());
    expect(await screen.findByText('Complete your payment')).toBeTruthy();
    expect(store.getState().orderProcess.heldCart?.OrderId).toBe(7);

    await userEvent.click(
      screen.getByRole('button', { name: 'Cancel this order and change my cart' }),
    );
    expect(await screen.findByRole('radio', { name: /UPI, cards and netbanking/ })).toBeTruthy();
    expect(screen.queryByText('Complete your payment')).toBeNull();
    const cancelled = requests.find((r) => r.url === '/api/orders/7/cancel');
    expect(cancelled?.body).toMatchObject({ Reason: 'Want to change the address or items' });
    expect(store.getState().cart.items).toEqual([LINE]);
    expect(store.getState().orderProcess).toMatchObject({ heldCart: null, processedOrder: null });
  });

  it('takes part of the bill from the wallet and the rest by cash on delivery', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
    });
    renderCheckout();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /Use my Kirana wallet balance \(₹50.00\)/ }),
    );
    expect(screen.getByTestId('wallet-split').textContent).toContain('₹50.00 from your wallet');
    const place = screen.getAllByRole('button', { name: /^Place order/ })[0]!;
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(place);
    await screen.findByTestId('order-number');
    const sent = requests.find((r) => r.url === '/api/orders');
    expect(sent?.body).toMatchObject({ PaymentMethodId: 'cod', WalletAmount: 5000 });
    // the quote was told the wallet pays a part (a coupon for online payments alone then says so)
    const quoted = requests.filter((r) => r.url === '/api/checkout/quote');
    expect(quoted.at(-1)?.body).toMatchObject({ PaymentMethodId: 'cod', WalletAmount: 5000 });
  });

  it('preselects the method paid with last time; a wallet short of the bill is a choice, not a pale radio', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': { ...QUOTE, PreferredPaymentMethodId: 'sandbox' },
    });
    renderCheckout();
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: /Test payment \(sandbox\)/ }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(screen.queryByRole('radio', { name: /Kirana wallet/ })).toBeNull();
    const wallet = screen.getByRole('checkbox', {
      name: /Use my Kirana wallet balance \(₹50\.00\)/,
    });
    expect((wallet as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(wallet);
    expect(screen.getByTestId('wallet-choice').textContent).toContain(
      'Pays ₹50.00 of it; choose how to pay the rest below',
    );
    expect(screen.getByRole('group', { name: 'Pay the rest by' })).toBeTruthy();
    // the bill is asked again for the preselected method (after the quote's debounce)
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/checkout/quote').at(-1)?.body).toMatchObject({
        PaymentMethodId: 'sandbox',
      }),
    );
  });

  it('a wallet that covers the bill pays all of it when ticked', async () => {
    const covering = aQuote({
      PaymentMethods: [method('cod'), method('wallet'), method('sandbox')],
      WalletBalance: 500000,
    });
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': covering,
      '/orders': () => jsonAnswer(201, { Order: anOrder({ PaymentMethodId: 'wallet' }) }),
    });
    renderCheckout();
    const wallet = await screen.findByRole('checkbox', { name: /Use my Kirana wallet balance/ });
    expect(screen.getByTestId('wallet-choice').textContent).toContain('Pays the whole order');
    await userEvent.click(wallet);
    expect(screen.getByRole('group', { name: 'Nothing more to pay' })).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked,
    ).toBe(false);
    const place = screen.getAllByRole('button', { name: /^Place order/ })[0]!;
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(place);
    await screen.findByTestId('order-number');
    const sent = requests.find((r) => r.url === '/api/orders');
    expect(sent?.body).toMatchObject({ PaymentMethodId: 'wallet', WalletAmount: PAYABLE });
  });
});
