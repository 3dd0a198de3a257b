import { describe, expect, it } from 'vitest';
import {
  clampQty,
  returnTotal,
  serverReturnErrors,
  toReturnBody,
  validateReturn,
  type ReturnFormValues,
} from './return-form';
import { someReturnOptions } from './refunds-test-kit';
import { testI18n } from '../../app/test-utils';
import { translatorOf } from '../../lib/i18n';

const t = translatorOf(testI18n('en'));

const { Lines } = someReturnOptions();
const values = (over: Partial<ReturnFormValues> = {}): ReturnFormValues => ({
  choices: { '323:simple': 2 },
  reason: 'Damaged or defective',
  comment: '',
  destination: 'wallet',
  upiId: '',
  photoIds: [],
  ...over,
});

describe('return form rules', () => {
  it('keeps a quantity within 1 and the returnable quantity', () => {
    expect([clampQty(0, 3), clampQty(2, 3), clampQty(9, 3), clampQty(Number.NaN, 3)]).toEqual([
      1, 2, 3, 1,
    ]);
  });

  it('totals the chosen lines at their unit refund', () => {
    expect(returnTotal(Lines, { '323:simple': 2 })).toBe(43000);
    expect(returnTotal(Lines, {})).toBe(0);
  });

  it('builds the body: chosen lines, trimmed comment, the UPI id only for a UPI payout', () => {
    expect(toReturnBody(5, Lines, values({ comment: '  Cap broken  ' }))).toEqual({
      OrderId: 5,
      Lines: [{ ProductId: 323, VariantId: null, Qty: 2 }],
      Reason: 'Damaged or defective',
      Comment: 'Cap broken',
      Destination: 'wallet',
      PhotoIds: [],
    });
    const upi = toReturnBody(5, Lines, values({ destination: 'upi', upiId: ' asha@okaxis ' }));
    expect(upi).toMatchObject({ Destination: 'upi', UpiId: 'asha@okaxis' });
  });

  it('finds what the shared contract refuses', () => {
    expect(validateReturn(5, Lines, values(), t)).toEqual({});
    expect(
      validateReturn(5, Lines, values({ choices: {}, reason: '', destination: null }), t),
    ).toEqual({
      Lines: 'Choose at least one item to return',
      Reason: 'Choose a reason for the return',
      Destination: 'Choose where the money should go',
    });
    expect(validateReturn(5, Lines, values({ destination: 'upi', upiId: 'asha' }), t).UpiId).toBe(
      'Enter a UPI id like name@bank',
    );
    expect(validateReturn(5, Lines, values({ destination: 'upi' }), t).UpiId).toBe(
      'Enter the UPI id to send the refund to',
    );
  });

  it("maps a 400's Fields onto the form, naming the line a line error is about", () => {
    const sent = toReturnBody(5, Lines, values());
    expect(
      serverReturnErrors(
        [
          { Field: 'body.UpiId', Message: 'Enter a UPI id like name@bank' },
          { Field: 'Lines.0.Qty', Message: 'Only 1 left to return' },
          { Field: 'Unknown', Message: 'ignored' },
        ],
        sent,
        Lines,
        t,
      ),
    ).toEqual({
      UpiId: 'Enter a UPI id like name@bank',
      Lines: "Johnson's Baby Shampoo: Only 1 left to return",
    });
  });
});
