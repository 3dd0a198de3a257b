import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@kirana/shared';
import { aPaidOrder } from './orders-test-kit';
import { cancelledMessage, hasOnlinePaidPart, paymentText, refundWhere } from './payment-text';

const order = aPaidOrder;

describe('payment text', () => {
  it('a wallet part and an online part paid through Razorpay', () => {
    const o = order(
      { WalletAmount: 20000, RestAmount: 104900, PaidAmount: 124900, Provider: 'razorpay' },
      { PaymentMethodId: 'razorpay' },
    );
    expect(paymentText(o)).toEqual({
      paid: 'Paid ₹200.00 from wallet + ₹1,049.00 by UPI/card (Razorpay)',
      due: null,
      refunded: null,
    });
    expect(hasOnlinePaidPart(o)).toBe(true);
  });

  it('cash on delivery: what is due at the door, after any wallet part', () => {
    const o = order({ WalletAmount: 10000, RestAmount: 55900, PaidAmount: 10000 });
    expect(paymentText(o)).toEqual({
      paid: 'Paid ₹100.00 from wallet',
      due: 'Pay ₹559.00 on delivery',
      refunded: null,
    });
    expect(hasOnlinePaidPart(o)).toBe(false);
    const delivered = order({ RestAmount: 65900, PaidAmount: 65900 }, { Status: 'delivered' });
    expect(paymentText(delivered).paid).toBe('Paid ₹659.00 in cash on delivery');
  });

  it('a cancelled order owes nothing and says what came back', () => {
    const o = order(
      { WalletAmount: 65900, RestAmount: 0, PaidAmount: 65900, RefundedAmount: 65900 },
      { Status: 'cancelled', PaymentMethodId: 'wallet' },
    );
    expect(paymentText(o)).toMatchObject({ due: null, refunded: 'Refunded ₹659.00' });
  });

  it('a refund says where its money went, and the cancellation says it without contradicting it', () => {
    const refund = (over: Partial<OrderDetails['Refunds'][number]>) => ({
      RefundId: 1,
      Status: 'refunded' as const,
      Amount: 65900,
      WalletAmount: 0,
      SourceAmount: 0,
      UpiAmount: 0,
      CreditNoteNumber: null,
      ...over,
    });
    const toWallet = refund({ WalletAmount: 65900 });
    expect(refundWhere(toWallet)).toBe('₹659.00 credited to your Kirana wallet');
    const split = refund({ Status: 'approved', WalletAmount: 10000, SourceAmount: 55900 });
    expect(refundWhere(split)).toBe(
      '₹100.00 credited to your Kirana wallet · ₹559.00 on its way to your original payment method (usually 5–7 working days)',
    );
    expect(refundWhere(refund({ SourceAmount: 65900 }))).toBe(
      '₹659.00 back on your original payment method',
    );
    expect(refundWhere(refund({ Status: 'approved', UpiAmount: 65900 }))).toBe(
      '₹659.00 on its way to your UPI id',
    );

    const o = order({}, { OrderNumber: 'KRN-2611-000001', Refunds: [toWallet] });
    expect(cancelledMessage(o)).toBe(
      'Order KRN-2611-000001 is cancelled. ₹659.00 is back in your Kirana wallet.',
    );
    expect(cancelledMessage({ ...o, Refunds: [split] })).toBe(
      'Order KRN-2611-000001 is cancelled. ₹100.00 is back in your Kirana wallet; ₹559.00 is on its way to your original payment method (usually 5–7 working days).',
    );
    expect(cancelledMessage({ ...o, Refunds: [] })).toBe('Order KRN-2611-000001 is cancelled.');
  });
});
