import { describe, expect, it } from 'vitest';
import { AdminRefundStatusBody, PAYOUT_REFERENCE_MESSAGE, UpiPayoutReference } from './refunds';

// What the store may type as a UPI refund's payout reference: a UPI RRN (12 digits) or, for an
// IMPS/NEFT/RTGS fallback, the bank's UTR (16 to 22 letters and digits); spaces taken out.

describe('a UPI payout reference', () => {
  it.each([
    ['412345678901', '412345678901'],
    [' 4123 4567 8901 ', '412345678901'],
    ['HDFCN52022012345', 'HDFCN52022012345'], // NEFT, 16
    ['hdfcr52022012345678901', 'HDFCR52022012345678901'], // RTGS, 22, in capitals
    ['1234567890123456', '1234567890123456'],
  ])('takes %j as %j', (typed, kept) => {
    expect(UpiPayoutReference.parse(typed)).toBe(kept);
  });

  it.each([
    'UPI-REF-40211',
    '12345678901',
    '1234567890123',
    '123456789012345',
    'A'.repeat(23),
    'HDFC/N52022012345',
    '',
    '   ',
  ])('refuses %j, naming the field', (typed) => {
    const r = AdminRefundStatusBody.safeParse({ Status: 'refunded', PayoutReference: typed });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['PayoutReference', PAYOUT_REFERENCE_MESSAGE],
    ]);
  });
});
