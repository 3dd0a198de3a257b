import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  RefundDetailsAnswer,
  RefundListAnswer,
  ReturnOptionsAnswer,
  type OrderDetails,
} from '@kirana/shared';
import { snapshotTables } from '../../bad-input-test-kit';
import { DB_KINDS } from '../../test/harness';
import { getProductDetails } from '../catalogue/product-details.service';
import { products } from '../catalogue/catalogue.tables';
import {
  askReturn,
  call,
  deliver,
  deliveredDaysAgo,
  deliveredWalletOrder,
  items,
  lineOf,
  moveRefund,
  placeOrder,
  refundCredits,
  refundRow,
  refundsTestApp,
  returned,
  setReturnWindow,
  type Shopper,
} from './refunds-test-kit';

// A return request: what each line may still return, and every request refused with nothing
// written (another shopper’s, too many units, out of its window, not delivered, the wrong
// destination, another’s photo, more than was paid).

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

describe.each(DB_KINDS)('return requests on %s', (kind) => {
  const app = refundsTestApp(kind);

  const moneySnapshot = async () => {
    const all = await snapshotTables(app.t);
    return Object.fromEntries(MONEY_TABLES.map((k) => [k, all[k]]));
  };

  it('shows each line’s returnable units, refund per unit, return-by date and where money may go', async () => {
    const { t, asha, ravi, p1, p2 } = app;
    const order = await deliveredWalletOrder(t, ravi, items([p1.id, 3], [p2.id, 1]));
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
      askReturn(app.t, s.token, {
        OrderId: order.OrderId,
        Lines: [{ ProductId: app.p1.id, VariantId: null, Qty: 1 }],
        Reason: 'Other',
        Destination: 'wallet',
        ...over,
      } as never);

    beforeAll(async () => {
      order = await deliveredWalletOrder(app.t, app.ravi, items([app.p1.id, 3]));
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
      const { t, asha, ravi, p1 } = app;
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
      const { t, ravi, p1, p2 } = app;
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
      const { t, ravi, p1 } = app;
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
      const { t, ravi, p1 } = app;
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
      const { t, ravi, p1 } = app;
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
      const { t, ravi, p1 } = app;
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
      const { t, asha, ravi } = app;
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
      const { t, ravi, p1 } = app;
      const o = await deliveredWalletOrder(t, ravi, items([p1.id, 1]));
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
});
