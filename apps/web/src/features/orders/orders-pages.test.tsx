import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { anOrderSummary, aQuote } from '../checkout/checkout-test-kit';
import { cartSlice } from '../cart';
import { useTestSecureStorage } from '../cart/cart-test-kit';
import { setAppSecureStorage } from '../../lib/app-secure-storage';
import { aPaidOrder } from './orders-test-kit';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../users/user-test-kit';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { info: vi.fn(), success: vi.fn(), error: vi.fn() }),
  ToastContainer: () => null,
}));

const render = (route: string) =>
  renderWithStore(<AppContent />, { route, preloadedState: { user: signedInUserState() } });

afterEach(() => vi.unstubAllGlobals());

describe('order history', () => {
  it('shows "No orders yet" with a way to start shopping', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history': { NoOrders: true, CountTotalOrders: 0, PageNo: 1, Orders: [] },
    });
    render('/order/history');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('lists orders with status chips and loads more pages', async () => {
    const page = (n: number) => ({
      NoOrders: false,
      CountTotalOrders: 11,
      PageNo: n,
      Orders:
        n === 1
          ? Array.from({ length: 10 }, (_, i) =>
              anOrderSummary({ OrderId: 20 - i, OrderNumber: `KRN-2611-0000${20 - i}` }),
            )
          : [anOrderSummary({ OrderId: 1, Status: 'delivered' })],
    });
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-history': (url: URL) => jsonAnswer(200, page(Number(url.searchParams.get('pageNo')))),
    });
    render('/order/history');
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(11));
    expect(within(screen.getAllByTestId('order-card')[10]!).getByText('Delivered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    expect(requests.some((r) => r.url.includes('pageNo=2'))).toBe(true);
  });
});

