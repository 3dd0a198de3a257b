// #28: the console's cancel asks for a reason with none chosen (one press sent "Out of stock"),
// in its own words (no browser bubble); the order page reads the reason and the store's default
// delivery method in the reader's language, never the words saved in the canceller's language.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetails } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage, appT } from '../../lib/i18n';
import { OrderActions } from './order-actions';
import { cancelReasonWords, deliveryMethodWords } from './order-words';

const order = (over: Partial<AdminOrderDetails> = {}) =>
  ({
    OrderId: 7,
    Status: 'confirmed',
    PaymentMethodId: 'wallet',
    IsTestOrder: false,
    NextStatuses: ['packed', 'cancelled'],
    CodCollectedAt: null,
    CodCollectedBy: null,
    Version: '1767225600000-4',
    Lines: [],
    ...over,
  }) as AdminOrderDetails;

describe('cancelling an order in the console', () => {
  afterEach(() => activateLanguage('en'));

  it('sends nothing until a reason is chosen, and says so in its own words', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/admin/me': meOf('owner'),
      'POST /admin/orders/7/cancel': async (req: Request) => {
        bodies.push(await req.json());
        return { OrderDetails: order({ Status: 'cancelled' }) };
      },
    });
    renderInConsole(<OrderActions order={order()} />);
    fireEvent.click(await screen.findByRole('button', { name: /Cancel order/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order' });
    const form = dialog.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    const reason = within(dialog).getByLabelText('Reason') as HTMLSelectElement;
    expect(reason.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Choose why the order is cancelled')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    // 'other' asks for the store's words: too short is the dialog's message, not the browser's
    fireEvent.change(reason, { target: { value: 'other' } });
    const words = within(dialog).getAllByLabelText('Reason')[1]!;
    fireEvent.change(words, { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Enter at least 3 characters')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(words, { target: { value: 'Shop closed for Diwali' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ Reason: 'Shop closed for Diwali', ReasonCode: 'other' }]),
    );
  });

  it('asks in Hindi in Hindi mode', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner') });
    renderInConsole(<OrderActions order={order()} />);
    fireEvent.click(await screen.findByRole('button', { name: /ऑर्डर रद्द करें/ }));
    const dialog = screen.getByRole('dialog', { name: 'ऑर्डर रद्द करें' });
    expect(within(dialog).getByRole('option', { name: 'कारण चुनें' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    expect(await within(dialog).findByText('चुनें कि ऑर्डर क्यों रद्द हो रहा है')).toBeTruthy();
  });
});

describe('an order’s stored words in the reader’s language', () => {
  afterEach(() => activateLanguage('en'));

  it('reads a preset reason by its code, the shopper’s by its words, “other” as written', async () => {
    const saved = (CancelReason: string, CancelReasonCode: AdminOrderDetails['CancelReasonCode']) =>
      ({ CancelReason, CancelReasonCode }) as const;
    // saved in Hindi by an older console: the English reader still gets the code's English
    expect(cancelReasonWords(appT, saved('स्टॉक में नहीं', 'out_of_stock'))).toBe('Out of stock');
    await activateLanguage('hi');
    expect(cancelReasonWords(appT, saved('Out of stock', 'out_of_stock'))).toBe('स्टॉक में नहीं');
    expect(cancelReasonWords(appT, saved('Payment issue', 'payment_issue'))).toBe('भुगतान में समस्या');
    expect(cancelReasonWords(appT, saved('Ordered by mistake', null))).toBe('गलती से ऑर्डर हो गया');
    expect(cancelReasonWords(appT, saved('Shop closed for Diwali', 'other'))).toBe(
      'Shop closed for Diwali',
    );
    expect(cancelReasonWords(appT, { CancelReason: null, CancelReasonCode: null })).toBeNull();
  });

  it('reads the default delivery methods in Hindi, an owner’s own name as written', async () => {
    await activateLanguage('hi');
    expect(deliveryMethodWords(appT, 'Standard delivery')).toBe('स्टैंडर्ड डिलीवरी');
    expect(deliveryMethodWords(appT, 'Next-day delivery')).toBe('अगले दिन डिलीवरी');
    expect(deliveryMethodWords(appT, 'Bike in an hour')).toBe('Bike in an hour');
    expect(deliveryMethodWords(appT, 'constructor')).toBe('constructor');
  });
});
