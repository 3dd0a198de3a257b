import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { inTransaction } from '../../db/client';
import {
  aSimpleProduct,
  addressFor,
  call,
  codOrderBody,
  postOrder,
  setStock,
  signIn,
  stockOf,
  UNLIMITED,
} from '../checkout/checkout-test-kit';
import { signInWithOtp } from '../auth/auth-test-kit';
import { assignInvoiceNumber } from './orders.service';
import { INVOICE_SERIES } from './numbers';
import { invoiceCounters, orders } from './orders.tables';

const SHOPPERS = Array.from({ length: 12 }, (_, i) => `series${i}@example.com`);
/** Test users: their orders are test orders, numbered in the test series (TST/…). */
const TESTERS = Array.from({ length: 4 }, (_, i) => `series.tester${i}@example.com`);
const SERIES_RE = /^KR(N|[1-9])\/\d{2}-\d{2}\/(\d{6,})$/;
const TEST_SERIES_RE = /^TST\/\d{2}-\d{2}\/(\d{6,})$/;

/** The invoice numbers of the database's real orders, by series: the sequence numbers sorted. */
async function numbersBySeries(t: TestApp): Promise<Map<string, number[]>> {
  const rows = await t.database.db
    .select({ n: orders.invoiceNumber })
    .from(orders)
    .where(and(isNotNull(orders.invoiceNumber), eq(orders.isTestOrder, false)));
  const by = new Map<string, number[]>();
  for (const { n } of rows) {
    const m = SERIES_RE.exec(n!);
    expect(m, `invoice number ${n}`).not.toBeNull();
    by.set(m![1]!, [...(by.get(m![1]!) ?? []), Number(m![2])]);
  }
  for (const seqs of by.values()) seqs.sort((a, b) => a - b);
  return by;
}

describeRaces('invoice series', (kind) => {
  let t: TestApp;
  let shoppers: { token: string; userId: number; addressId: number }[];
  let testers: { token: string; userId: number; addressId: number }[];
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...UNLIMITED,
      TEST_LOGIN_IDENTIFIERS: TESTERS.join(','),
      TEST_LOGIN_CODE: '123456',
    });
    shoppers = [];
    for (const email of SHOPPERS) {
      const login = await signInWithOtp(t, 'email', email);
      const s = { token: login.Token, userId: login.UserData.UserId };
      shoppers.push({ ...s, addressId: await addressFor(t, s.token) });
    }
    testers = [];
    for (const email of TESTERS) {
      const s = await signIn(t, email);
      testers.push({ ...s, addressId: await addressFor(t, s.token) });
    }
    productId = (await aSimpleProduct(t, 4)).id;
  });
  afterAll(() => t.close());

  it('an order committing while another holds a series takes the next free series at once', async () => {
    // the year's first number makes its series rows (ids -1, -2: no order row takes them)
    const first = await inTransaction(t.database.db, (tx) =>
      assignInvoiceNumber(tx, -1, new Date()),
    );
    expect(first).toMatch(/^KRN\/\d{2}-\d{2}\/000001$/);
    // one transaction holds a series open; another must take another series without waiting
    await inTransaction(t.database.db, async (holder) => {
      const held = await assignInvoiceNumber(holder, -2, new Date());
      const other = await inTransaction(t.database.db, (tx) =>
        assignInvoiceNumber(tx, -3, new Date()),
      );
      expect(SERIES_RE.test(other)).toBe(true);
      expect(other.slice(0, 3)).not.toBe(held.slice(0, 3));
      // a rolled-back transaction gives its number back: the series stays gap-free
      throw Object.assign(new Error('roll back'), { rolledBack: true });
    }).catch((err: { rolledBack?: boolean }) => {
      if (!err.rolledBack) throw err;
    });
    const counters = await t.database.db.select().from(invoiceCounters);
    expect(counters).toHaveLength(INVOICE_SERIES);
    // the two committed numbers are counted; the rolled back one is not
    expect(counters.reduce((n, c) => n + c.last, 0)).toBe(2);
    await t.database.db.update(invoiceCounters).set({ last: 0 }); // no order holds those numbers
  });

  it('60 orders at once get unique invoice numbers, consecutive from 1 in every series', async () => {
    await setStock(t, productId, 1000);
    const bodies = await Promise.all(
      shoppers.map((s) =>
        codOrderBody(t, s.token, [{ ProductId: productId, VariantId: null, Qty: 1 }], s.addressId),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const k = i % shoppers.length;
        return postOrder(t, shoppers[k]!.token, bodies[k], `series-${i}`);
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(60).fill(201));
    expect(await stockOf(t, productId)).toBe(940);
    const answered = results.map(
      (r) => (r.body as { Order: { InvoiceNumber: string } }).Order.InvoiceNumber,
    );
    expect(new Set(answered).size).toBe(60);
    // each answer's number is the one written on its order (taken with the insert, or waited for)
    const stored = await t.database.db
      .select({ id: orders.id, n: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.isTestOrder, false));
    const storedById = new Map(stored.map((o) => [o.id, o.n]));
    results.forEach((r, i) => {
      const order = (r.body as { Order: { OrderId: number } }).Order;
      expect(storedById.get(order.OrderId)).toBe(answered[i]);
    });

    const by = await numbersBySeries(t);
    let total = 0;
    for (const seqs of by.values()) {
      expect(seqs).toEqual(seqs.map((_, i) => i + 1)); // 1, 2, 3, ... no gap, no repeat
      total += seqs.length;
    }
    expect(total).toBe(60);
    // each series' counter stands at its last number given
    const counters = await t.database.db.select().from(invoiceCounters);
    for (const c of counters) {
      const key = c.series === 0 ? 'N' : String(c.series);
      expect(c.last).toBe(by.get(key)?.length ?? 0);
    }
  });

  it('a cancelled order keeps its invoice number; the next order does not reuse it', async () => {
    const s = shoppers[0]!;
    const body = await codOrderBody(
      t,
      s.token,
      [{ ProductId: productId, VariantId: null, Qty: 1 }],
      s.addressId,
    );
    const placed = await postOrder(t, s.token, body, 'series-cancel');
    const order = (placed.body as { Order: { OrderId: number; InvoiceNumber: string } }).Order;
    const cancel = await call(t, 'POST', `/orders/${order.OrderId}/cancel`, s.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [row] = await t.database.db
      .select({ n: orders.invoiceNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.OrderId));
    expect(row).toEqual({ n: order.InvoiceNumber, status: 'cancelled' });
    const next = await postOrder(t, s.token, body, 'series-after-cancel');
    const nextNumber = (next.body as { Order: { InvoiceNumber: string } }).Order.InvoiceNumber;
    expect(nextNumber).not.toBe(order.InvoiceNumber);
    for (const seqs of (await numbersBySeries(t)).values())
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  });

  it('20 test orders at once take the test series, consecutive from 1, and leave the real ones alone', async () => {
    const before = await numbersBySeries(t);
    const bodies = await Promise.all(
      testers.map((s) =>
        codOrderBody(t, s.token, [{ ProductId: productId, VariantId: null, Qty: 1 }], s.addressId),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const k = i % testers.length;
        return postOrder(t, testers[k]!.token, bodies[k], `series-test-${i}`);
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const seqs = results
      .map((r) => (r.body as { Order: { InvoiceNumber: string } }).Order.InvoiceNumber)
      .map((n) => Number(TEST_SERIES_RE.exec(n)?.[1]))
      .sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1)); // 1 to 20: no gap, no repeat
    expect(await numbersBySeries(t)).toEqual(before);
  });
});
