import { describe, expect, it } from 'vitest';
import { formatInr } from '@kirana/shared';
import { refundMessageText } from './refund-messages';
import type { RefundRow } from './refund-store';

// What the refund messages say: where the money goes, and that a bank takes days to show a
// refund sent back to the UPI app or card (the gateway's "processed" is not money in the account).

const refund = (over: Partial<RefundRow>): RefundRow =>
  ({
    id: 42,
    kind: 'cancellation',
    amountPaise: 150_000,
    walletPaise: 0,
    sourcePaise: 0,
    upiPaise: 0,
    upiId: null,
    payoutReference: null,
    rejectReason: null,
    ...over,
  }) as RefundRow;

describe('refund messages', () => {
  it('says where each part of a split refund went, and the bank delay of the source part', () => {
    const text = refundMessageText(
      refund({ walletPaise: 50_000, sourcePaise: 100_000 }),
      'refunded',
      'KRN-2611-000017',
    );
    expect(text).toBe(
      `We have paid out your refund RF-000042 of ${formatInr(150_000)} for order KRN-2611-000017. ` +
        `${formatInr(50_000)} is in your Kirana wallet. ` +
        `${formatInr(100_000)} was sent back to the UPI app or card you paid with; banks usually take 5–7 working days to show it.`,
    );
  });

  it('tells a return that the money waits for the pickup, and a rejection its reason', () => {
    const ret = refund({ kind: 'return', walletPaise: 150_000 });
    expect(refundMessageText(ret, 'approved', 'KRN-1')).toContain(
      'the money is sent once they are picked up',
    );
    expect(refundMessageText(ret, 'picked_up', 'KRN-1')).toContain(
      `${formatInr(150_000)} goes to your Kirana wallet.`,
    );
    expect(
      refundMessageText({ ...ret, rejectReason: 'The seal was broken' }, 'rejected', 'KRN-1'),
    ).toMatch(/could not accept the return of .*: The seal was broken$/);
  });
});
