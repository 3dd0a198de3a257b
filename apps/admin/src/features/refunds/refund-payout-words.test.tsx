// A UPI refund still to pay out: the return page says "to refund" (not "refunded") beside what
// the order paid until the payout is marked paid, and the payout's reference is asked on one line
// (a 12-digit code in a one-line box, not a 3-line textarea).
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRefundDetails } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { RefundActions } from './refund-actions';
import { RefundedSoFar } from './refunded-so-far';

const OWED: AdminRefundDetails = {
  RefundId: 12,
  RefundNumber: 'RF-000012',
  OrderId: 40,
  OrderNumber: 'KR-1040',
  Kind: 'return',
  Status: 'picked_up',
  Amount: 23_456,
  Destination: 'upi',
  CreatedAt: '2026-03-04T18:45:00Z',
  ItemCount: 1,
  Lines: [],
  Timeline: [],
  Reason: 'Damaged or defective',
  Comment: null,
  RejectReason: null,
  WalletAmount: 0,
  SourceAmount: 0,
  UpiAmount: 23_456,
  UpiId: 'asha.rao@okhdfc',
  GatewayRefundId: null,
  PayoutReference: null,
  CreditNoteNumber: null,
  PhotoIds: [],
  UserId: 7,
  Customer: { UserId: 7, Name: 'Asha Rao', Email: null, Phone: '9876501234' },
  Order: {
    OrderId: 40,
    OrderNumber: 'KR-1040',
    Status: 'delivered',
    PaymentMethod: 'cod',
    AmountPayable: 50_000,
    Paid: 50_000,
    Refunded: 23_456,
    PlacedAt: '2026-03-01T10:00:00Z',
  },
  MoneyTrail: [
    {
      Destination: 'upi',
      Amount: 23_456,
      Status: 'to_pay',
      Reference: null,
      To: 'asha.rao@okhdfc',
      At: null,
    },
  ],
  Photos: [],
};

const PAID: AdminRefundDetails = {
  ...OWED,
  Status: 'refunded',
  PayoutReference: '412345678901',
  MoneyTrail: [{ ...OWED.MoneyTrail[0]!, Status: 'paid', Reference: '412345678901' }],
};

afterEach(() => activateLanguage('en'));

describe('a UPI refund on the return page', () => {
  it('says “to refund” while the payout is unpaid, and “refunded” once paid', () => {
    const { container, unmount } = renderInConsole(<RefundedSoFar refund={OWED} />);
    expect(container.textContent).toBe(' (to refund ₹234.56)');
    unmount();
    const paid = renderInConsole(<RefundedSoFar refund={PAID} />);
    expect(paid.container.textContent).toBe(' (refunded ₹234.56)');
  });

  it('splits what went back already from what is still to pay', () => {
    const both = { ...OWED, Order: { ...OWED.Order, Refunded: 33_456 } };
    const { container } = renderInConsole(<RefundedSoFar refund={both} />);
    expect(container.textContent).toBe(' (refunded ₹100.00, to refund ₹234.56)');
  });

  it('says it in Hindi', async () => {
    await activateLanguage('hi');
    const { container } = renderInConsole(<RefundedSoFar refund={OWED} />);
    expect(container.textContent).toBe(' (लौटाने बाकी ₹234.56)');
  });

  it('asks the payout’s reference on one line', async () => {
    mockApi({ '/admin/me': meOf('owner') });
    renderInConsole(<RefundActions refund={OWED} />, { route: '/returns/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark UPI paid' }));
    const box = screen.getByRole('textbox', { name: /UPI payout reference/ });
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('autocapitalize')).toBe('characters');
  });
});
