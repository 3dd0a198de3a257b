import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  formatInr,
  AdminOrderDetailsAnswer,
  AdminOrdersAnswer,
  type AdminOrderDetails,
  type OrderDetails,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { call, callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';
import {
  ADMIN_TOKEN,
  aProduct,
  auditOf,
  consoleAs,
  deliver,
  expectBadField,
  expectDocumentRoles,
  orderRow,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from './orders-test-kit';
import { orders } from '../orders.tables';

const MONEY_KEYS = ['AmountPayable', 'Bill', 'Payment', 'Refunds'];
const LINE_MONEY = ['UnitPrice', 'UnitMrp', 'LineTotal', 'Discount', 'NetAmount'];

describe.each(DB_KINDS)('console orders: list, details, slip, invoice, COD on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  let asha: Shopper;
  let ravi: Shopper;
  let product: { id: number };
  let codOrder: OrderDetails;
  let walletOrder: OrderDetails;
  let raviOrder: OrderDetails;

  const items = (qty = 1) => [{ ProductId: product.id, VariantId: null, Qty: qty }];
  const list = async (query: string, who: 'owner' | 'packer' = 'owner') => {
    const res = await as(who, 'GET', `/admin/orders?pageSize=60&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AdminOrdersAnswer.parse(res.body);
  };
  const ids = async (query: string) => (await list(query)).Orders.map((o) => o.OrderId);

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    asha = await shopperAt(t, 'asha.console@example.com', { Mobile: '9845012345' });
    ravi = await shopperAt(t, 'ravi.console@example.com', {
      Mobile: '9123456789',
      Pincode: '560034',
    });
    product = await aProduct(t, 2, 45_000);
    codOrder = await placeOrder(t, asha, 'cod', items(2));
    walletOrder = await placeOrder(t, asha, 'wallet', items(1));
    raviOrder = await placeOrder(t, ravi, 'cod', items(3));
  });
  afterAll(() => t?.close());

  it('lets every role read orders and slips, only money roles the invoice and COD; a shopper and no one get 401', async () => {
    const id = codOrder.OrderId;
    const all = ['owner', 'manager', 'packer'] as const;
    await expectRoles(t, tokens, 'GET', '/admin/orders', [...all]);
    await expectRoles(t, tokens, 'GET', `/admin/orders/${id}`, [...all]);
    await expectDocumentRoles(t, tokens, `/admin/orders/${id}/packing-slip`, [...all]);
    await expectDocumentRoles(t, tokens, `/admin/orders/${id}/invoice`, ['owner', 'manager']);
    // a placed order is not delivered yet: the allowed roles get 409, the others 403
    await expectRoles(
      t,
      tokens,
      'POST',
      `/admin/orders/${id}/cod-collected`,
      ['owner', 'manager'],
      { Amount: codOrder.AmountPayable, Method: 'cash' },
    );
    expect(await orderRow(t, id)).toMatchObject({ codCollectedAt: null });
  });

  it('gives a packer orders without a single amount, and the owner with them', async () => {
    const packer = await list('', 'packer');
    expect(packer.MoneyHidden).toBe(true);
    for (const o of packer.Orders) expect(o).not.toHaveProperty('AmountPayable');
    const owner = await list('');
    expect(owner.MoneyHidden).toBe(false);
    expect(owner.Orders.find((o) => o.OrderId === codOrder.OrderId)?.AmountPayable).toBe(
      codOrder.AmountPayable,
    );

    const details = async (who: 'owner' | 'packer') => {
      const res = await as(who, 'GET', `/admin/orders/${codOrder.OrderId}`);
      expect(res.status).toBe(200);
      return AdminOrderDetailsAnswer.parse(res.body).OrderDetails!;
    };
    const hidden = await details('packer');
    expect(hidden.MoneyHidden).toBe(true);
    for (const k of MONEY_KEYS) expect(hidden).not.toHaveProperty(k);
    for (const k of LINE_MONEY) expect(hidden.Lines[0]).not.toHaveProperty(k);
    expect(hidden.Lines[0]).toMatchObject({ Qty: 2, ProductId: product.id });
    expect(hidden.Address.Pincode).toBe('560001');

    const full = await details('owner');
    expect(full.MoneyHidden).toBe(false);
    expect(full.Bill?.AmountPayable).toBe(codOrder.AmountPayable);
    expect(full.Lines[0]?.UnitPrice).toBe(45_000);
    expect(full.Customer.Email).toBe('asha.console@example.com');
    expect(full.NextStatuses).toEqual(['confirmed', 'cancelled']);
    expect(full.Timeline).toEqual([
      expect.objectContaining({ Status: 'placed', Actor: 'shopper' }),
    ]);
  });

  it('filters by status, payment, pincode, India dates and test orders, pages with the total', async () => {
    const mine = [codOrder.OrderId, walletOrder.OrderId, raviOrder.OrderId];
    expect(await ids('payment=wallet')).toContain(walletOrder.OrderId);
    expect(await ids('payment=wallet')).not.toContain(codOrder.OrderId);
    expect(await ids('payment=cod')).toEqual(
      expect.arrayContaining([codOrder.OrderId, raviOrder.OrderId]),
    );
    expect(await ids('pincode=560034')).toEqual([raviOrder.OrderId]);
    expect(await ids('status=placed')).toEqual(expect.arrayContaining(mine));
    expect(await ids('status=delivered')).not.toContain(codOrder.OrderId);
    expect(await ids('test=no')).toEqual(expect.arrayContaining(mine));
    expect(await ids('test=yes')).not.toContain(codOrder.OrderId);

    // an order placed at 23:50 India time on 1 March is on 1 March, though 18:20 UTC
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T18:20:00Z') })
      .where(eq(orders.id, raviOrder.OrderId));
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual([raviOrder.OrderId]);
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([]);
    expect(await ids('to=2026-02-28')).toEqual([]);

    const page1 = await as('owner', 'GET', '/admin/orders?pageSize=1&pageNo=1&test=no');
    const page2 = await as('owner', 'GET', '/admin/orders?pageSize=1&pageNo=2&test=no');
    const [a, b] = [AdminOrdersAnswer.parse(page1.body), AdminOrdersAnswer.parse(page2.body)];
    expect(a.CountTotalOrders).toBeGreaterThanOrEqual(3);
    expect(b.CountTotalOrders).toBe(a.CountTotalOrders);
    expect(a.Orders[0]?.OrderId).not.toBe(b.Orders[0]?.OrderId);
    expect(a).toMatchObject({ PageNo: 1, PageSize: 1 });
  });

  it('searches by order number, mobile number and email', async () => {
    expect(await ids(`search=${encodeURIComponent(codOrder.OrderNumber)}`)).toEqual([
      codOrder.OrderId,
    ]);
    expect(await ids(`search=${codOrder.OrderNumber.slice(-6)}`)).toContain(codOrder.OrderId);
    expect(await ids(`search=${encodeURIComponent('+91 91234 56789')}`)).toEqual([
      raviOrder.OrderId,
    ]);
    expect(await ids('search=ASHA.CONSOLE%40example.com')).toEqual(
      expect.arrayContaining([codOrder.OrderId, walletOrder.OrderId]),
    );
    expect(await ids('search=ASHA.CONSOLE%40example.com')).not.toContain(raviOrder.OrderId);
    expect(await ids('search=nobody-at-all%40example.com')).toEqual([]);
    // LIKE's wildcards are taken as themselves
    expect(await ids('search=%25')).toEqual([]);
  });

  it('refuses bad filters with 400 naming the field, and a missing order with 404', async () => {
    expectBadField(await as('owner', 'GET', '/admin/orders?status=lost'), 'querystring.status');
    expectBadField(await as('owner', 'GET', '/admin/orders?payment=cash'), 'querystring.payment');
    expectBadField(await as('owner', 'GET', '/admin/orders?pincode=12'), 'querystring.pincode');
    expectBadField(await as('owner', 'GET', '/admin/orders?from=2026-13-01'), 'querystring.from');
    expectBadField(
      await as('owner', 'GET', '/admin/orders?from=2026-03-02&to=2026-03-01'),
      'querystring.to',
    );
    expectBadField(await as('owner', 'GET', '/admin/orders?search=a%00b'), 'querystring.search');
    expectBadField(await as('owner', 'GET', '/admin/orders/abc'), 'params.orderId');
    const missing = await as('owner', 'GET', '/admin/orders/999999');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ NoOrder: true, OrderDetails: null });
    for (const path of ['packing-slip', 'invoice']) {
      const res = await as('owner', 'GET', `/admin/orders/999999/${path}`);
      expect(res.status, path).toBe(404);
    }
    expect(
      (
        await as('owner', 'POST', '/admin/orders/999999/cod-collected', {
          Amount: 1,
          Method: 'cash',
        })
      ).status,
    ).toBe(404);
  });

  it('prints a packing slip with lines, quantities and address, and no price but the cash to collect', async () => {
    const res = await fetch(`${t.url}/api/admin/orders/${codOrder.OrderId}/packing-slip`, {
      headers: { authorization: `Bearer ${tokens.packer}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(codOrder.OrderNumber);
    expect(html).toContain(codOrder.Lines[0]!.Name.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<td class="qty">2<\/td>/);
    expect(html).toContain('Lotus Apartments');
    expect(html).toContain('560001');
    const collect = `Collect ${formatInr(codOrder.AmountPayable)} in cash or UPI`;
    expect(html).toContain(collect);
    expect(html.replace(collect, '')).not.toMatch(/₹|Rs\.?\s?\d|450\.00|45,000/);
    const paid = await fetch(`${t.url}/api/admin/orders/${walletOrder.OrderId}/packing-slip`, {
      headers: { authorization: `Bearer ${tokens.packer}` },
    });
    expect(await paid.text()).toContain('Paid — collect nothing');
  });

  it('gives the GST invoice to the owner as a PDF', async () => {
    const res = await fetch(`${t.url}/api/admin/orders/${codOrder.OrderId}/invoice`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('marks a delivered COD order’s cash collected once, with who and when and an audit entry', async () => {
    const id = codOrder.OrderId;
    const cash = { Amount: codOrder.AmountPayable, Method: 'cash' };
    const early = await as('manager', 'POST', `/admin/orders/${id}/cod-collected`, cash);
    expect(early.status).toBe(409);
    expect(early.body.Code).toBe('NOT_DELIVERED');
    await deliver(t, id);
    await deliver(t, walletOrder.OrderId);
    const notCod = await as(
      'owner',
      'POST',
      `/admin/orders/${walletOrder.OrderId}/cod-collected`,
      cash,
    );
    expect(notCod.body.Code).toBe('NOT_COD');

    // delivered, not marked: nothing shows as received beyond the wallet part
    const unmarked = await as<{ OrderDetails: AdminOrderDetails }>(
      'owner',
      'GET',
      `/admin/orders/${id}`,
    );
    expect(unmarked.body.OrderDetails.Payment?.PaidAmount).toBe(0);
    const shopperSees = await call<{ OrderDetails: OrderDetails }>(
      t,
      'GET',
      `/order-details?orderId=${id}`,
      { token: asha.token },
    );
    expect(shopperSees.body.OrderDetails.Payment.PaidAmount).toBe(0);
    // the amount must be what is due; less only as a shortfall; UPI needs its reference
    const over = await as('manager', 'POST', `/admin/orders/${id}/cod-collected`, {
      ...cash,
      Amount: codOrder.AmountPayable + 1,
    });
    expect(over.body.Code).toBe('COD_AMOUNT_OVER');
    const short = await as('manager', 'POST', `/admin/orders/${id}/cod-collected`, {
      ...cash,
      Amount: codOrder.AmountPayable - 100,
    });
    expect(short.body.Code).toBe('COD_AMOUNT_SHORT');
    expectBadField(
      await as('manager', 'POST', `/admin/orders/${id}/cod-collected`, { ...cash, Method: 'upi' }),
      'body.Reference',
    );
    expect(await orderRow(t, id)).toMatchObject({ codCollectedAt: null });

    const first = await as<{ OrderDetails: AdminOrderDetails }>(
      'manager',
      'POST',
      `/admin/orders/${id}/cod-collected`,
      { ...cash, CollectorName: 'Ravi Kumar' },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.OrderDetails.CodCollectedBy).toMatch(/^manager /);
    expect(first.body.OrderDetails.CodCollectedAt).not.toBeNull();
    expect(first.body.OrderDetails.Payment?.PaidAmount).toBe(codOrder.AmountPayable);
    expect(first.body.OrderDetails.CodCollection).toEqual({
      Amount: codOrder.AmountPayable,
      Due: codOrder.AmountPayable,
      Method: 'cash',
      Reference: null,
      Collector: 'Ravi Kumar',
      CollectorStaffId: null,
    });
    const row = await orderRow(t, id);
    expect(row.codCollectedAt).not.toBeNull();
    expect(row.paidPaise).toBe(codOrder.AmountPayable);

    const again = await as('owner', 'POST', `/admin/orders/${id}/cod-collected`, cash);
    expect(again.status).toBe(409);
    expect(again.body.Code).toBe('COD_ALREADY_COLLECTED');
    const after = await orderRow(t, id);
    expect(after.codCollectedAt).toEqual(row.codCollectedAt);
    expect(after.codCollectedByName).toBe(row.codCollectedByName);

    const entries = await auditOf(t, id, 'order.cod_collected');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRole: 'manager',
      before: { CodCollectedAt: null },
      after: { CodCollectedBy: row.codCollectedByName, Amount: codOrder.AmountPayable },
    });
    const listed = await list(`search=${encodeURIComponent(codOrder.OrderNumber)}`);
    expect(listed.Orders[0]?.CodCollectedAt).toBe(row.codCollectedAt!.toISOString());
  });

  it('answers the order count the database holds', async () => {
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect((await list('')).CountTotalOrders).toBe(n!.n);
  });
});
