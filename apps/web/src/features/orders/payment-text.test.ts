import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@kirana/shared';
import { testI18n } from '../../app/test-utils';
import { translatorOf } from '../../lib/i18n';
import { formatDateTime } from './format';
import { aPaidOrder } from './orders-test-kit';
import { cancelledMessage, hasOnlinePaidPart, paymentText, refundWhere } from './payment-text';

const order = aPaidOrder;
const t = translatorOf(testI18n('en'));
const hi = translatorOf(testI18n('hi'));

describe('payment text', () => {
  it('a wallet part and an online part paid through Razorpay', () => {
    const o = order(
      { WalletAmount: 20000, RestAmount: 104900, PaidAmount: 124900, Provider: 'razorpay' },
      { PaymentMethodId: 'razorpay' },
    );
    expect(paymentText(t, o, formatDateTime)).toEqual({
      paid: 'Paid ₹200.00 from wallet + ₹1,049.00 by UPI/card (Razorpay)',
      due: null,
      refunded: null,
    });
    expect(hasOnlinePaidPart(o)).toBe(true);
  });

  it('cash on delivery: what is due at the door, after any wallet part', () => {
    const o = order({ WalletAmount: 10000, RestAmount: 55900, PaidAmount: 10000 });
    expect(paymentText(t, o, formatDateTime)).toEqual({
      paid: 'Paid ₹100.00 from wallet',
      due: 'Pay ₹559.00 on delivery',
      refunded: null,
    });
    expect(hasOnlinePaidPart(o)).toBe(false);
    const delivered = order({ RestAmount: 65900, PaidAmount: 65900 }, { Status: 'delivered' });
    expect(paymentText(t, delivered, formatDateTime).paid).toBe('Paid ₹659.00 in cash on delivery');
  });

  it('a cancelled order owes nothing and says what came back', () => {
    const o = order(
      { WalletAmount: 65900, RestAmount: 0, PaidAmount: 65900, RefundedAmount: 65900 },
      { Status: 'cancelled', PaymentMethodId: 'wallet' },
    );
    expect(paymentText(t, o, formatDateTime)).toMatchObject({
      due: null,
      refunded: 'Refunded ₹659.00',
    });
  });

  it('a refund says where its money went, and the cancellation says it without contradicting it', () => {
    const refund = (over: Partial<OrderDetails['Refunds'][number]>) => ({
      RefundId: 1,
      RefundNumber: 'RF-000001',
      Kind: 'cancellation' as const,
      Status: 'refunded' as const,
      Amount: 65900,
      WalletAmount: 0,
      SourceAmount: 0,
      UpiAmount: 0,
      CreditNoteNumber: null,
      ...over,
    });
    const toWallet = refund({ WalletAmount: 65900 });
    expect(refundWhere(t, toWallet)).toBe('₹659.00 credited to your Kirana wallet');
    const split = refund({ Status: 'approved', WalletAmount: 10000, SourceAmount: 55900 });
    expect(refundWhere(t, split)).toBe(
      '₹100.00 credited to your Kirana wallet · ₹559.00 on its way to your original payment method (usually 5–7 working days)',
    );
    expect(refundWhere(t, refund({ SourceAmount: 65900 }))).toBe(
      '₹659.00 back on your original payment method',
    );
    expect(refundWhere(t, refund({ Status: 'approved', UpiAmount: 65900 }))).toBe(
      '₹659.00 on its way to your UPI id',
    );

    const o = order({}, { OrderNumber: 'KRN-2611-000001', Refunds: [toWallet] });
    expect(cancelledMessage(t, o)).toBe(
      'Order KRN-2611-000001 is cancelled. ₹659.00 is back in your Kirana wallet.',
    );
    expect(cancelledMessage(t, { ...o, Refunds: [split] })).toBe(
      'Order KRN-2611-000001 is cancelled. ₹100.00 is back in your Kirana wallet; ₹559.00 is on its way to your original payment method (usually 5–7 working days).',
    );
    expect(cancelledMessage(t, { ...o, Refunds: [] })).toBe('Order KRN-2611-000001 is cancelled.');
  });

  it('in Hindi, with the money still Indian', () => {
    const o = order({ WalletAmount: 10000, RestAmount: 55900, PaidAmount: 10000 });
    expect(paymentText(hi, o, formatDateTime)).toEqual({
      paid: 'भुगतान किया: ₹100.00 वॉलेट से',
      due: 'डिलीवरी पर ₹559.00 चुकाएँ',
      refunded: null,
    });
  });
});
