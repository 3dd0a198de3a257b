import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  formatInr,
  RefundDetails,
  RefundDetailsAnswer,
  RefundListAnswer,
  ReturnOptionsAnswer,
  type OrderDetails,
} from '@kirana/shared';
import { snapshotTables } from '../../bad-input-test-kit';
import { inTransaction, queryRows } from '../../db/client';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { getProductDetails } from '../catalogue/product-details.service';
import { products } from '../catalogue/catalogue.tables';
import { lockOrder } from '../orders';
import { markGatewayRefundProcessed, refundCancelledOrder } from './index';
import { refundPayoutJob } from './refunds.plugin';
import {
  ADMIN_TOKEN,
  admin,
  aProduct,
  askReturn,
  aShopper,
  balanceOf,
  call,
  collectCash,
  deliver,
  deliveredDaysAgo,
  ledgerSum,
  moveRefund,
  orderRow,
  placeOrder,
  refundCredits,
  refundMessagesTo,
  refundRow,
  refundTimeline,
  returned,
  returnedQty,
  setReturnWindow,
  UNLIMITED,
  type Shopper,
} from './refunds-test-kit';

/** The tables a refund writes; "nothing written" compares them before and after. */
const MONEY_TABLES = [
  'refunds',
  'refund_lines',
  'refund_events',
  'credit_note_counters',
  'orders',
  'order_lines',
  'wallets',
  'wallet_ledger',
];

