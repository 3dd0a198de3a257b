import { describe, expect, it } from 'vitest';
import { aPaidOrder } from './orders-test-kit';
import { hasOnlinePaidPart, paymentText } from './payment-text';

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
});
