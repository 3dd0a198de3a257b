import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdminOrderAnswer,
  AdminOrderEditPreviewAnswer,
  AdminRefundAnswer,
  type AdminOrderDetails,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { stockMovements } from '../../catalogue/catalogue.tables';
import { postOrder, quote, stockOf } from '../../checkout/checkout-test-kit';
import { coupons } from '../../offers/offers.tables';
import { refunds } from '../../refunds/refunds.tables';
import { fundWallet } from '../../wallet/wallet-test-kit';
import { walletLedger } from '../../wallet/wallet.tables';
import { callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';
import { orderEdits } from '../orders.tables';
import {
  ADMIN_TOKEN,
  aProduct,
  auditOf,
  balanceOf,
  consoleAs,
  expectBadField,
  orderRow,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from './orders-test-kit';

describe.each(DB_KINDS)('the console edits an order before packing on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let as: ReturnType<typeof consoleAs>;
  let asha: Shopper;
  let rice: { id: number };
  let dal: { id: number };

  const two = (riceQty: number, dalQty: number) => [
    { ProductId: rice.id, VariantId: null, Qty: riceQty },
    { ProductId: dal.id, VariantId: null, Qty: dalQty },
  ];
  const details = async (id: number) =>
    AdminOrderAnswer.parse((await as('owner', 'GET', `/admin/orders/${id}`)).body).OrderDetails;
  const edit = async (
    id: number,
    lines: { ProductId: number; VariantId: null; Qty: number }[],
    version?: string,
    step: 'edit' | 'edit/preview' = 'edit',
  ) =>
    as('owner', 'POST', `/admin/orders/${id}/${step}`, {
      Version: version ?? (await details(id)).Version,
      Lines: lines,
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    as = consoleAs(t, tokens);
    asha = await shopperAt(t, 'asha.edit@example.com');
    rice = await aProduct(t, 3, 33_333);
    dal = await aProduct(t, 4, 12_345);
  });
  afterAll(() => t?.close());

  it('is for owner and manager only: a packer gets 403', async () => {
    const body = { Version: '1-1', Lines: [{ ProductId: 1, VariantId: null, Qty: 0 }] };
    for (const step of ['edit', 'edit/preview'])
      await expectRoles(
        t,
        tokens,
        'POST',
        `/admin/orders/999999/${step}`,
        ['owner', 'manager'],
        body,
      );
  });

  it('previews, then lowers a prepaid order: new bill, stock back, the difference refunded with a credit note, told on the timeline', async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: 'EDIT50', title: 'Edit', kind: 'flat', value: 5000 });
    const placed = await placeOrder(t, asha, 'wallet', two(3, 2), 'EDIT50');
    const id = placed.OrderId;
    const stock0 = await stockOf(t, rice.id);
    const wallet0 = await balanceOf(t, asha.userId);
    const before = await details(id);

    const preview = await edit(id, two(1, 2), before.Version, 'edit/preview');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = AdminOrderEditPreviewAnswer.parse(preview.body).Preview;
    expect(p.Changes).toEqual([
      expect.objectContaining({ ProductId: rice.id, QtyBefore: 3, QtyAfter: 1 }),
    ]);
    // the bill by the checkout's rules: the coupon's ₹50 spread again over what is left
    expect(p.Bill.ItemTotal).toBe(33_333 + 2 * 12_345);
    expect(p.Bill.CouponDiscount).toBe(5000);
    expect(p.Bill.Lines.reduce((a, l) => a + l.Discount, 0)).toBe(5000);
    expect(p.Bill.TaxableTotal + p.Bill.TaxTotal).toBe(p.Bill.AmountPayable);
    expect(p.AmountBefore).toBe(placed.AmountPayable);
    expect(p.Refund).toBe(placed.AmountPayable - p.AmountAfter);
    expect(p.Refund).toBe(2 * 33_333);
    // a preview writes nothing
    expect(await stockOf(t, rice.id)).toBe(stock0);

    const res = await edit(id, two(1, 2), before.Version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = AdminOrderAnswer.parse(res.body).OrderDetails;
    expect(after.AmountPayable).toBe(p.AmountAfter);
    expect(after.Lines.find((l) => l.ProductId === rice.id)?.Qty).toBe(1);
    expect(after.Version).not.toBe(before.Version);
    expect(await stockOf(t, rice.id)).toBe(stock0 + 2);
    // the stock history says why the two came back, and who
    const moved = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, id), eq(stockMovements.reason, 'order_edit')));
    expect(moved).toMatchObject([
      { productId: rice.id, change: 2, actor: expect.stringMatching(/^staff/) },
    ]);
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + p.Refund);
    const row = await orderRow(t, id);
    expect(row.refundedPaise).toBe(p.Refund);
    expect(row.itemCount).toBe(3);

    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(refund).toMatchObject({ kind: 'edit', amountPaise: p.Refund, status: 'refunded' });
    expect(refund!.creditNoteNumber).toBeTruthy();
    const [kept] = await t.database.db.select().from(orderEdits).where(eq(orderEdits.orderId, id));
    expect(kept).toMatchObject({ refundId: refund!.id, actorName: expect.any(String) });
    expect(kept!.billBefore.AmountPayable).toBe(placed.AmountPayable);

    const note = after.Timeline.at(-1)!;
    expect(note.Actor).toBe('store');
    expect(note.Note).toMatch(
      /^Items changed by .+: .+ 3 → 1\. New total ₹.+; ₹666\.66 refunded\.$/,
    );
    expect((await auditOf(t, id, 'order.edit')).length).toBe(1);
    // the console in Hindi (its Accept-Language) reads the note in Hindi, in English as stored
    const hiRes = await fetch(`${t.url}/api/admin/orders/${id}`, {
      headers: { authorization: `Bearer ${tokens.owner}`, 'accept-language': 'hi' },
    });
    const hiNote = AdminOrderAnswer.parse(await hiRes.json()).OrderDetails.Timeline.at(-1)!.Note;
    expect(hiNote).toMatch(/^.+ ने सामान बदला: .+ 3 → 1। नया कुल ₹.+; ₹666\.66 रिफ़ंड किया गया$/);
    expect((await details(id)).Timeline.at(-1)!.Note).toBe(note.Note);
    // and its refund: the reason, the timeline notes and the wallet's words
    const refundIn = async (language: string) => {
      const got = await fetch(`${t.url}/api/admin/refunds/${refund!.id}`, {
        headers: { authorization: `Bearer ${tokens.owner}`, 'accept-language': language },
      });
      expect(got.status).toBe(200);
      return AdminRefundAnswer.parse(await got.json()).RefundDetails;
    };
    const [refundEn, refundHi] = [await refundIn('en'), await refundIn('hi')];
    expect(refundEn.Reason).toBe('Items removed from the order by the store');
    expect(refundHi.Reason).toBe('स्टोर ने ऑर्डर से सामान हटाए');
    expect(refundEn.Timeline.map((e) => e.Note)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Items removed by the store: .+ 3 → 1$/),
        'Credited to your Kirana wallet',
      ]),
    );
    expect(refundHi.Timeline.map((e) => e.Note)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^स्टोर ने सामान हटाए: .+ 3 → 1$/),
        'ग्राहक के Kirana वॉलेट में जमा किया गया',
      ]),
    );
    expect(refundHi.MoneyTrail.find((m) => m.Destination === 'wallet')).toMatchObject({
      To: 'Kirana वॉलेट',
      Reference: expect.stringMatching(/^वॉलेट एंट्री \d+$/),
    });
    expect(refundEn.MoneyTrail.find((m) => m.Destination === 'wallet')).toMatchObject({
      To: 'Kirana wallet',
      Reference: expect.stringMatching(/^Wallet entry \d+$/),
    });
    expect(after.Refunds).toEqual([
      expect.objectContaining({ RefundId: refund!.id, Amount: p.Refund }),
    ]);

    // the invoice still prints as issued; a second edit on the old version is refused
    const stale = await edit(id, two(1, 1), before.Version);
    expect([stale.status, stale.body.Code]).toEqual([409, 'ORDER_CHANGED']);
  });

  it('refuses the cheats: raising, a line of another order, a negative quantity, no change, a packed order', async () => {
    const placed = await placeOrder(t, asha, 'cod', two(2, 1));
    const id = placed.OrderId;
    const raised = await edit(id, two(3, 1));
    expect([raised.status, raised.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);
    const other = await aProduct(t, 5, 10_000);
    const foreign = await edit(id, [{ ProductId: other.id, VariantId: null, Qty: 0 }]);
    expect([foreign.status, foreign.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);
    expectBadField(
      await edit(id, [{ ProductId: rice.id, VariantId: null, Qty: -1 }]),
      'body.Lines.0.Qty',
    );
    const same = await edit(id, two(2, 1));
    expect([same.status, same.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);

    // a COD order: the bill goes down, nothing to refund (the cash is paid at the door)
    const lowered = await edit(id, two(2, 0));
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const row = await orderRow(t, id);
    expect(row.amountPayablePaise).toBeLessThan(placed.AmountPayable);
    expect(row.refundedPaise).toBe(0);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(
      0,
    );
    // its invoice was issued at placing: the edit's own credit note takes off what was removed
    const [codEdit] = await t.database.db
      .select()
      .from(orderEdits)
      .where(eq(orderEdits.orderId, id));
    expect(codEdit).toMatchObject({
      refundId: null,
      creditNoteNumber: expect.stringMatching(/^CN\//),
    });

    for (const Status of ['confirmed', 'packed'] as const)
      expect((await as('owner', 'POST', `/admin/orders/${id}/status`, { Status })).status).toBe(
        200,
      );
    const packed = await edit(id, two(1, 0).slice(0, 1));
    expect([packed.status, packed.body.Code]).toEqual([409, 'ORDER_NOT_EDITABLE']);
  });

  it('refuses an edit that drops the coupon below its minimum and would raise the bill', async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: 'MIN800', title: 'Min', kind: 'flat', value: 20_000, minOrderPaise: 80_000 });
    const placed = await placeOrder(t, asha, 'cod', two(2, 2), 'MIN800');
    expect((await details(placed.OrderId)).Bill?.CouponDiscount).toBe(20_000);
    const res = await edit(placed.OrderId, two(2, 1));
    expect([res.status, res.body.Code]).toEqual([409, 'ORDER_EDIT_INVALID']);
    expect(String(res.body.Message)).toMatch(/MIN800/);
  });

  it('cancels the order by the store’s cancel path when every item is removed', async () => {
    const placed = await placeOrder(t, asha, 'wallet', two(1, 1));
    const wallet0 = await balanceOf(t, asha.userId);
    const res = await edit(placed.OrderId, two(0, 0));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after: AdminOrderDetails = AdminOrderAnswer.parse(res.body).OrderDetails;
    expect(after.Status).toBe('cancelled');
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + placed.AmountPayable);
    expect((await auditOf(t, placed.OrderId, 'order.cancel')).length).toBe(1);
    // the console in Hindi reads why (the answer of the edit itself, by its Accept-Language)
    const hi = await fetch(`${t.url}/api/admin/orders/${placed.OrderId}`, {
      headers: { authorization: `Bearer ${tokens.owner}`, 'accept-language': 'hi' },
    });
    const hiDetails = AdminOrderAnswer.parse(await hi.json()).OrderDetails;
    expect(hiDetails.CancelReason).toBe('सारा सामान हटा दिया गया');
    expect(hiDetails.Timeline.at(-1)!.Note).toBe('सारा सामान हटा दिया गया');
    expect(after.CancelReason).toBe('Every item was removed');
  });

  /** The order's money as its row, its refunds and the wallet ledger record it. */
  const moneyOf = async (id: number) => {
    const row = await orderRow(t, id);
    const rs = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    const ledger = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.orderId, id));
    return {
      row,
      refunds: rs,
      refunded: rs.reduce((a, r) => a + r.amountPaise, 0),
      walletBack: rs.reduce((a, r) => a + r.walletPaise, 0),
      ledgerBack: ledger
        .filter((l) => l.reason === 'refund')
        .reduce((a, l) => a + l.amountPaise, 0),
      ledgerPaid: -ledger
        .filter((l) => l.reason === 'order_payment')
        .reduce((a, l) => a + l.amountPaise, 0),
    };
  };

  it('edits a wallet-paid order twice: the wallet share, the refunds and the ledger add up; a retried edit changes nothing twice', async () => {
    const placed = await placeOrder(t, asha, 'wallet', two(4, 3));
    const id = placed.OrderId;
    const wallet0 = await balanceOf(t, asha.userId);
    const first = await details(id);
    const one = await edit(id, two(2, 3), first.Version);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const m1 = await moneyOf(id);
    expect(m1.row.walletPaise).toBe(m1.row.amountPayablePaise); // the wallet still pays it all
    const second = await details(id);
    const two2 = await edit(id, two(1, 1), second.Version);
    expect(two2.status, JSON.stringify(two2.body)).toBe(200);

    // the retry of either edit, on the version it was made on, is refused and changes nothing
    const before = await moneyOf(id);
    const balance = await balanceOf(t, asha.userId);
    for (const [lines, version] of [
      [two(1, 1), second.Version],
      [two(2, 3), first.Version],
    ] as const) {
      const again = await edit(id, lines, version);
      expect([again.status, again.body.Code]).toEqual([409, 'ORDER_CHANGED']);
    }
    expect(await moneyOf(id)).toEqual(before);
    expect(await balanceOf(t, asha.userId)).toBe(balance);

    const m = before;
    expect(m.refunds.map((r) => r.kind)).toEqual(['edit', 'edit']);
    // what was paid less what went back is the bill now, all of it from the wallet
    expect(m.row.paidPaise).toBe(placed.AmountPayable);
    expect(m.row.refundedPaise).toBe(m.refunded);
    expect(m.row.paidPaise - m.row.refundedPaise).toBe(m.row.amountPayablePaise);
    expect(m.row.walletPaise).toBe(m.row.amountPayablePaise);
    expect(m.refunded).toBe(placed.AmountPayable - m.row.amountPayablePaise);
    // every refund went to the wallet, once, and the ledger says so
    expect(m.walletBack).toBe(m.refunded);
    expect(m.ledgerBack).toBe(m.refunded);
    expect(m.ledgerPaid).toBe(placed.AmountPayable);
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + m.refunded);
    // each edit's refund carries that edit's credit note (the order was invoiced at placing)
    const edits = await t.database.db.select().from(orderEdits).where(eq(orderEdits.orderId, id));
    expect(edits).toHaveLength(2);
    for (const e of edits) {
      const r = m.refunds.find((x) => x.id === e.refundId)!;
      expect(r.creditNoteNumber).toBe(e.creditNoteNumber);
      expect(r.amountPaise).toBe(e.billBefore.AmountPayable - e.billAfter.AmountPayable);
      // and its PDF prints (the edit's lines, not the whole bill)
      const pdf = await fetch(`${t.url}/api/admin/refunds/${r.id}/credit-note`, {
        headers: { authorization: `Bearer ${tokens.owner}` },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toMatch(/pdf/);
    }

    // cancelled afterwards: only what is still paid comes back, to the wallet it came from
    const cancel = await as('owner', 'POST', `/admin/orders/${id}/status`, {
      Status: 'cancelled',
      Note: 'Out of stock',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const end = await moneyOf(id);
    expect(end.row.refundedPaise).toBe(end.row.paidPaise);
    expect(end.ledgerBack).toBe(placed.AmountPayable);
    expect(await balanceOf(t, asha.userId)).toBe(wallet0 + placed.AmountPayable);
  });

  it('lowers a COD order’s wallet part with its bill: the cash due never goes below nothing, and the invoice gets a credit note', async () => {
    // cash on delivery with ₹600 from the wallet; the edit leaves a bill below that
    const base = {
      Items: two(2, 1),
      AddressId: asha.addressId,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'cod',
    };
    const payable = (await quote(t, asha.token, base)).Bill.AmountPayable;
    await fundWallet(t, asha.userId, 60_000);
    const res = await postOrder(
      t,
      asha.token,
      { ...base, ExpectedAmountPayable: payable, WalletAmount: 60_000 },
      `edit-cod-${Math.random().toString(36).slice(2)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body as { Order: { OrderId: number } }).Order.OrderId;
    const edited = await edit(id, two(1, 0));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const m = await moneyOf(id);
    const bill = m.row.amountPayablePaise;
    expect(bill).toBeLessThan(60_000);
    // the wallet paid more than the new bill: the rest back to the wallet, and the wallet part
    // is now the whole bill (nothing to collect at the door)
    expect(m.refunded).toBe(60_000 - bill);
    expect(m.ledgerBack).toBe(60_000 - bill);
    expect(m.row.walletPaise).toBe(bill);
    expect(m.row.paidPaise - m.row.refundedPaise).toBe(bill);
    expect(
      AdminOrderAnswer.parse((await as('owner', 'GET', `/admin/orders/${id}`)).body),
    ).toBeTruthy();
    // the credit note credits the whole value the edit took off, not only the money refunded
    const [e] = await t.database.db.select().from(orderEdits).where(eq(orderEdits.orderId, id));
    expect(e!.creditNoteNumber).toMatch(/^CN\//);
    expect(m.refunds[0]!.creditNoteNumber).toBe(e!.creditNoteNumber);
    expect(e!.billBefore.AmountPayable - e!.billAfter.AmountPayable).toBeGreaterThan(m.refunded);
  });
});
