import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiErrorBody, WalletAdjustmentAnswer, WalletTransactionsAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { signInWithOtp } from '../../auth/auth-test-kit';
import { adjust, auditOf } from '../../customers/customers-test-kit';
import { call, callerTokens, type Caller } from '../../staff/staff-test-kit';
import { balanceOf, ledgerSum } from '../wallet-test-kit';
import { walletLedger } from '../wallet.tables';

// The store owner's wallet adjustments: a credit or a debit with a reason, written to the ledger
// with who made it, never below zero, once per Idempotency-Key, audited in the same transaction.

describe.each(DB_KINDS)('wallet adjustments on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let shopperNo = 0;

  const aCustomer = async () =>
    (await signInWithOtp(t, 'email', `wallet-adjust-${++shopperNo}@example.com`)).UserData.UserId;
  const ledgerOf = (userId: number) =>
    t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: 100_000, OTP_REQUESTS_PER_IP: 100_000 });
    tokens = await callerTokens(t);
  });
  afterAll(() => t?.close());

  it('credits and debits with the reason and the staff member, audited before/after', async () => {
    const userId = await aCustomer();
    const credit = await adjust(t, tokens.manager, userId, {
      AmountPaise: 25_000,
      Reason: '  Damaged parcel goodwill ',
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(WalletAdjustmentAnswer.parse(credit.body)).toMatchObject({
      Balance: 25_000,
      Replayed: false,
      Transaction: { Type: 'credit', Amount: 25_000, Description: 'Damaged parcel goodwill' },
    });
    const debit = await adjust(t, tokens.owner, userId, {
      AmountPaise: -10_050,
      Reason: 'Credited twice by mistake',
    });
    expect(debit.status, JSON.stringify(debit.body)).toBe(201);
    expect(WalletAdjustmentAnswer.parse(debit.body)).toMatchObject({
      Balance: 14_950,
      Transaction: { Type: 'debit', Amount: 10_050, BalanceAfter: 14_950 },
    });
    expect(await balanceOf(t, userId)).toBe(14_950);
    expect(await ledgerSum(t, userId)).toBe(14_950);
    const ledger = await ledgerOf(userId);
    expect(ledger.map((l) => [l.amountPaise, l.reason, l.note])).toEqual([
      [25_000, 'adjustment', 'Damaged parcel goodwill'],
      [-10_050, 'adjustment', 'Credited twice by mistake'],
    ]);
    expect(ledger.every((l) => l.staffId !== null && l.staffName)).toBe(true);
    const audit = await auditOf(t, 'wallet', userId);
    expect(audit.map((e) => [e.action, e.actorRole, e.before, e.after])).toEqual([
      [
        'wallet.credit',
        'manager',
        { Balance: 0 },
        expect.objectContaining({ Balance: 25_000, AmountPaise: 25_000 }),
      ],
      [
        'wallet.debit',
        'owner',
        { Balance: 25_000 },
        expect.objectContaining({ Balance: 14_950, AmountPaise: -10_050 }),
      ],
    ]);
  });

  it('shows the shopper the adjustment with its reason, never the staff member', async () => {
    const login = await signInWithOtp(t, 'email', `wallet-adjust-${++shopperNo}@example.com`);
    const userId = login.UserData.UserId;
    const made = await adjust(t, tokens.manager, userId, { AmountPaise: 999, Reason: 'Sorry!' });
    expect(made.status).toBe(201);
    const mine = await call(t, 'GET', '/wallet-transactions?pageNo=1', { token: login.Token });
    expect(mine.status).toBe(200);
    const { Transactions } = WalletTransactionsAnswer.parse(mine.body);
    expect(Transactions).toEqual([
      expect.objectContaining({ Type: 'credit', Amount: 999, Description: 'Sorry!' }),
    ]);
    expect(JSON.stringify(mine.body)).not.toContain('StaffName');
    const balance = await call(t, 'GET', '/wallet-data', { token: login.Token });
    expect(balance.body).toEqual({ Balance: 999 });
  });

  it('refuses a debit past the balance with 409 and writes nothing', async () => {
    const userId = await aCustomer();
    expect(
      (await adjust(t, tokens.owner, userId, { AmountPaise: 500, Reason: 'Goodwill' })).status,
    ).toBe(201);
    const res = await adjust(t, tokens.owner, userId, { AmountPaise: -501, Reason: 'Take back' });
    expect(res.status).toBe(409);
    expect(ApiErrorBody.parse(res.body).Code).toBe('WALLET_BALANCE_LOW');
    expect(await balanceOf(t, userId)).toBe(500);
    expect((await ledgerOf(userId)).length).toBe(1);
    expect((await auditOf(t, 'wallet', userId)).length).toBe(1);
    // a customer who never had a wallet cannot be debited either
    const empty = await aCustomer();
    expect((await adjust(t, tokens.owner, empty, { AmountPaise: -1, Reason: 'Oops' })).status).toBe(
      409,
    );
    expect(await ledgerOf(empty)).toEqual([]);
  });

  it('refuses zero, huge, fractional and non-number amounts and a bad reason with 400 naming the field', async () => {
    const userId = await aCustomer();
    const bad: [unknown, string][] = [
      [{ AmountPaise: 0, Reason: 'Goodwill' }, 'body.AmountPaise'],
      [{ AmountPaise: 10_000_001, Reason: 'Goodwill' }, 'body.AmountPaise'],
      [{ AmountPaise: -10_000_001, Reason: 'Goodwill' }, 'body.AmountPaise'],
      [{ AmountPaise: 2 ** 31, Reason: 'Goodwill' }, 'body.AmountPaise'],
      [{ AmountPaise: 10.5, Reason: 'Goodwill' }, 'body.AmountPaise'],
      [{ AmountPaise: '100', Reason: 'Goodwill' }, 'body.AmountPaise'],
      [{ AmountPaise: 100 }, 'body.Reason'],
      [{ AmountPaise: 100, Reason: '  a ' }, 'body.Reason'],
      [{ AmountPaise: 100, Reason: 'x'.repeat(201) }, 'body.Reason'],
      [{ AmountPaise: 100, Reason: 'Goodwill', Balance: 9 }, 'body'],
    ];
    for (const [body, field] of bad) {
      const res = await adjust(t, tokens.owner, userId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const fields = ApiErrorBody.parse(res.body).Fields?.map((f) => f.Field) ?? [];
      expect(
        fields.some((f) => f.startsWith(field)),
        `${JSON.stringify(body)} ${fields}`,
      ).toBe(true);
    }
    const noKey = await adjust(
      t,
      tokens.owner,
      userId,
      { AmountPaise: 100, Reason: 'Goodwill' },
      null,
    );
    expect(noKey.status).toBe(400);
    expect(await ledgerOf(userId)).toEqual([]);
    const missing = await adjust(t, tokens.owner, 2147483647, {
      AmountPaise: 100,
      Reason: 'Goodwill',
    });
    expect(missing.status).toBe(404);
  });

  it('moves the wallet once for the same Idempotency-Key, and refuses the key for another adjustment', async () => {
    const userId = await aCustomer();
    const other = await aCustomer();
    const key = `adjust-${userId}-retry`;
    const body = { AmountPaise: 7_500, Reason: 'Missing item' };
    const first = await adjust(t, tokens.owner, userId, body, key);
    const again = await adjust(t, tokens.owner, userId, body, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(WalletAdjustmentAnswer.parse(again.body)).toMatchObject({
      Replayed: true,
      Balance: 7_500,
    });
    expect(WalletAdjustmentAnswer.parse(again.body).Transaction).toEqual(
      WalletAdjustmentAnswer.parse(first.body).Transaction,
    );
    expect(await balanceOf(t, userId)).toBe(7_500);
    expect((await ledgerOf(userId)).length).toBe(1);
    expect((await auditOf(t, 'wallet', userId)).length).toBe(1);
    for (const [who, changed] of [
      [userId, { AmountPaise: 7_600, Reason: 'Missing item' }],
      [userId, { AmountPaise: 7_500, Reason: 'Another reason' }],
      [other, body],
    ] as const) {
      const res = await adjust(t, tokens.owner, who, changed, key);
      expect(res.status).toBe(409);
      expect(ApiErrorBody.parse(res.body).Code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await balanceOf(t, other)).toBe(0);
    expect(await ledgerOf(other)).toEqual([]);
  });
});