describe('order details', () => {
  it('buy again: a line already in the cart is said to be there, not a failure to add it', async () => {
    useTestSecureStorage();
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: aPaidOrder({}, { OrderId: 5 }) },
      '/checkout/quote': aQuote(),
    });
    const inCart = {
      ItemId: '323:simple',
      ProductId: 323,
      ProductName: "Johnson's Baby Shampoo",
      ProductPrice: 21500,
      Qty: 1,
      OptionKey: 'simple',
      SelectedOptions: {},
      Mrp: 22500,
      ImageId: null,
      Slug: 'johnsons-baby-shampoo',
      UnitLabel: '200 ml',
      OptionLabel: '',
    };
    renderWithStore(<AppContent />, {
      route: '/order/details/5',
      preloadedState: {
        user: signedInUserState(),
        cart: {
          ...cartSlice.getInitialState(),
          items: [inCart],
          status: 'ready',
          priceChecked: true,
        },
      },
    });
    // the whole app renders here: allow a busy machine longer than the default second
    await screen.findByRole('heading', { name: 'Order KRN-2611-000001' }, { timeout: 15000 });
    await userEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    const result = await screen.findByTestId('buy-again-result');
    expect(result.textContent).toContain("Johnson's Baby Shampoo is already in your cart");
    expect(result.textContent).not.toContain('Could not add');
    expect(result.textContent).not.toContain('Nothing was added');
    setAppSecureStorage(null);
  });

  it('cancels with a reason; the timeline then shows the cancellation', async () => {
    const order = aPaidOrder({}, { OrderId: 5 });
    const cancelled = aPaidOrder(
      {},
      {
        OrderId: 5,
        Status: 'cancelled',
        CanCancel: false,
        CancelReason: 'Ordered by mistake',
        Timeline: [
          ...order.Timeline,
          { Status: 'cancelled', At: '2026-11-23T20:00:00.000Z', Note: null },
        ],
      },
    );
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: order },
      '/orders/5/cancel': { OrderDetails: cancelled },
    });
    render('/order/details/5');
    await screen.findByRole('heading', { name: 'Order KRN-2611-000001' });
    expect(
      within(screen.getByRole('list', { name: 'Order status' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Cancel order',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.click(within(dialog).getByLabelText('Ordered by mistake'));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = requests.find((r) => r.url === '/api/orders/5/cancel');
    expect(call?.body).toEqual({ Reason: 'Ordered by mistake' });
    expect(screen.getByText('Order KRN-2611-000001 is cancelled.')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Order status' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Placed',
      'Cancelled',
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows how it was paid (wallet + online), its refunds, and Return items when it can', async () => {
    const order = aPaidOrder(
      {
        WalletAmount: 20000,
        RestAmount: 104900,
        PaidAmount: 124900,
        RefundedAmount: 21500,
        Provider: 'razorpay',
        GatewayPaymentId: 'pay_29QQoUBi66xm2f',
      },
      {
        OrderId: 5,
        Status: 'delivered',
        PaymentMethodId: 'razorpay',
        CanCancel: false,
        CanReturn: true,
        Refunds: [
          {
            RefundId: 3,
            RefundNumber: 'RF-000003',
            Kind: 'return',
            Status: 'refunded',
            Amount: 21500,
            WalletAmount: 0,
            SourceAmount: 21500,
            UpiAmount: 0,
            CreditNoteNumber: 'KRN/CN/26-27/000003',
          },
        ],
      },
    );
    mockApi({ ...SIGNED_IN_ANSWERS, '/order-details': { NoOrder: false, OrderDetails: order } });
    render('/order/details/5');
    const payment = within(await screen.findByTestId('payment-summary'));
    expect(
      payment.getByText('Paid ₹200.00 from wallet + ₹1,049.00 by UPI/card (Razorpay)'),
    ).toBeTruthy();
    expect(payment.getByText('Refunded ₹215.00')).toBeTruthy();
    const refunds = within(screen.getByRole('region', { name: 'Refunds' }));
    const link = refunds.getByRole('link', { name: /Refund of ₹215\.00/ });
    expect(link.getAttribute('href')).toBe('/refund/details/3');
    expect(within(link).getByText('Refunded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return items' }).getAttribute('href')).toBe(
      '/order/return/5',
    );
  });

  it('a cash-on-delivery order says what to pay at the door and offers no return yet', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: aPaidOrder({}, { OrderId: 5 }) },
    });
    render('/order/details/5');
    const payment = within(await screen.findByTestId('payment-summary'));
    expect(payment.getByText('Cash on delivery')).toBeTruthy();
    expect(payment.getByText('Pay ₹659.00 on delivery')).toBeTruthy();
    // the address names its state as the address book and checkout do, not by its code
    expect(screen.getByText('Bengaluru, Karnataka 560001')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Return items' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('reads Hindi in Hindi: title, status, timeline, payment and actions, money still Indian', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: aPaidOrder({}, { OrderId: 5 }) },
    });
    renderWithStore(<AppContent />, {
      route: '/order/details/5',
      language: 'hi',
      preloadedState: { user: signedInUserState() },
    });
    // the whole app renders here: allow a busy machine time
    expect(
      await screen.findByRole('heading', { name: 'ऑर्डर KRN-2611-000001' }, { timeout: 15000 }),
    ).toBeTruthy();
    const payment = within(await screen.findByTestId('payment-summary'));
    expect(payment.getByText('कैश ऑन डिलीवरी')).toBeTruthy();
    expect(payment.getByText('डिलीवरी पर ₹659.00 चुकाएँ')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'ऑर्डर की स्थिति' })).getByText('ऑर्डर हो गया'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से खरीदें' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
    expect(within(dialog).getByLabelText('गलती से ऑर्डर हो गया')).toBeTruthy();
  });

  it('shows the delivery slot the order was placed in', async () => {
    const slot = { Date: '2026-12-01', Starts: '07:00', Ends: '09:00' };
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': {
        NoOrder: false,
        OrderDetails: aPaidOrder({}, { OrderId: 6, DeliverySlot: slot }),
      },
    });
    render('/order/details/6');
    expect((await screen.findByTestId('delivery-slot')).textContent).toBe(
      'Delivery slot: Tue, 1 Dec, 7:00 am – 9:00 am',
    );
    // the slot is when it comes: the delivery method's date range is not shown beside it
    expect(screen.queryByText(/^Expected /)).toBeNull();
  });

  it('cancelling an order paid online asks where the money goes, then shows the refund', async () => {
    const paid = {
      WalletAmount: 10000,
      RestAmount: 55900,
      PaidAmount: 65900,
      Provider: 'razorpay' as const,
      GatewayPaymentId: 'pay_1',
    };
    const order = aPaidOrder(paid, {
      OrderId: 5,
      PaymentMethodId: 'razorpay',
      Timeline: [
        { Status: 'awaiting_payment', At: '2026-11-23T19:20:00.000Z', Note: null },
        { Status: 'placed', At: '2026-11-23T19:23:44.269Z', Note: null },
      ],
    });
    const cancelled = aPaidOrder(
      { ...paid, RefundedAmount: 10000 },
      {
        OrderId: 5,
        PaymentMethodId: 'razorpay',
        Status: 'cancelled',
        CanCancel: false,
        Timeline: [
          ...order.Timeline,
          { Status: 'cancelled', At: '2026-11-23T20:00:00.000Z', Note: null },
        ],
        Refunds: [
          {
            RefundId: 8,
            RefundNumber: 'RF-000008',
            Kind: 'cancellation',
            Status: 'approved',
            Amount: 65900,
            WalletAmount: 10000,
            SourceAmount: 55900,
            UpiAmount: 0,
            CreditNoteNumber: 'KRN/CN/26-27/000008',
          },
        ],
      },
    );
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: order },
      '/orders/5/cancel': { OrderDetails: cancelled },
    });
    render('/order/details/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.getByText('Where should the ₹559.00 you paid online go?')).toBeTruthy();
    expect(
      dialog.getByText('The ₹100.00 paid from your wallet goes back to your wallet at once.'),
    ).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Cancel order' }) as HTMLButtonElement;
    await userEvent.click(dialog.getByLabelText('Found a better price'));
    expect(confirm.disabled).toBe(true);
    await userEvent.click(dialog.getByLabelText('Original payment method (5–7 days)'));
    expect(dialog.getByLabelText('Kirana wallet (instant)')).toBeTruthy();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = requests.find((r) => r.url === '/api/orders/5/cancel');
    expect(call?.body).toEqual({ Reason: 'Found a better price', RefundTo: 'source' });
    // the wallet part is back already: only the rest is on its way
    expect(
      screen.getByText(
        'Order KRN-2611-000001 is cancelled. ₹100.00 is back in your Kirana wallet; ₹559.00 is on its way to your original payment method (usually 5–7 working days).',
      ),
    ).toBeTruthy();
    const refunds = within(screen.getByRole('region', { name: 'Refunds' }));
    expect(refunds.getByRole('link', { name: /Refund of ₹659\.00/ }).getAttribute('href')).toBe(
      '/refund/details/8',
    );
    expect(refunds.getByTestId('refund-where').textContent).toBe(
      '₹100.00 credited to your Kirana wallet · ₹559.00 on its way to your original payment method (usually 5–7 working days)',
    );
    // the invoice is marked, its credit note beside it; no "Payment pending" step before Placed
    expect(screen.getByTestId('invoice-number').textContent).toContain('· cancelled');
    expect(screen.getByText('Credit note KRN/CN/26-27/000008 reverses it')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download credit note' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Order status' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Placed',
      'Cancelled',
    ]);
  });

  it('cancelling an order paid in the sandbox offers no wallet for the test payment', async () => {
    const paid = {
      WalletAmount: 10000,
      RestAmount: 55900,
      PaidAmount: 65900,
      Provider: 'sandbox' as const,
      GatewayPaymentId: 'sandbox_pay_1',
    };
    const order = aPaidOrder(paid, { OrderId: 6, PaymentMethodId: 'sandbox', IsTestOrder: true });
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: order },
      '/orders/6/cancel': { OrderDetails: { ...order, Status: 'cancelled', CanCancel: false } },
    });
    render('/order/details/6');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.queryByLabelText('Kirana wallet (instant)')).toBeNull();
    expect(
      dialog.getByText(
        'The ₹559.00 paid in the test gateway was not money: it goes back to the test gateway, not to your wallet.',
      ),
    ).toBeTruthy();
    expect(
      dialog.getByText('The ₹100.00 paid from your wallet goes back to your wallet at once.'),
    ).toBeTruthy();
    await userEvent.click(dialog.getByLabelText('Found a better price'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = requests.find((r) => r.url === '/api/orders/6/cancel');
    expect(call?.body).toEqual({ Reason: 'Found a better price' });
  });

  it("says it couldn't find another shopper's order", async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/order-details': { NoOrder: true, OrderDetails: null } });
    render('/order/details/99');
    expect(await screen.findByText("We couldn't find this order")).toBeTruthy();
  });

  it('an order that expired unpaid offers its items back in the cart, and no invoice', async () => {
    const order = aPaidOrder(
      {},
      {
        OrderId: 5,
        PaymentMethodId: 'sandbox',
        Status: 'expired',
        CanCancel: false,
        InvoiceNumber: null,
      },
    );
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: order },
      '/orders/5/cart-lines': {
        Lines: [
          {
            ProductId: 323,
            VariantId: null,
            Name: "Johnson's Baby Shampoo",
            VariantLabel: null,
            Slug: 'johnsons-baby-shampoo',
            ImageId: null,
            Qty: 2,
            UnitPrice: 20500,
            UnitMrp: 22500,
          },
        ],
        NotRestored: [{ Name: 'Amul Butter (500 g)', Reason: 'Amul Butter is out of stock' }],
      },
    });
    const { store } = render('/order/details/5');
    const card = within(await screen.findByTestId('restore-to-cart'));
    expect(card.getByText('Not paid in time')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download invoice/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy again' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Put these items back in my cart' }));
    const result = await screen.findByTestId('buy-again-result');
    expect(result.textContent).toContain("Added to your cart: Johnson's Baby Shampoo.");
    expect(result.textContent).toContain(
      'Could not add Amul Butter (500 g): Amul Butter is out of stock',
    );
    expect(requests.some((r) => r.url === '/api/orders/5/cart-lines')).toBe(true);
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ ProductId: 323, Qty: 2, ProductPrice: 20500 }),
    ]);
  });
});
