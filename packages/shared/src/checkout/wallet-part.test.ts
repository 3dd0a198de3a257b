import { describe, expect, it } from 'vitest';
import { MIN_ONLINE_PAISE } from './checkout';
import { walletPartFor, walletPartProblem } from './wallet-part';

describe('the wallet part beside a payment method', () => {
  it('is the whole bill with the wallet method, and nothing else is', () => {
    expect(walletPartFor('wallet', 5_000, 100, false)).toBe(5_000);
    expect(walletPartProblem('wallet', 5_000, 5_000)).toBeNull();
    expect(walletPartProblem('wallet', 5_000, 4_999)).toBe('must_pay_all');
  });

  it('leaves an online method at least the gateway minimum, and any other method something', () => {
    expect(walletPartFor('sandbox', 5_000, 10_000, true)).toBe(5_000 - MIN_ONLINE_PAISE);
    expect(walletPartFor('razorpay', 5_000, 1_000, true)).toBe(1_000);
    expect(walletPartFor('cod', 5_000, 10_000, false)).toBe(0);
    expect(walletPartFor(null, 50, 10_000, true)).toBe(0);
    expect(walletPartProblem('razorpay', 5_000, 5_000 - MIN_ONLINE_PAISE)).toBeNull();
    expect(walletPartProblem('razorpay', 5_000, 5_000 - MIN_ONLINE_PAISE + 1)).toBe(
      'leaves_too_little_online',
    );
    expect(walletPartProblem('cod', 5_000, 4_999)).toBeNull();
    expect(walletPartProblem('cod', 5_000, 5_000)).toBe('covers_order');
    expect(walletPartProblem('cod', 5_000, 0)).toBeNull();
  });

  it('is always a part the rule allows, whichever method pays the rest', () => {
    for (const method of ['cod', 'razorpay', 'sandbox'] as const)
      for (const [payable, balance] of [
        [5_000, 10_000],
        [5_000, 200],
        [150, 10_000],
      ] as const)
        expect(
          walletPartProblem(method, payable, walletPartFor(null, payable, balance, true)),
        ).toBeNull();
  });
});
