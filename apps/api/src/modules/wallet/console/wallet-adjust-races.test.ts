import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithOtp } from '../../auth/auth-test-kit';
import { adjust } from '../../customers/customers-test-kit';
import { staffSession } from '../../staff/staff-test-kit';
import { startTestApp, type TestApp } from '../../../test/harness';
import { describeRaces } from '../../../test/races';
import { balanceOf, ledgerSum } from '../wallet-test-kit';

// Concurrent console debits of one wallet on PostgreSQL: the guarded UPDATE lets only as many
// through as the balance covers; the balance never goes below zero and equals its ledger.

describeRaces('wallet adjustment races', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: 100_000 });
    token = (await staffSession(t, 'manager')).token;
  });
  afterAll(() => t?.close());

  it('20 concurrent debits of ₹30 from ₹100 let three through and none below zero', async () => {
    const userId = (await signInWithOtp(t, 'email', 'wallet-race@example.com')).UserData.UserId;
    expect(
      (await adjust(t, token, userId, { AmountPaise: 10_000, Reason: 'Opening' })).status,
    ).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adjust(t, token, userId, { AmountPaise: -3_000, Reason: `Debit ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBe(3);
    expect(statuses.filter((s) => s === 409).length).toBe(17);
    expect(await balanceOf(t, userId)).toBe(1_000);
    expect(await ledgerSum(t, userId)).toBe(1_000);
  });

  it('the same key sent 20 times at once credits once', async () => {
    const userId = (await signInWithOtp(t, 'email', 'wallet-race-2@example.com')).UserData.UserId;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjust(t, token, userId, { AmountPaise: 4_200, Reason: 'Once only' }, 'one-key-for-all-20'),
      ),
    );
    expect(answers.filter((a) => a.status === 201).length).toBe(1);
    expect(answers.filter((a) => a.status === 200).length).toBe(19);
    expect(await balanceOf(t, userId)).toBe(4_200);
    expect(await ledgerSum(t, userId)).toBe(4_200);
  });
});
