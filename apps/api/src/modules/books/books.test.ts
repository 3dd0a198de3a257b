import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { CodReconciliation, DailyClose, type OrderDetails } from '@kirana/shared';
import { isoIndiaDay } from '@kirana/shared/common/india-dates';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  ADMIN_TOKEN,
  aProduct,
  consoleAs,
  deliver,
  expectDocumentRoles,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from '../orders/console/orders-test-kit';
import { orders } from '../orders/orders.tables';
import { payments } from '../payments/payments.tables';
import { aWalletReturn, moveRefund } from '../refunds/refunds-test-kit';
import { refundEvents, refunds } from '../refunds/refunds.tables';
import { callerTokens, expectRoles, type Caller } from '../staff/staff-test-kit';
import { walletLedger } from '../wallet/wallet.tables';
import { collectedCodOrder } from './books-test-kit';

// The seeded day: every row the test makes is moved onto it (10:30 in India), except one order
// at 23:50 India time (still that day) and one at 00:10 the next India day.
const DAY = '2030-01-15';
const AT = new Date('2030-01-15T05:00:00Z');
const LATE = new Date('2030-01-15T18:20:00Z'); // 23:50 IST, 15 January
const NEXT = new Date('2030-01-15T18:40:00Z'); // 00:10 IST, 16 January

const sum = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);