describe.each(DB_KINDS)('returns and refunds on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let ravi: Shopper;
  let p1: { id: number; categoryId: number };
  let p2: { id: number; categoryId: number };
  let shopperNo = 0;
  const newShopper = () => aShopper(t, `refund-shopper-${++shopperNo}@example.com`);
  const items = (...lines: [number, number][]) =>
    lines.map(([ProductId, Qty]) => ({ ProductId, VariantId: null, Qty }));
  const lineOf = (o: OrderDetails, productId: number) =>
    o.Lines.find((l) => l.ProductId === productId)!;
  const moneySnapshot = async () => {
    const all = await snapshotTables(t);
    return Object.fromEntries(MONEY_TABLES.map((k) => [k, all[k]]));
  };
  /** A delivered order paid all by the wallet (prepaid). */
  const deliveredWalletOrder = async (s: Shopper, lines = items([p1.id, 3]), coupon?: string) => {
    const o = await placeOrder(t, s, 'wallet', lines, coupon);
    await deliver(t, o.OrderId);
    return o;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    asha = await aShopper(t, 'asha.refunds@example.com');
    ravi = await aShopper(t, 'ravi.refunds@example.com');
    // prices that do not divide evenly, so rounding shows
    p1 = await aProduct(t, 0, 33_333);
    p2 = await aProduct(t, 1, 25_001);
  });
  afterAll(() => t?.close());

  it('refunds a return to the wallet through requested, approved, picked up and refunded: exactly the line’s share', async () => {
    const order = await deliveredWalletOrder(asha, items([p1.id, 3], [p2.id, 2]), 'FESTIVE10');
    const line = lineOf(order, p1.id);
    expect(line.Discount).toBeGreaterThan(0); // the coupon's share comes off what comes back
    const before = await balanceOf(t, asha.userId);

    const refund = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Comment: 'The pack was torn',
      Destination: 'wallet',
    });
    const share = Math.floor(line.NetAmount / 3);
    expect(refund).toMatchObject({
      Kind: 'return',
      Status: 'requested',
      Amount: share,
      WalletAmount: share,
      SourceAmount: 0,
      UpiAmount: 0,
      ItemCount: 1,
      OrderNumber: order.OrderNumber,
      RefundNumber: `RF-${String(refund.RefundId).padStart(6, '0')}`,
      Lines: [{ ProductId: p1.id, Qty: 1, Amount: share }],
      CreditNoteNumber: null,
    });
    expect(await returnedQty(t, order.OrderId)).toEqual([1, 0]);

    expect((await moveRefund(t, refund.RefundId, { Status: 'approved' })).status).toBe(200);
    expect(await balanceOf(t, asha.userId)).toBe(before); // nothing moves before the pickup

    const picked = await moveRefund(t, refund.RefundId, { Status: 'picked_up' });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const done = RefundDetails.parse(picked.body.RefundDetails);
    expect(done.Status).toBe('refunded');
    expect(done.CreditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(done.Timeline.map((e) => e.Status)).toEqual([
      'requested',
      'approved',
      'picked_up',
      'refunded',
    ]);
    expect(await refundTimeline(t, refund.RefundId)).toEqual([
      'requested:shopper',
      'approved:store',
      'picked_up:store',
      'refunded:system',
    ]);
    expect(await balanceOf(t, asha.userId)).toBe(before + share);
    expect(await ledgerSum(t, asha.userId)).toBe(await balanceOf(t, asha.userId));
    const credits = await refundCredits(t, refund.RefundId);
    expect(credits.map((c) => [c.amountPaise, c.reason, c.reference])).toEqual([
      [share, 'refund', `refund:${refund.RefundId}`],
    ]);
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(share);
    // the shopper's order shows the refund
    const details = await call(t, 'GET', `/order-details?orderId=${order.OrderId}`, asha.token);
    expect((details.body.OrderDetails as OrderDetails).Refunds).toEqual([
      {
        RefundId: refund.RefundId,
        Status: 'refunded',
        Amount: share,
        WalletAmount: share,
        SourceAmount: 0,
        UpiAmount: 0,
        CreditNoteNumber: expect.stringMatching(/CN\/\d\d-\d\d\/\d{6}$/),
      },
    ]);
  });

  it('refunds exactly the lines’ net amounts when every unit comes back, in any steps', async () => {
    const order = await deliveredWalletOrder(asha, items([p1.id, 3], [p2.id, 2]), 'FESTIVE10');
    const n1 = lineOf(order, p1.id).NetAmount;
    const n2 = lineOf(order, p2.id).NetAmount;
    const first = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'No longer needed',
      Destination: 'wallet',
    });
    const second = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [
        { ProductId: p2.id, VariantId: null, Qty: 2 },
        { ProductId: p1.id, VariantId: null, Qty: 1 },
        { ProductId: p1.id, VariantId: null, Qty: 1 }, // named twice: the units add up
      ],
      Reason: 'No longer needed',
      Destination: 'wallet',
    });
    expect(first.Amount + second.Amount).toBe(n1 + n2);
    expect(second.ItemCount).toBe(4);
    const before = await balanceOf(t, asha.userId);
    for (const r of [first, second]) {
      expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
      expect((await moveRefund(t, r.RefundId, { Status: 'picked_up' })).status).toBe(200);
    }
    expect(await balanceOf(t, asha.userId)).toBe(before + n1 + n2);
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(n1 + n2);
    expect(await returnedQty(t, order.OrderId)).toEqual([3, 2]);
    const options = ReturnOptionsAnswer.parse(
      (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, asha.token)).body,
    );
    expect(options.CanReturn).toBe(false);
    expect(options.Lines.map((l) => l.ReturnableQty)).toEqual([0, 0]);
  });

  it('shows each line’s returnable units, refund per unit, return-by date and where money may go', async () => {
    const order = await deliveredWalletOrder(ravi, items([p1.id, 3], [p2.id, 1]));
    const res = await call(t, 'GET', `/orders/${order.OrderId}/return-options`, ravi.token);
    expect(res.status).toBe(200);
    const options = ReturnOptionsAnswer.parse(res.body);
    expect(options.CanReturn).toBe(true);
    expect(options.Destinations).toEqual(['wallet']); // prepaid by the wallet: no card, no UPI
    const l1 = options.Lines.find((l) => l.ProductId === p1.id)!;
    expect(l1).toMatchObject({
      Qty: 3,
      ReturnableQty: 3,
      UnitRefund: Math.floor(lineOf(order, p1.id).NetAmount / 3),
      Reason: null,
    });
    expect(new Date(l1.ReturnBy!).getTime()).toBeGreaterThan(Date.now());
    // another shopper's order is as missing as none
    expect(
      (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, asha.token)).status,
    ).toBe(404);
  });

  describe('cheats, each refused with nothing written', () => {
    let order: OrderDetails;
    let before: Record<string, string | undefined>;
    const ask = (s: Shopper, over: Record<string, unknown> = {}) =>
      askReturn(t, s.token, {
        OrderId: order.OrderId,
        Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
        Reason: 'Other',
        Destination: 'wallet',
        ...over,
      } as never);

    beforeAll(async () => {
      order = await deliveredWalletOrder(ravi, items([p1.id, 3]));
    });

    const refused = async (
      res: { status: number; body: Record<string, unknown> },
      status: number,
      code: string,
    ) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.Code).toBe(code);
      expect(await moneySnapshot()).toEqual(before);
    };

    it('another shopper’s order or refund', async () => {
      const mine = await returned(t, ravi.token, {
        OrderId: order.OrderId,
        Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
        Reason: 'Other',
        Destination: 'wallet',
      });
      before = await moneySnapshot();
      await refused(await ask(asha), 404, 'ORDER_NOT_FOUND');
      const details = RefundDetailsAnswer.parse(
        (await call(t, 'GET', `/refund-details?refundId=${mine.RefundId}`, asha.token)).body,
      );
      expect(details).toEqual({ NoRefund: true, RefundDetails: null });
      const note = await call(t, 'GET', `/refunds/${mine.RefundId}/credit-note`, asha.token);
      expect(note.status).toBe(404);
      const list = RefundListAnswer.parse((await call(t, 'GET', '/refunds', asha.token)).body);
      expect(list.Refunds.map((r) => r.RefundId)).not.toContain(mine.RefundId);
      // the owner sees it
      const own = RefundDetailsAnswer.parse(
        (await call(t, 'GET', `/refund-details?refundId=${mine.RefundId}`, ravi.token)).body,
      );
      expect(own.RefundDetails?.RefundId).toBe(mine.RefundId);
      // give the unit back for the next cheats
      expect(
        (await moveRefund(t, mine.RefundId, { Status: 'rejected', Reason: 'Test over' })).status,
      ).toBe(200);
    });

    it('more units than bought, at once or across two requests', async () => {
      before = await moneySnapshot();
      await refused(
        await ask(ravi, { Lines: [{ ProductId: p1.id, VariantId: null, Qty: 4 }] }),
        409,
        'RETURN_QTY_EXCEEDED',
      );
      await returned(t, ravi.token, {
        OrderId: order.OrderId,
        Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }],
        Reason: 'Other',
        Destination: 'wallet',
      });
      before = await moneySnapshot();
      const again = await ask(ravi, { Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }] });
      await refused(again, 409, 'RETURN_QTY_EXCEEDED');
      expect(again.body.Message).toMatch(/Only 1 of .* can still be returned/);
      // a product that is not in the order
      await refused(
        await ask(ravi, { Lines: [{ ProductId: p2.id, VariantId: null, Qty: 1 }] }),
        400,
        'RETURN_ITEM_NOT_IN_ORDER',
      );
    });

    it('a category that takes no returns, and a line past its window', async () => {
      before = await moneySnapshot();
      const old = await setReturnWindow(t, p1.categoryId, 0);
      try {
        const res = await ask(ravi);
        await refused(res, 409, 'RETURN_NOT_ALLOWED');
        expect(res.body.Message).toMatch(/can't be returned$/);
      } finally {
        await setReturnWindow(t, p1.categoryId, old);
      }
      await setReturnWindow(t, p1.categoryId, 7);
      try {
        await deliveredDaysAgo(t, order.OrderId, 8);
        before = await moneySnapshot();
        const res = await ask(ravi);
        await refused(res, 409, 'RETURN_NOT_ALLOWED');
        expect(res.body.Message).toMatch(/return window closed on \d{1,2} \w{3} \d{4}$/);
        const options = ReturnOptionsAnswer.parse(
          (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, ravi.token)).body,
        );
        expect(options.CanReturn).toBe(false);
        expect(options.Lines[0]!.Reason).toMatch(/return window closed on/);
      } finally {
        await deliveredDaysAgo(t, order.OrderId, 0);
        await setReturnWindow(t, p1.categoryId, old);
      }
    });

    it('the return policy the product page shows is the rule a return is held to', async () => {
      const [row] = await t.database.db
        .select({ slug: products.slug })
        .from(products)
        .where(eq(products.id, p1.id));
      const policy = async () =>
        (await getProductDetails(t.database.db, row!.slug)).ProductDetails.ReturnPolicy;
      const old = await setReturnWindow(t, p1.categoryId, 3);
      try {
        expect(await policy()).toEqual({ Returnable: true, WindowDays: 3 });
        await deliveredDaysAgo(t, order.OrderId, 2);
        const options = ReturnOptionsAnswer.parse(
          (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, ravi.token)).body,
        );
        expect(options.CanReturn).toBe(true);
        // past the category's 3 days (the default 7 would still take it)
        await deliveredDaysAgo(t, order.OrderId, 4);
        before = await moneySnapshot();
        const late = await ask(ravi);
        await refused(late, 409, 'RETURN_NOT_ALLOWED');
        expect(late.body.Message).toMatch(/return window closed on/);
        // a category that takes none: the page says so and the request is refused
        await setReturnWindow(t, p1.categoryId, 0);
        await deliveredDaysAgo(t, order.OrderId, 0);
        expect(await policy()).toEqual({ Returnable: false, WindowDays: 0 });
        await refused(await ask(ravi), 409, 'RETURN_NOT_ALLOWED');
      } finally {
        await deliveredDaysAgo(t, order.OrderId, 0);
        await setReturnWindow(t, p1.categoryId, old);
      }
    });

    it('an order not delivered yet', async () => {
      const placed = await placeOrder(t, ravi, 'wallet', items([p1.id, 1]));
      before = await moneySnapshot();
      await refused(
        await askReturn(t, ravi.token, {
          OrderId: placed.OrderId,
          Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
          Reason: 'Other',
          Destination: 'wallet',
        }),
        409,
        'ORDER_NOT_RETURNABLE',
      );
    });

    it('source on a cash-on-delivery order, UPI on a prepaid one', async () => {
      const cod = await placeOrder(t, ravi, 'cod', items([p1.id, 1]));
      await deliver(t, cod.OrderId);
      before = await moneySnapshot();
      await refused(
        await askReturn(t, ravi.token, {
          OrderId: cod.OrderId,
          Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
          Reason: 'Other',
          Destination: 'source',
        }),
        400,
        'REFUND_DESTINATION_INVALID',
      );
      await refused(
        await ask(ravi, { Destination: 'upi', UpiId: 'ravi@okbank' }),
        400,
        'REFUND_DESTINATION_INVALID',
      );
      // and UPI without its id never reaches the service
      const noId = await ask(ravi, { Destination: 'upi' });
      expect(noId.status).toBe(400);
      expect(await moneySnapshot()).toEqual(before);
    });

    it('a photo of another shopper', async () => {
      const jpeg = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#0a0' },
      })
        .jpeg()
        .toBuffer();
      const up = await fetch(`${t.url}/api/refund-photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${asha.token}`, 'content-type': 'image/jpeg' },
        body: jpeg,
      });
      expect(up.status).toBe(201);
      const { PhotoId } = (await up.json()) as { PhotoId: string };
      before = await moneySnapshot();
      const res = await ask(ravi, { PhotoIds: [PhotoId] });
      await refused(res, 400, 'PHOTO_NOT_FOUND');
      expect((res.body.Fields as { Field: string }[])[0]!.Field).toBe('body.PhotoIds');
    });

    it('a refund that would pass what was paid', async () => {
      const o = await deliveredWalletOrder(ravi, items([p1.id, 1]));
      const r = await returned(t, ravi.token, {
        OrderId: o.OrderId,
        Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
        Reason: 'Other',
        Destination: 'wallet',
      });
      expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
      // the store already gave back all but one paisa of it some other way
      await t.database.db.execute(
        sql`UPDATE orders SET refunded_paise = paid_paise - ${r.Amount - 1} WHERE id = ${o.OrderId}`,
      );
      before = await moneySnapshot();
      const res = await moveRefund(t, r.RefundId, { Status: 'picked_up' });
      await refused(res, 409, 'REFUND_EXCEEDS_PAID');
      expect((await refundRow(t, r.RefundId)).status).toBe('approved');
      expect(await refundCredits(t, r.RefundId)).toEqual([]);
    });
  });

  it('gives the units of a rejected return back; a rejection needs its reason; moves follow the table', async () => {
    const order = await deliveredWalletOrder(ravi, items([p1.id, 2]));
    const r = await returned(t, ravi.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }],
      Reason: 'Quality not as expected',
      Destination: 'wallet',
    });
    expect(await returnedQty(t, order.OrderId)).toEqual([2]);
    expect((await moveRefund(t, r.RefundId, { Status: 'rejected' })).status).toBe(400);
    // a return is not picked up before it is approved, nor refunded by hand
    for (const Status of ['picked_up', 'refunded']) {
      const res = await moveRefund(t, r.RefundId, { Status, PayoutReference: 'UTR123456' });
      expect(res.status).toBe(409);
      expect(res.body.Code).toBe('REFUND_TRANSITION_INVALID');
    }
    const rejected = await moveRefund(t, r.RefundId, {
      Status: 'rejected',
      Reason: 'The photos show a different product',
    });
    expect(rejected.status).toBe(200);
    expect(RefundDetails.parse(rejected.body.RefundDetails)).toMatchObject({
      Status: 'rejected',
      RejectReason: 'The photos show a different product',
    });
    const rejectedMail = await refundMessagesTo(t, ravi.email, (m) =>
      m.some((x) => x.Subject.includes(`RF-${String(r.RefundId).padStart(6, '0')}: Rejected`)),
    );
    expect(rejectedMail.find((m) => m.Subject.endsWith('Rejected'))!.Body).toContain(
      'We could not accept the return of your refund',
    );
    expect(await returnedQty(t, order.OrderId)).toEqual([0]);
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(409);
    expect(await refundCredits(t, r.RefundId)).toEqual([]);
    // the units can be asked back again
    await returned(t, ravi.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }],
      Reason: 'Quality not as expected',
      Destination: 'wallet',
    });
    expect((await moveRefund(t, 999_999, { Status: 'approved' })).status).toBe(404);
  });

  it('pays a cash-on-delivery return out by UPI only with a payout reference', async () => {
    const s = await newShopper();
    const order = await placeOrder(t, s, 'cod', items([p1.id, 2]));
    await deliver(t, order.OrderId);
    await collectCash(t, order.OrderId);
    const options = ReturnOptionsAnswer.parse(
      (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, s.token)).body,
    );
    expect(options.Destinations).toEqual(['wallet', 'upi']);
    const r = await returned(t, s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 1 }],
      Reason: 'Wrong item delivered',
      Destination: 'upi',
      UpiId: 'asha.rao@okhdfc',
    });
    expect(r).toMatchObject({ UpiAmount: r.Amount, WalletAmount: 0, UpiId: 'asha.rao@okhdfc' });
    expect((await moveRefund(t, r.RefundId, { Status: 'approved' })).status).toBe(200);
    const picked = await moveRefund(t, r.RefundId, { Status: 'picked_up' });
    expect(RefundDetails.parse(picked.body.RefundDetails).Status).toBe('picked_up');
    expect((await orderRow(t, order.OrderId)).refundedPaise).toBe(r.Amount);
    expect(await balanceOf(t, s.userId)).toBe(0); // nothing to the wallet

    const noRef = await moveRefund(t, r.RefundId, { Status: 'refunded' });
    expect(noRef.status).toBe(400);
    expect(noRef.body.Code).toBe('PAYOUT_REFERENCE_REQUIRED');
    expect((await refundRow(t, r.RefundId)).status).toBe('picked_up');
    const paid = await moveRefund(t, r.RefundId, {
      Status: 'refunded',
      PayoutReference: 'UPI-REF-40211',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(RefundDetails.parse(paid.body.RefundDetails)).toMatchObject({
      Status: 'refunded',
      PayoutReference: 'UPI-REF-40211',
    });
    expect(
      (await moveRefund(t, r.RefundId, { Status: 'refunded', PayoutReference: 'UPI-REF-2' }))
        .status,
    ).toBe(409);

    // the app's job worker tells the shopper of each move by email, once each, with where the
    // money went (the refused move tells nothing)
    const number = `RF-${String(r.RefundId).padStart(6, '0')}`;
    // the worker may send them in any order; all three are awaited
    const told = await refundMessagesTo(t, s.email, (m) => m.length >= 3);
    expect(told.map((m) => m.Subject).sort()).toEqual(
      [
        `Refund ${number}: Approved`,
        `Refund ${number}: Picked up`,
        `Refund ${number}: Refunded`,
      ].sort(),
    );
    const refunded = told.find((m) => m.Subject.endsWith('Refunded'))!.Body;
    expect(refunded).toContain(
      `${formatInr(r.Amount)} was paid to asha.rao@okhdfc (reference UPI-REF-40211)`,
    );
    expect(refunded).toContain(`order ${order.OrderNumber}`);
    expect(refunded).toContain(`/refund/details/${r.RefundId}`);
  });

  it('prints a GST credit note with its own number, the original invoice number and the amount', async () => {
    const order = await deliveredWalletOrder(asha, items([p1.id, 3], [p2.id, 1]));
    const r = await returned(t, asha.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p1.id, VariantId: null, Qty: 2 }],
      Reason: 'Damaged or defective',
      Destination: 'wallet',
    });
    expect((await call(t, 'GET', `/refunds/${r.RefundId}/credit-note`, asha.token)).status).toBe(
      404,
    ); // not before the money moved
    await moveRefund(t, r.RefundId, { Status: 'approved' });
    const done = RefundDetails.parse(
      (await moveRefund(t, r.RefundId, { Status: 'picked_up' })).body.RefundDetails,
    );
    const res = await fetch(`${t.url}/api/refunds/${r.RefundId}/credit-note`, {
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text).toContain('Credit Note');
    expect(text).toContain(done.CreditNoteNumber!);
    expect(text).toContain(order.InvoiceNumber!);
    expect(text).toContain(formatInr(r.Amount));
    expect(text).toContain(r.RefundNumber);
    // CGST + SGST inside the amount, within Karnataka
    expect(text).toMatch(/CGST/);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM refunds WHERE credit_note_number = ${done.CreditNoteNumber}`,
    );
    expect(Number(n!.n)).toBe(1);
  });

  it('sends a return of an online order back to the payment through the gateway job', async () => {
    const s = await newShopper();
    const order = await placeOrder(t, s, 'sandbox', items([p2.id, 2]));
    await deliver(t, order.OrderId);
    const options = ReturnOptionsAnswer.parse(
      (await call(t, 'GET', `/orders/${order.OrderId}/return-options`, s.token)).body,
    );
    // a sandbox payment is no money: it never turns into wallet money
    expect(options.Destinations).toEqual(['source']);
    const r = await returned(t, s.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: p2.id, VariantId: null, Qty: 1 }],
      Reason: 'No longer needed',
      Destination: 'source',
    });
    expect(r).toMatchObject({ SourceAmount: r.Amount, WalletAmount: 0 });
    await moveRefund(t, r.RefundId, { Status: 'approved' });
    const picked = RefundDetails.parse(
      (await moveRefund(t, r.RefundId, { Status: 'picked_up' })).body.RefundDetails,
    );
    expect(picked.Status).toBe('picked_up'); // until the gateway says processed
    // the worker runs the job too; running it again makes no second refund
    const job = refundPayoutJob.handler({ deps: t.deps });
    await Promise.all([job({ refundId: r.RefundId }), job({ refundId: r.RefundId })]);
    const row = await refundRow(t, r.RefundId);
    expect(row.status).toBe('refunded');
    expect(row.gatewayRefundId).toMatch(/^sandbox_rfnd_/);
    expect(await refundTimeline(t, r.RefundId)).toEqual([
      'requested:shopper',
      'approved:store',
      'picked_up:store',
      'refunded:system',
    ]);
    expect(await balanceOf(t, s.userId)).toBe(0);
    // the webhook arriving afterwards changes nothing
    expect(
      await inTransaction(t.database.db, (tx) =>
        markGatewayRefundProcessed(tx, { gatewayRefundId: row.gatewayRefundId! }),
      ),
    ).toBe(false);
  });

  it('refunds a cancelled order: the wallet at once, an online payment through the gateway', async () => {
    const s = await newShopper();
    const byWallet = await placeOrder(t, s, 'wallet', items([p1.id, 1]));
    const balance = await balanceOf(t, s.userId);
    const cancel = await call(t, 'POST', `/orders/${byWallet.OrderId}/cancel`, s.token, {
      Reason: 'Ordered by mistake',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [walletRefund] = (cancel.body.OrderDetails as OrderDetails).Refunds;
    expect(walletRefund).toMatchObject({ Status: 'refunded', Amount: byWallet.AmountPayable });
    expect(await balanceOf(t, s.userId)).toBe(balance + byWallet.AmountPayable);
    const row = await refundRow(t, walletRefund!.RefundId);
    expect(row).toMatchObject({ kind: 'cancellation', walletPaise: byWallet.AmountPayable });
    expect(row.creditNoteNumber).not.toBeNull();
    expect(await refundTimeline(t, row.id)).toEqual(['approved:system', 'refunded:system']);

    const online = await placeOrder(t, s, 'sandbox', items([p2.id, 1]));
    const cancelled = await call(t, 'POST', `/orders/${online.OrderId}/cancel`, s.token, {
      Reason: 'Found a better price',
      RefundTo: 'source',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refundId = (cancelled.body.OrderDetails as OrderDetails).Refunds[0]!.RefundId;
    expect(await refundRow(t, refundId)).toMatchObject({
      destination: 'source',
      sourcePaise: online.AmountPayable,
      walletPaise: 0,
    });
    // the job worker of the running app sends it back
    for (let i = 0; i < 100 && (await refundRow(t, refundId)).status !== 'refunded'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await refundRow(t, refundId)).status).toBe('refunded');
    expect((await orderRow(t, online.OrderId)).refundedPaise).toBe(online.AmountPayable);
    expect(await balanceOf(t, s.userId)).toBe(balance + byWallet.AmountPayable);
  });

  it('finds a refund the gateway processed by our id in its notes, once', async () => {
    const s = await newShopper();
    const order = await placeOrder(t, s, 'sandbox', items([p1.id, 1]));
    // as the checkout module does on its locked order; the job is held back to let the webhook win
    const refundId = await inTransaction(t.database.db, async (tx) => {
      const locked = (await lockOrder(tx, order.OrderId, null))!;
      const id = await refundCancelledOrder(tx, locked, { refundTo: 'source', actor: 'store' });
      await tx.execute(
        sql`UPDATE jobs SET run_at = now() + interval '1 hour'
            WHERE kind = 'refund-gateway-payout' AND (payload->>'refundId')::int = ${id}`,
      );
      return id!;
    });
    expect((await refundRow(t, refundId)).status).toBe('approved');
    const mark = (gatewayRefundId: string, id?: number) =>
      inTransaction(t.database.db, (tx) =>
        markGatewayRefundProcessed(tx, { gatewayRefundId, refundId: id }),
      );
    expect(await mark('rfnd_unknown_1')).toBe(false);
    expect(await mark('rfnd_test_0001', refundId)).toBe(true);
    expect(await mark('rfnd_test_0001', refundId)).toBe(false);
    expect(await mark('rfnd_test_0001')).toBe(false);
    expect(await refundRow(t, refundId)).toMatchObject({
      status: 'refunded',
      gatewayRefundId: 'rfnd_test_0001',
    });
    // nothing was paid for an order never paid: no refund
    const unpaid = await placeOrder(t, s, 'cod', items([p1.id, 1]));
    expect(
      await inTransaction(t.database.db, async (tx) =>
        refundCancelledOrder(tx, (await lockOrder(tx, unpaid.OrderId, null))!, {
          refundTo: 'wallet',
          actor: 'shopper',
        }),
      ),
    ).toBeNull();
  });

  it('lists refunds newest first, ten a page, and the store owner’s list with the shopper', async () => {
    const list = RefundListAnswer.parse(
      (await call(t, 'GET', '/refunds?pageNo=1', asha.token)).body,
    );
    expect(list.NoRefunds).toBe(false);
    expect(list.Refunds.length).toBe(Math.min(10, list.CountTotalRefunds));
    const ids = list.Refunds.map((r) => r.RefundId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const fresh = await newShopper();
    expect(RefundListAnswer.parse((await call(t, 'GET', '/refunds', fresh.token)).body)).toEqual({
      NoRefunds: true,
      CountTotalRefunds: 0,
      PageNo: 1,
      Refunds: [],
    });
    const owner = await admin(t, 'GET', '/admin/refunds?status=rejected&pageNo=1');
    expect(owner.status).toBe(200);
    const rows = owner.body.Refunds as { Status: string; UserId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Status === 'rejected' && r.UserId === ravi.userId)).toBe(true);
    expect((await call(t, 'GET', '/admin/refunds', asha.token)).status).toBe(401);
  });

  describe('return photos', () => {
    /** The tags of a JPEG's EXIF IFD0 (0x8825: the pointer to its GPS block). */
    function ifd0Tags(exif: Buffer): number[] {
      const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
      const le = tiff.toString('latin1', 0, 2) === 'II';
      const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
      const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
      const ifd = u32(4);
      return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
    }
    const upload = (token: string, body: Buffer, type = 'image/jpeg') =>
      fetch(`${t.url}/api/refund-photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body,
      });

    it('stores an upright WebP within 1280 px with no EXIF or GPS left', async () => {
      // a sideways 3000x1500 phone photo (EXIF orientation 6) carrying GPS coordinates
      const jpeg = await sharp({
        create: { width: 3000, height: 1500, channels: 3, background: '#c33' },
      })
        .jpeg()
        .withExif({
          IFD0: { Make: 'KiranaCam' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '12/1 58/1 1234/100',
            GPSLongitudeRef: 'E',
            GPSLongitude: '77/1 35/1 0/1',
          },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const inMeta = await sharp(jpeg).metadata();
      expect(inMeta.orientation).toBe(6);
      expect(ifd0Tags(inMeta.exif!)).toContain(0x8825); // the GPS block is there

      const res = await upload(asha.token, jpeg);
      expect(res.status).toBe(201);
      const { PhotoId } = (await res.json()) as { PhotoId: string };
      const got = await fetch(`${t.url}/api/refund-photos/${PhotoId}`, {
        headers: { authorization: `Bearer ${asha.token}` },
      });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      const webp = Buffer.from(await got.arrayBuffer());
      const out = await sharp(webp).metadata();
      expect(out).toMatchObject({ format: 'webp', width: 640, height: 1280 }); // turned upright
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.orientation).toBeUndefined();
      expect(webp.includes('KiranaCam')).toBe(false);
      expect(webp.includes('Exif')).toBe(false);

      // only its owner, and the store owner, can see it
      const other = await fetch(`${t.url}/api/refund-photos/${PhotoId}`, {
        headers: { authorization: `Bearer ${ravi.token}` },
      });
      expect(other.status).toBe(404);
      const owner = await fetch(`${t.url}/api/admin/refund-photos/${PhotoId}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(owner.status).toBe(200);
      expect(Buffer.from(await owner.arrayBuffer()).equals(webp)).toBe(true);

      // and it goes with a return of its owner
      const order = await deliveredWalletOrder(asha, items([p2.id, 1]));
      const r = await returned(t, asha.token, {
        OrderId: order.OrderId,
        Lines: [{ ProductId: p2.id, VariantId: null, Qty: 1 }],
        Reason: 'Damaged or defective',
        Destination: 'wallet',
        PhotoIds: [PhotoId],
      });
      expect(r.PhotoIds).toEqual([PhotoId]);
    });

    it('refuses what is not a photo, a photo over 8 MB, and JSON', async () => {
      const count = async () =>
        Number(
          (
            await queryRows<{ n: number }>(
              t.database.db,
              sql`SELECT count(*)::int AS n FROM refund_photos`,
            )
          )[0]!.n,
        );
      const n = await count();
      const fake = await upload(asha.token, Buffer.from('not really a jpeg at all'));
      expect(fake.status).toBe(400);
      expect(((await fake.json()) as { Code: string }).Code).toBe('PHOTO_INVALID');
      const svg = await upload(
        asha.token,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'image/png',
      );
      expect(svg.status).toBe(400);
      const big = await upload(asha.token, Buffer.alloc(8 * 1024 * 1024 + 1, 1));
      expect(big.status).toBe(413);
      const json = await call(t, 'POST', '/refund-photos', asha.token, { PhotoId: 'x' });
      expect(json.status).toBe(415);
      const gif = await upload(asha.token, Buffer.from('GIF89a'), 'image/gif');
      expect(gif.status).toBe(415);
      expect((await upload('', Buffer.from('x'))).status).toBe(401);
      expect(await count()).toBe(n);
    });
  });
});
