import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AdminRefundAnswer, AdminRefundsAnswer, ApiErrorBody } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../staff/staff.tables';
import { call, callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';
import { users } from '../../users/users.tables';
import {
  ADMIN_TOKEN,
  aProduct,
  aShopper,
  balanceOf,
  deliver,
  placeOrder,
  returned,
  UNLIMITED,
  type Shopper,
} from '../refunds-test-kit';

// The console's returns: the queue and one refund for returns:manage only, each move audited in
// its transaction, a rejection needing its reason, and where the money went.

describe.each(DB_KINDS)('the console’s returns on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let meena: Shopper;
  let product: { id: number };
  let photoId: string;

  const auditOf = (refundId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refund'), eq(auditLog.entityId, String(refundId))))
      .orderBy(asc(auditLog.id));

  /** A delivered wallet order of Meena's and a return of one unit, with a photo. */
  async function aReturn(comment = 'Torn pack') {
    const order = await placeOrder(t, meena, 'wallet', [
      { ProductId: product.id, VariantId: null, Qty: 2 },
    ]);
    await deliver(t, order.OrderId);
    const refund = await returned(t, meena.token, {
      OrderId: order.OrderId,
      Lines: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      Reason: 'Damaged or defective',
      Comment: comment,
      Destination: 'wallet',
      PhotoIds: [photoId],
    });
    return { order, refund };
  }

  const move = (token: string | undefined, refundId: number, body: unknown) =>
    call(t, 'POST', `/admin/refunds/${refundId}/status`, { token, body });

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    tokens = await callerTokens(t);
    meena = await aShopper(t, 'meena.console-returns@example.com');
    await t.database.db
      .update(users)
      .set({ phone: '9876501234' })
      .where(eq(users.id, meena.userId));
    product = await aProduct(t, 2, 12_345);
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3a3' },
    })
      .jpeg()
      .toBuffer();
    const up = await fetch(`${t.url}/api/refund-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${meena.token}`, 'content-type': 'image/jpeg' },
      body: jpeg,
    });
    photoId = ((await up.json()) as { PhotoId: string }).PhotoId;
  });
  afterAll(() => t?.close());

  it('opens every returns call to the owner and the manager only', async () => {
    const { refund } = await aReturn();
    const allowed = ['owner', 'manager'] as const;
    await expectRoles(t, tokens, 'GET', '/admin/refunds?status=requested', [...allowed]);
    await expectRoles(t, tokens, 'GET', `/admin/refunds/${refund.RefundId}`, [...allowed]);
    // (a missing photo: the kit reads JSON answers, and a photo is WebP)
    const noPhoto = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    await expectRoles(t, tokens, 'GET', `/admin/refund-photos/${noPhoto}`, [...allowed]);
    // an allowed caller gets 404 for a missing refund: past the guard, nothing moved
    await expectRoles(t, tokens, 'POST', '/admin/refunds/2147483647/status', [...allowed], {
      Status: 'approved',
    });
    expect((await auditOf(refund.RefundId)).length).toBe(0);
  });

  it('lists the queue with the customer, the reason and the photos, by status and search', async () => {
    const { order, refund } = await aReturn('Seal broken');
    const ask = async (query: string) => {
      const res = await call(t, 'GET', `/admin/refunds?${query}`, { token: tokens.manager });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return AdminRefundsAnswer.parse(res.body);
    };
    const byStatus = await ask('status=requested&pageSize=60');
    const row = byStatus.Refunds.find((r) => r.RefundId === refund.RefundId)!;
    expect(row).toMatchObject({
      Status: 'requested',
      OrderNumber: order.OrderNumber,
      Reason: 'Damaged or defective',
      PhotoIds: [photoId],
      Customer: {
        UserId: meena.userId,
        Email: 'meena.console-returns@example.com',
        Phone: '9876501234',
      },
    });
    expect(byStatus.Refunds.every((r) => r.Status === 'requested')).toBe(true);
    expect((await ask('status=rejected')).Refunds.map((r) => r.RefundId)).not.toContain(
      refund.RefundId,
    );
    const byNumber = await ask(`search=${encodeURIComponent(order.OrderNumber)}`);
    expect(byNumber.Refunds.map((r) => r.RefundId)).toEqual([refund.RefundId]);
    expect(byNumber.CountTotalRefunds).toBe(1);
    for (const phone of ['9876501234', '+91 98765 01234', '98765']) {
      const found = await ask(`search=${encodeURIComponent(phone)}`);
      expect(
        found.Refunds.map((r) => r.RefundId),
        phone,
      ).toContain(refund.RefundId);
      expect(
        found.Refunds.every((r) => r.UserId === meena.userId),
        phone,
      ).toBe(true);
    }
    expect((await ask(`search=${refund.RefundNumber}`)).Refunds[0]!.RefundId).toBe(refund.RefundId);
    expect((await ask('search=9999999999')).CountTotalRefunds).toBe(0);
  });

  it('approves and marks picked up, each move audited with before and after; the wallet is credited', async () => {
    const { order, refund } = await aReturn();
    const before = await balanceOf(t, meena.userId);
    const approved = await move(tokens.manager, refund.RefundId, { Status: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const a = AdminRefundAnswer.parse(approved.body).RefundDetails;
    expect(a.Status).toBe('approved');
    expect(a.MoneyTrail).toEqual([
      expect.objectContaining({ Destination: 'wallet', Amount: refund.Amount, Status: 'waiting' }),
    ]);

    const picked = await move(tokens.owner, refund.RefundId, { Status: 'picked_up' });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const p = AdminRefundAnswer.parse(picked.body).RefundDetails;
    expect(p.Status).toBe('refunded');
    expect(p.MoneyTrail[0]).toMatchObject({ Destination: 'wallet', Status: 'credited' });
    expect(p.MoneyTrail[0]!.Reference).toMatch(/^Wallet entry \d+$/);
    expect(p.Order).toMatchObject({ OrderId: order.OrderId, Refunded: refund.Amount });
    expect(await balanceOf(t, meena.userId)).toBe(before + refund.Amount);

    const audit = await auditOf(refund.RefundId);
    expect(audit.map((e) => [e.action, e.actorRole])).toEqual([
      ['refund.approve', 'manager'],
      ['refund.pick_up', 'owner'],
    ]);
    expect(audit[0]!.before).toMatchObject({ Status: 'requested' });
    expect(audit[0]!.after).toMatchObject({ Status: 'approved' });
    expect(audit[1]!.before).toMatchObject({ Status: 'approved' });
    expect(audit[1]!.after).toMatchObject({ Status: 'refunded', Amount: refund.Amount });
    expect(audit.every((e) => e.staffId !== null && e.requestId !== '')).toBe(true);

    const details = await call(t, 'GET', `/admin/refunds/${refund.RefundId}`, {
      token: tokens.owner,
    });
    expect(AdminRefundAnswer.parse(details.body).RefundDetails.Timeline.length).toBe(4);
  });

  it('reads a return in the console’s language: the listed reason, the notes and the wallet’s words in Hindi; the comment and a reject reason as written (#28)', async () => {
    const { order, refund } = await aReturn('डिब्बा फटा था');
    const inHindi = (path: string, body?: unknown) =>
      fetch(`${t.url}/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${tokens.owner}`,
          'accept-language': 'hi',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

    const moved = await inHindi(`/admin/refunds/${refund.RefundId}/status`, { Status: 'approved' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(AdminRefundAnswer.parse(moved.body).RefundDetails.Reason).toBe('टूटा-फूटा या खराब');
    await move(tokens.owner, refund.RefundId, { Status: 'picked_up' });

    const hi = AdminRefundAnswer.parse(
      (await inHindi(`/admin/refunds/${refund.RefundId}`)).body,
    ).RefundDetails;
    expect(hi.Reason).toBe('टूटा-फूटा या खराब');
    expect(hi.Comment).toBe('डिब्बा फटा था');
    expect(hi.Timeline.map((e) => e.Note)).toContain('ग्राहक के Kirana वॉलेट में जमा किया गया');
    expect(hi.MoneyTrail[0]).toMatchObject({ To: 'Kirana वॉलेट' });
    expect(hi.MoneyTrail[0]!.Reference).toMatch(/^वॉलेट एंट्री \d+$/);
    const list = AdminRefundsAnswer.parse(
      (await inHindi(`/admin/refunds?search=${order.OrderNumber}`)).body,
    );
    expect(list.Refunds.map((r) => r.Reason)).toEqual(['टूटा-फूटा या खराब']);

    // in English, as stored
    const en = AdminRefundAnswer.parse(
      (await call(t, 'GET', `/admin/refunds/${refund.RefundId}`, { token: tokens.owner })).body,
    ).RefundDetails;
    expect(en.Reason).toBe('Damaged or defective');
    expect(en.Timeline.map((e) => e.Note)).toContain('Credited to your Kirana wallet');
    expect(en.MoneyTrail[0]).toMatchObject({ To: 'Kirana wallet' });

    // the store's own words stay as written in Hindi
    const other = await aReturn();
    await move(tokens.owner, other.refund.RefundId, {
      Status: 'rejected',
      Reason: 'Seal was intact',
    });
    const rejected = AdminRefundAnswer.parse(
      (await inHindi(`/admin/refunds/${other.refund.RefundId}`)).body,
    ).RefundDetails;
    expect(rejected.RejectReason).toBe('Seal was intact');
    expect(rejected.Reason).toBe('टूटा-फूटा या खराब');
  });

  it('refuses a rejection without a reason (400 naming Reason), and audits one with it', async () => {
    const { refund } = await aReturn();
    const bare = await move(tokens.manager, refund.RefundId, { Status: 'rejected' });
    expect(bare.status).toBe(400);
    const err = ApiErrorBody.parse(bare.body);
    expect(err.Fields?.map((f) => f.Field)).toContain('body.Reason');
    expect(await auditOf(refund.RefundId)).toEqual([]);

    const rejected = await move(tokens.manager, refund.RefundId, {
      Status: 'rejected',
      Reason: 'The photo shows another product',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const r = AdminRefundAnswer.parse(rejected.body).RefundDetails;
    expect(r).toMatchObject({
      Status: 'rejected',
      RejectReason: 'The photo shows another product',
    });
    expect(r.MoneyTrail[0]).toMatchObject({ Status: 'cancelled' });
    const audit = await auditOf(refund.RefundId);
    expect(audit.map((e) => e.action)).toEqual(['refund.reject']);
    expect(audit[0]!.after).toMatchObject({
      Status: 'rejected',
      RejectReason: 'The photo shows another product',
    });

    // a move the table forbids changes nothing and writes no entry
    const again = await move(tokens.owner, refund.RefundId, { Status: 'approved' });
    expect(again.status).toBe(409);
    expect((await auditOf(refund.RefundId)).length).toBe(1);
  });

  it('answers 404 for a refund that does not exist', async () => {
    const res = await call(t, 'GET', '/admin/refunds/2147483647', { token: tokens.owner });
    expect(res.status).toBe(404);
    expect(ApiErrorBody.parse(res.body).Code).toBe('REFUND_NOT_FOUND');
  });
});
