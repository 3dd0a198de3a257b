import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../../app/app';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { getTrackedEvents, resetAnalytics } from '../../../lib/analytics';
import { setAppSecureStorage } from '../../../lib/app-secure-storage';
import { cartSlice, type CartItem } from '../../cart';
import { useTestSecureStorage } from '../../cart/cart-test-kit';
import { SIGNED_IN_ANSWERS, jsonAnswer, signedInUserState } from '../../users/user-test-kit';
import { aBill, anAddress, anOffer, anOrder, aQuote } from '../checkout-test-kit';
import { DELIVERY_LOCATION_KEY, readDeliveryLocation } from '../../delivery/delivery-location';
import { forgetDeliveryLocation } from '../../delivery/delivery-test-kit';
import { orderProcessSlice } from '../order-process-slice';

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

const ANSWERS = {
  ...SIGNED_IN_ANSWERS,
  '/addresses': { Addresses: [anAddress()], DefaultAddressId: 1 },
  '/offers': { Offers: [anOffer()] },
  '/validate-cart-products-price': { PriceUpdated: false, UpdatedProducts: [] },
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

const placeButton = () => screen.getAllByRole('button', { name: /^Place order/ })[0]!;

beforeEach(() => {
  useTestSecureStorage();
  resetAnalytics();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppSecureStorage(null);
  forgetDeliveryLocation();
});

describe('checkout', () => {
  it("fills the spec's groups as it opens: offers, and order data's payment and delivery methods", async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
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
      '/get-delivery-methods': {
        DeliveryMethods: [
          {
            DeliveryMethodId: 'standard',
            Name: 'Standard',
            Description: '',
            EtaDaysMin: 1,
            EtaDaysMax: 3,
            IsEnabled: true,
          },
        ],
      },
    });
    const { store } = renderCheckout();
    await screen.findByTestId('checkout-address');
    const offers = await screen.findByRole('list', { name: 'Offers for you' });
    expect(within(offers).getByText(anOffer().Code)).toBeTruthy();
    await waitFor(() => expect(store.getState().orderData.deliveryMethods).not.toBeNull());
    expect(store.getState().offers.offers?.map((o) => o.Code)).toEqual([anOffer().Code]);
    expect(store.getState().orderData.paymentMethods?.map((m) => m.PaymentMethodId)).toEqual([
      'cod',
    ]);
    expect(store.getState().orderData.deliveryMethods?.map((m) => m.DeliveryMethodId)).toEqual([
      'standard',
    ]);
    const paths = requests.map((r) => r.url.split('?')[0]);
    expect(paths.filter((p) => p === '/api/offers')).toHaveLength(1);
  });

  it('reads Hindi in Hindi: the steps, the offers, the payment choice and Place order', async () => {
    mockApi({ ...ANSWERS, '/checkout/quote': aQuote() });
    renderWithStore(<AppContent />, {
      route: '/order/checkout',
      language: 'hi',
      preloadedState: {
        user: signedInUserState(),
        cart: {
          ...cartSlice.getInitialState(),
          items: [LINE],
          status: 'ready',
          priceChecked: true,
        },
      },
    });
    const address = await screen.findByTestId('checkout-address');
    expect(within(address).getByText(`मोबाइल ${anAddress().Mobile}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /डिलीवरी का पता/ })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'आपके लिए ऑफ़र' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /ऑफ़र और कूपन/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /भुगतान/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /सामान \(3\)/ })).toBeTruthy();
    // money stays Indian: ₹ and Indian grouping in both languages
    expect(screen.getAllByRole('button', { name: /^ऑर्डर करें · ₹/ })[0]).toBeTruthy();
    expect(screen.getByText('मात्रा 3', { exact: false })).toBeTruthy();
  });

  it('places a COD order once per key: confirmation, empty cart, purchase event', async () => {
    const order = anOrder();
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/orders': () => jsonAnswer(201, { Order: order }),
    });
    const { store } = renderCheckout();
    expect((await screen.findByTestId('checkout-address')).textContent).toContain('MG Road');
    expect((await screen.findByTestId('payment-fee-cod')).textContent).toBe('+ ₹9.00 fee');
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    // tracked by an effect after the quote's render, which may land after the button enables
    await waitFor(() =>
      expect(getTrackedEvents().some((e) => e.event === 'begin_checkout')).toBe(true),
    );
    await userEvent.click(placeButton());

    expect(await screen.findByTestId('order-number')).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('KRN-2611-000001');
    const sent = requests.filter((r) => r.url === '/api/orders');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(sent[0]!.body).toEqual({
      Items: [{ ProductId: 323, VariantId: null, Qty: 3 }],
      AddressId: 1,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'cod',
      ExpectedAmountPayable: aBill(3).AmountPayable,
    });
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().orderProcess.placedOrder?.OrderNumber).toBe('KRN-2611-000001');
    const purchase = getTrackedEvents().find((e) => e.event === 'purchase');
    expect(purchase?.params).toMatchObject({
      transaction_id: 'KRN-2611-000001',
      currency: 'INR',
      value: order.AmountPayable / 100,
    });
  });

  it('a shopper with a mobile ticks “Send order updates on WhatsApp”: the order asks for them', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
      '/profile/whatsapp': { OptedIn: false, OptedInAt: null, PhoneNumber: null, Available: true },
    });
    renderCheckout();
    const tick = await screen.findByRole('checkbox', {
      name: 'Send order updates on WhatsApp to 98xxxxxx10',
    });
    expect((tick as HTMLInputElement).checked).toBe(false);
    await userEvent.click(tick);
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/orders')).toHaveLength(1));
    expect(requests.find((r) => r.url === '/api/orders')!.body).toMatchObject({
      WhatsAppUpdates: true,
    });
  });

  it('offers no WhatsApp tick box when the store sends none, and sends no WhatsAppUpdates', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
      '/profile/whatsapp': { OptedIn: false, OptedInAt: null, PhoneNumber: null, Available: false },
    });
    renderCheckout();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/profile/whatsapp')).toBe(true));
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).toBeNull();
    await userEvent.click(placeButton());
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/orders')).toHaveLength(1));
    expect(requests.find((r) => r.url === '/api/orders')!.body).not.toHaveProperty(
      'WhatsAppUpdates',
    );
  });

  it('buys for a business: a wrong GSTIN holds Place order, a right one (typed lower case) goes with the order', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
    });
    renderCheckout();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByText('Buying for a business? Add GSTIN'));
    const gstin = screen.getByLabelText('GSTIN');
    await userEvent.type(gstin, '27aapfu0939f1zw');
    expect(await screen.findByText('Check the GSTIN: 15 characters, like 29ABCDE1234F1Z5')).toBe(
      document.getElementById(gstin.getAttribute('aria-describedby')!),
    );
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Correct the GSTIN, or clear it').length).toBeGreaterThan(0);
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27aapfu0939f1zv');
    await userEvent.type(screen.getByLabelText('Business name (optional)'), 'Sharma Traders');
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/orders')).toHaveLength(1));
    expect(requests.find((r) => r.url === '/api/orders')!.body).toMatchObject({
      BuyerGstin: '27AAPFU0939F1ZV',
      BuyerBusinessName: 'Sharma Traders',
    });
  });

  it('sends no GSTIN when the business part is left closed', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
    });
    renderCheckout();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/orders')).toHaveLength(1));
    expect(requests.find((r) => r.url === '/api/orders')!.body).not.toHaveProperty('BuyerGstin');
  });

  it("on PRICE_CHANGED quotes again and shows 'Product Updates Detected'", async () => {
    let quotes = 0;
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': () => {
        quotes += 1;
        const bill = aBill(3, quotes > 1 ? { AmountPayable: 66600 } : {});
        return jsonAnswer(200, aQuote({ Bill: bill }));
      },
      '/orders': () =>
        jsonAnswer(409, {
          Message: 'Product Updates Detected',
          ErrorDescription: 'The total is now ₹666.00 instead of ₹659.00.',
          Code: 'PRICE_CHANGED',
        }),
    });
    const { store } = renderCheckout();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(placeButton());

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Product Updates Detected')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Some items in your cart now have updated prices. Please review the changes before completing your order.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('bill-to-pay')[0]!.textContent).toBe('₹666.00'),
    );
    expect(quotes).toBeGreaterThan(1);
    expect(store.getState().orderData.isProductPriceUpdated).toBe(true);
    expect(store.getState().orderProcess.paymentFailed).toBe(true);
    expect(getTrackedEvents().find((e) => e.event === 'order_failed')?.params.error_code).toBe(
      'PRICE_CHANGED',
    );
    expect(requests.filter((r) => r.url === '/api/orders')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("starts at the address the header names, and the header follows checkout's address", async () => {
    const office = anAddress({
      AddressId: 2,
      Pincode: '110001',
      State: 'DL',
      City: 'New Delhi',
      Street: 'Janpath',
      IsDefault: false,
    });
    localStorage.setItem(
      DELIVERY_LOCATION_KEY,
      JSON.stringify({ Pincode: '110001', AddressId: 2, Owner: '7' }),
    );
    mockApi({
      ...ANSWERS,
      '/addresses': { Addresses: [anAddress(), office], DefaultAddressId: 1 },
      '/checkout/quote': aQuote(),
    });
    const first = renderCheckout();
    expect((await screen.findByTestId('checkout-address')).textContent).toContain('Janpath');
    first.unmount();

    // a pincode typed at the top that no saved address has: the header follows checkout's address
    forgetDeliveryLocation();
    localStorage.setItem(DELIVERY_LOCATION_KEY, '744101');
    renderCheckout();
    expect((await screen.findAllByTestId('checkout-address')).at(-1)!.textContent).toContain(
      'MG Road',
    );
    await waitFor(() => expect(readDeliveryLocation()?.Pincode).toBe('560001'));
  });

  it('offers Remove on a line the server says is sold out', async () => {
    mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote({
        Problems: [
          {
            ProductId: 323,
            VariantId: null,
            Code: 'OUT_OF_STOCK',
            Message: "Johnson's Baby Shampoo is out of stock",
            AvailableQty: 0,
          },
        ],
      }),
    });
    const { store } = renderCheckout();
    const line = (await screen.findAllByTestId('checkout-line'))[0]!;
    await within(line).findByText("Johnson's Baby Shampoo is out of stock");
    await userEvent.click(within(line).getByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(store.getState().cart.items).toEqual([]));
  });

  it('applies a coupon and says what it saves; a coupon that does not apply says why', async () => {
    mockApi({
      ...ANSWERS,
      '/checkout/quote': (_url, request) => {
        const last = request.body as { CouponCode?: string };
        if (last.CouponCode === 'WELCOME100')
          return jsonAnswer(
            200,
            aQuote({
              Bill: aBill(3, { CouponCode: 'WELCOME100', CouponDiscount: 10000 }),
              Coupon: { Code: 'WELCOME100', Applied: true, Discount: 10000, Message: 'Applied' },
              CouponHint: null,
            }),
          );
        if (last.CouponCode)
          return jsonAnswer(
            200,
            aQuote({
              Coupon: {
                Code: last.CouponCode,
                Applied: false,
                Discount: 0,
                Message: `${last.CouponCode} is not a valid coupon`,
              },
            }),
          );
        return jsonAnswer(200, aQuote());
      },
    });
    const { store } = renderCheckout();
    expect(await screen.findByText('Use WELCOME100 to save ₹100.00')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Coupon code'), 'nosuch');
    await userEvent.click(screen.getByRole('button', { name: /^Apply$/ }));
    await waitFor(() =>
      expect(screen.getByTestId('coupon-status').textContent).toContain(
        'NOSUCH is not a valid coupon',
      ),
    );
    // pending, not in the way of paying
    expect(screen.queryByTestId('place-order-blocker')).toBeNull();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon NOSUCH' }));
    // the hint's button (the offers list has one too)
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply WELCOME100' }))[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('coupon-status').querySelector('p')?.textContent).toBe(
        'WELCOME100 applied. You save ₹100.00.',
      ),
    );
    expect(screen.getAllByTestId('bill-coupon')[0]!.textContent).toBe('−₹100.00');
    expect(store.getState().orderProcess.appliedCouponsData).toMatchObject({
      Code: 'WELCOME100',
      Outcome: { Applied: true, Discount: 10000 },
    });
  });

  it('keeps a coupon that does not apply pending: says why, places the order without it, drops it on leaving', async () => {
    const shortOf = 'Add ₹499.00 more to use WELCOME100';
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': () =>
        jsonAnswer(
          200,
          aQuote({
            Coupon: { Code: 'WELCOME100', Applied: false, Discount: 0, Message: shortOf },
            CouponHint: null,
          }),
        ),
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
    });
    // a coupon applied on an earlier visit, persisted with the order process
    const preloaded = {
      user: signedInUserState(),
      cart: {
        ...cartSlice.getInitialState(),
        items: [LINE],
        status: 'ready' as const,
        priceChecked: true,
      },
      orderProcess: {
        ...orderProcessSlice.getInitialState(),
        appliedCouponsData: { Code: 'WELCOME100', Outcome: null },
      },
    };
    const view = renderWithStore(<AppContent />, {
      route: '/order/checkout',
      preloadedState: preloaded,
    });
    await waitFor(() =>
      expect(screen.getByTestId('coupon-status').querySelector('p')?.textContent).toBe(
        `Not applied. ${shortOf}. You can still place your order without it.`,
      ),
    );
    const offer = within(screen.getByRole('list', { name: 'Offers for you' }));
    expect(offer.getByText('Not applied')).toBeTruthy();
    expect(offer.queryByText('Applied')).toBeNull();
    expect(screen.queryByTestId('place-order-blocker')).toBeNull();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/orders')).toHaveLength(1));
    const sent = requests.find((r) => r.url === '/api/orders')!.body as object;
    expect(sent).not.toHaveProperty('CouponCode');

    // another visit: leaving the page with the coupon still pending drops it
    const again = renderWithStore(<AppContent />, {
      route: '/order/checkout',
      preloadedState: preloaded,
    });
    view.unmount();
    await waitFor(() =>
      expect(again.store.getState().orderProcess.appliedCouponsData?.Outcome?.Applied).toBe(false),
    );
    again.unmount();
    expect(again.store.getState().orderProcess.appliedCouponsData).toBeNull();
  });
});

describe('checkout delivery slots', () => {
  const slot = (date: string, id: number, starts: string, ends: string, remaining: number) => ({
    SlotId: `${date}_${id}`,
    Date: date,
    Starts: starts,
    Ends: ends,
    Remaining: remaining,
    IsFull: remaining === 0,
  });
  const SLOTS = {
    IsEnabled: true,
    Days: [
      { Date: '2026-11-30', Slots: [slot('2026-11-30', 2, '18:00', '21:00', 0)] },
      {
        Date: '2026-12-01',
        Slots: [
          slot('2026-12-01', 1, '07:00', '09:00', 3),
          slot('2026-12-01', 2, '18:00', '21:00', 0),
        ],
      },
      { Date: '2026-12-02', Slots: [slot('2026-12-02', 1, '07:00', '09:00', 10)] },
    ],
  };

  it('asks for a slot when the store offers them: day tabs, a full window disabled, Place order waits, the slot is sent', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/delivery-slots': SLOTS,
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
    });
    renderCheckout();
    const tabs = await screen.findByRole('tablist', { name: 'Delivery day' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Today', 'Tomorrow', 'Wed, 2 Dec']);
    // today has nothing open: tomorrow is shown first
    expect(within(tabs).getByRole('tab', { name: 'Tomorrow' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const morning = screen.getByRole('radio', { name: /^7:00 am – 9:00 am/ });
    const evening = screen.getByRole('radio', { name: /^6:00 pm – 9:00 pm/ });
    expect((evening as HTMLInputElement).disabled).toBe(true);
    expect(evening.closest('label')?.textContent).toContain('Full');
    expect(morning.closest('label')?.textContent).toContain('3 left');
    await screen.findByTestId('payment-fee-cod');
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Choose a delivery slot').length).toBeGreaterThan(0);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Today' }));
    expect(screen.getByText(/Every slot on this day is taken/)).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Tomorrow' }));
    await userEvent.click(screen.getByRole('radio', { name: /^7:00 am – 9:00 am/ }));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(placeButton());
    await screen.findByTestId('order-number');
    const sent = requests.find((r) => r.url === '/api/orders')!.body as object;
    expect(sent).toMatchObject({ DeliverySlotId: '2026-12-01_1' });
  });

  it('says so when no slot is open, and offers Try again when the slots cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/delivery-slots': () =>
        ++calls === 1
          ? jsonAnswer(500, { Message: 'Something went wrong', Code: 'INTERNAL' })
          : jsonAnswer(200, {
              IsEnabled: true,
              Days: [{ Date: '2026-11-30', Slots: [slot('2026-11-30', 1, '07:00', '09:00', 0)] }],
            }),
    });
    renderCheckout();
    expect(await screen.findByText('We could not load the delivery slots')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Please try again' }));
    expect(await screen.findByText('No delivery slots are open')).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends no slot and shows no step while the store offers none', async () => {
    const requests = mockApi({
      ...ANSWERS,
      '/checkout/quote': aQuote(),
      '/delivery-slots': { IsEnabled: false, Days: [] },
      '/orders': () => jsonAnswer(201, { Order: anOrder() }),
    });
    renderCheckout();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('tablist', { name: 'Delivery day' })).toBeNull();
    await userEvent.click(placeButton());
    await screen.findByTestId('order-number');
    const sent = requests.find((r) => r.url === '/api/orders')!.body as object;
    expect(sent).not.toHaveProperty('DeliverySlotId');
  });
});