describe.each(DB_KINDS)('books: the day’s close and COD reconciliation on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  let asha: Shopper;
  let items: { ProductId: number; VariantId: null; Qty: number }[];
  let ravisCash: OrderDetails;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    asha = await shopperAt(t, 'asha.books@example.com');
    const product = await aProduct(t, 6, 35_300);
    items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
  });
  afterAll(() => t?.close());

  it('is the owner’s and manager’s: a packer gets 403, a shopper and no one 401', async () => {
    const day = `day=${DAY}`;
    await expectRoles(t, tokens, 'GET', `/admin/books/daily-close?${day}`, ['owner', 'manager']);
    await expectRoles(t, tokens, 'GET', '/admin/books/cod', ['owner', 'manager']);
    await expectRoles(t, tokens, 'GET', '/admin/books/delivery-people', ['owner', 'manager']);
    await expectRoles(t, tokens, 'POST', '/admin/books/cod/hand-ins', ['owner', 'manager'], {
      Key: 'roles-check-key',
      OrderIds: [999_999],
    });
    await expectDocumentRoles(t, tokens, `/admin/books/daily-close.csv?${day}`, [
      'owner',
      'manager',
    ]);
    const bad = await as('owner', 'GET', '/admin/books/daily-close?day=2030-02-30');
    expect(bad.status).toBe(400);
  });

  it('ties the close of a seeded day to its orders, refunds, wallet and payments rows to the paisa', async () => {
    ravisCash = await collectedCodOrder(t, as, asha, items, { CollectorName: 'Ravi' });
    const ravisUpi = await collectedCodOrder(t, as, asha, items, {
      CollectorName: 'Ravi',
      Method: 'upi',
      Reference: 'UTR0000111122',
      Short: 5_300,
    });
    const uncollected = await placeOrder(t, asha, 'cod', items);
    await deliver(t, uncollected.OrderId);
    const wallet = await placeOrder(t, asha, 'wallet', items);
    await deliver(t, wallet.OrderId);
    const sandbox = await placeOrder(t, asha, 'sandbox', items);
    const late = await placeOrder(t, asha, 'wallet', items);
    const next = await placeOrder(t, asha, 'wallet', items);
    const refund = await aWalletReturn(t, asha, wallet.OrderId, items[0]!.ProductId);
    await moveRefund(t, refund.RefundId, { Status: 'approved' });
    await moveRefund(t, refund.RefundId, { Status: 'picked_up' });

    const db = t.database.db;
    const mine = [ravisCash, ravisUpi, uncollected, wallet, sandbox].map((o) => o.OrderId);
    await db.update(orders).set({ createdAt: AT }).where(inArray(orders.id, mine));
    await db.execute(
      sql`UPDATE orders SET cod_collected_at = ${AT.toISOString()}::timestamptz
          WHERE cod_collected_at IS NOT NULL`,
    );
    await db.execute(sql`UPDATE order_events SET created_at = ${AT.toISOString()}::timestamptz`);
    await db
      .update(orders)
      .set({ createdAt: LATE })
      .where(inArray(orders.id, [late.OrderId]));
    await db
      .update(orders)
      .set({ createdAt: NEXT })
      .where(inArray(orders.id, [next.OrderId]));
    await db.update(refundEvents).set({ createdAt: AT });
    await db.update(walletLedger).set({ createdAt: AT });
    await db.insert(payments).values([
      {
        orderId: wallet.OrderId,
        userId: asha.userId,
        provider: 'razorpay',
        amountPaise: 1000,
        status: 'captured',
        gatewayPaymentId: 'pay_books_1',
        feePaise: 24,
        feeTaxPaise: 4,
        updatedAt: AT,
      },
      {
        orderId: late.OrderId,
        userId: asha.userId,
        provider: 'razorpay',
        amountPaise: 2000,
        status: 'captured',
        gatewayPaymentId: 'pay_books_2',
        updatedAt: AT,
      },
    ]);

    const res = await as('manager', 'GET', `/admin/books/daily-close?day=${DAY}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const close = DailyClose.parse(res.body);

    // the rows, read apart and put on their India day here, not by the query under test
    const allOrders = await db.select().from(orders);
    const onDay = (at: Date | null) => at !== null && isoIndiaDay(at) === DAY;
    const standing = allOrders.filter(
      (o) => onDay(o.createdAt) && !['awaiting_payment', 'cancelled', 'expired'].includes(o.status),
    );
    const methodOf = (o: (typeof allOrders)[number]) =>
      o.isTestOrder ? 'sandbox' : o.paymentMethod;
    const methods = [...new Set(standing.map(methodOf))].sort();
    expect(close.Orders.map((o) => o.Method)).toEqual(methods);
    for (const m of close.Orders) {
      const rows = standing.filter((o) => methodOf(o) === m.Method);
      expect(m).toEqual({
        Method: m.Method,
        Orders: rows.length,
        Value: sum(rows, (o) => o.amountPayablePaise),
        WalletPart: sum(rows, (o) => o.walletPaise),
      });
    }
    // 23:50 in India is that day; 00:10 the next India day is not
    expect(standing.map((o) => o.id)).toContain(late.OrderId);
    expect(standing.map((o) => o.id)).not.toContain(next.OrderId);
    expect(close.Orders.find((o) => o.Method === 'wallet')!.Orders).toBe(2);
    expect(close.Orders.find((o) => o.Method === 'sandbox')!.Value).toBe(sandbox.AmountPayable);

    expect(close.Cod.ToCollect).toEqual({ Orders: 1, Amount: uncollected.AmountPayable });
    expect(close.Cod.Collected).toEqual([
      {
        Collector: 'Ravi',
        Orders: 2,
        Cash: ravisCash.AmountPayable,
        Upi: ravisUpi.AmountPayable - 5_300,
        Short: 5_300,
      },
    ]);

    const refundRows = await db.select().from(refunds);
    const events = await db.select().from(refundEvents);
    const refundedOnDay = refundRows.filter(
      (r) =>
        r.status === 'refunded' &&
        events.some((e) => e.refundId === r.id && e.status === 'refunded' && onDay(e.createdAt)),
    );
    expect(refundedOnDay).toHaveLength(1);
    expect(close.Refunds).toEqual({
      Count: refundedOnDay.length,
      Wallet: sum(refundedOnDay, (r) => r.walletPaise),
      Source: sum(refundedOnDay, (r) => r.sourcePaise),
      Upi: sum(refundedOnDay, (r) => r.upiPaise),
    });

    const ledger = (await db.select().from(walletLedger)).filter((w) => onDay(w.createdAt));
    const reasons = [...new Set(ledger.map((w) => w.reason))].sort();
    expect(close.Wallet).toEqual(
      reasons.map((Reason) => {
        const rows = ledger.filter((w) => w.reason === Reason);
        return {
          Reason,
          Credits: sum(rows, (w) => Math.max(0, w.amountPaise)),
          Debits: sum(rows, (w) => Math.max(0, -w.amountPaise)),
        };
      }),
    );
    expect(close.Fees).toEqual({ Payments: 2, Reported: 1, Fee: 24, Tax: 4 });

    const csv = await fetch(`${t.url}/api/admin/books/daily-close.csv?day=${DAY}`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    const cod = close.Orders.find((o) => o.Method === 'cod')!;
    expect(text).toContain(`${DAY},orders,cod,${cod.Orders},${(cod.Value / 100).toFixed(2)}\r\n`);
    expect(text).toContain(`${DAY},gateway fees,fee not reported yet,1,0.00\r\n`);
  });

  it('owes Ravi his cash by day until he hands it in, once however often it is sent', async () => {
    const read = async () => {
      const res = await as('owner', 'GET', '/admin/books/cod');
      expect(res.status).toBe(200);
      return CodReconciliation.parse(res.body);
    };
    const owed = await read();
    // the UPI part went to the shop's account: only the cash order is owed
    expect(owed.Owed).toEqual([
      {
        Collector: 'Ravi',
        Day: DAY,
        Amount: ravisCash.AmountPayable,
        Orders: [
          expect.objectContaining({ OrderId: ravisCash.OrderId, Amount: ravisCash.AmountPayable }),
        ],
      },
    ]);
    const body = { Key: 'books-test-handin-1', OrderIds: [ravisCash.OrderId] };
    const first = await as<{ HandIn: { HandInId: number; Amount: number } }>(
      'owner',
      'POST',
      '/admin/books/cod/hand-ins',
      body,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.HandIn.Amount).toBe(ravisCash.AmountPayable);
    const again = await as<{ HandIn: { HandInId: number } }>(
      'owner',
      'POST',
      '/admin/books/cod/hand-ins',
      body,
    );
    expect(again.body.HandIn.HandInId).toBe(first.body.HandIn.HandInId);
    const other = await as('manager', 'POST', '/admin/books/cod/hand-ins', {
      ...body,
      Key: 'books-test-handin-2',
    });
    expect(other.status).toBe(409);
    expect(other.body.Code).toBe('COD_NOT_OWED');
    const after = await read();
    expect(after.Owed).toEqual([]);
    expect(after.HandIns).toHaveLength(1);
    const today = await as<{ Cod: { HandedIn: number } }>(
      'owner',
      'GET',
      `/admin/books/daily-close?day=${isoIndiaDay(new Date())}`,
    );
    expect(today.body.Cod.HandedIn).toBe(ravisCash.AmountPayable);
  });
});
