import { and, count, desc, eq, isNull, max } from 'drizzle-orm';
import {
  couponFieldIssues,
  type AdminCoupon,
  type CouponCreateBody,
  type CouponStatus,
  type CouponUpdateBody,
  type CouponUses,
} from '@kirana/shared';
import { inTransaction, sqlState, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { orders } from '../../../db/tables';
import { recordAudit, type AuditActor } from '../../staff';
import {
  chosenCategoryIds,
  loadCategoryIndex,
  namedCategories,
  scopeLabelOf,
  type CategoryIndex,
} from '../coupon-categories';
import { couponRedemptions, coupons } from '../offers.tables';

// The console's coupons: list with uses, create, edit terms, limits, dates and categories (the
// scope label shoppers read is written with the ids), pause and resume, and each coupon's uses.
// The use counter itself is never written here: it moves only through redeemCoupon and
// releaseCoupon; an edit may only keep every limit at or above the uses made.

type CouponRow = typeof coupons.$inferSelect;

/** What a shopper would see of a coupon now. */
export function couponStatus(r: CouponRow, now: Date): CouponStatus {
  if (!r.isActive) return 'paused';
  if (r.endsAt && now >= r.endsAt) return 'expired';
  if (r.totalLimit !== null && r.usedCount >= r.totalLimit) return 'used-up';
  if (r.startsAt && now < r.startsAt) return 'scheduled';
  return 'active';
}

function toAdmin(
  r: CouponRow,
  topShopperUses: number,
  now: Date,
  index: CategoryIndex,
): AdminCoupon {
  return {
    CouponId: r.id,
    Code: r.code,
    Title: r.title,
    Description: r.description,
    Kind: r.kind,
    Value: r.value,
    MaxDiscount: r.maxDiscountPaise,
    MinOrderValue: r.minOrderPaise,
    StartsAt: r.startsAt?.toISOString() ?? null,
    EndsAt: r.endsAt?.toISOString() ?? null,
    TotalLimit: r.totalLimit,
    PerUserLimit: r.perUserLimit,
    FirstOrderOnly: r.firstOrderOnly,
    PaymentMethods: r.paymentMethods as AdminCoupon['PaymentMethods'],
    CategoryIds: r.categoryIds,
    Categories: namedCategories(index, r.categoryIds),
    ScopeLabel: scopeLabelOf(index, r.categoryIds),
    IsActive: r.isActive,
    UsedCount: r.usedCount,
    TopShopperUses: topShopperUses,
    Status: couponStatus(r, now),
    CreatedAt: r.createdAt.toISOString(),
  };
}

/** Each coupon's largest number of standing uses by one shopper. */
async function topShopperUses(db: DbOrTx, couponId?: number): Promise<Map<number, number>> {
  const perShopper = db
    .select({ couponId: couponRedemptions.couponId, n: count().as('n') })
    .from(couponRedemptions)
    .where(
      and(
        isNull(couponRedemptions.releasedAt),
        couponId === undefined ? undefined : eq(couponRedemptions.couponId, couponId),
      ),
    )
    .groupBy(couponRedemptions.couponId, couponRedemptions.userId)
    .as('per_shopper');
  const rows = await db
    .select({ couponId: perShopper.couponId, top: max(perShopper.n) })
    .from(perShopper)
    .groupBy(perShopper.couponId);
  return new Map(rows.map((r) => [r.couponId, Number(r.top ?? 0)]));
}

/** Every coupon, newest first, with its uses. */
export async function listAdminCoupons(db: Db, now = new Date()): Promise<AdminCoupon[]> {
  const [rows, tops, index] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)),
    topShopperUses(db),
    loadCategoryIndex(db),
  ]);
  return rows.map((r) => toAdmin(r, tops.get(r.id) ?? 0, now, index));
}

async function lockCoupon(tx: Tx, couponId: number): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  if (!row) throw notFound('Coupon', 'COUPON_NOT_FOUND');
  return row;
}

const fieldError = (issues: { path: string; message: string }[]) =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    issues.map((i) => i.message).join('; '),
    undefined,
    issues.map((i) => ({ Field: i.path, Message: i.message })),
  );

const dateOrNull = (s: string | null) => (s === null ? null : new Date(s));

/** A new coupon; a code already in use is 409, a category shoppers cannot see 400. */
export async function createCoupon(
  db: Db,
  actor: AuditActor,
  body: CouponCreateBody,
  now = new Date(),
): Promise<AdminCoupon> {
  try {
    return await inTransaction(db, async (tx) => {
      const index = await loadCategoryIndex(tx);
      const categoryIds = chosenCategoryIds(index, body.CategoryIds);
      const [row] = await tx
        .insert(coupons)
        .values({
          code: body.Code,
          title: body.Title,
          description: body.Description,
          kind: body.Kind,
          value: body.Value,
          maxDiscountPaise: body.MaxDiscount,
          minOrderPaise: body.MinOrderValue,
          startsAt: dateOrNull(body.StartsAt),
          endsAt: dateOrNull(body.EndsAt),
          totalLimit: body.TotalLimit,
          perUserLimit: body.PerUserLimit,
          firstOrderOnly: body.FirstOrderOnly,
          paymentMethods: body.PaymentMethods,
          categoryIds,
          isActive: body.IsActive,
        })
        .returning();
      const created = toAdmin(row!, 0, now, index);
      await recordAudit(tx, actor, {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: row!.id,
        after: created,
      });
      return created;
    });
  } catch (err) {
    if (sqlState(err) === '23505')
      throw new AppError(409, 'COUPON_CODE_TAKEN', `${body.Code} is already a coupon code`);
    throw err;
  }
}

/**
 * Changes a coupon's terms. The merged coupon keeps the same rules as a new one, and no limit
 * may fall below the uses already made (409 COUPON_LIMIT_BELOW_USES): the row is locked, so a
 * checkout redeeming it meanwhile waits for this and then meets the new limit. New categories are
 * checked as on create, and rename the scope shoppers see.
 */
export async function updateCoupon(
  db: Db,
  actor: AuditActor,
  couponId: number,
  body: CouponUpdateBody,
  now = new Date(),
): Promise<AdminCoupon> {
  return inTransaction(db, async (tx) => {
    const row = await lockCoupon(tx, couponId);
    const top = (await topShopperUses(tx, couponId)).get(couponId) ?? 0;
    const index = await loadCategoryIndex(tx);
    const before = toAdmin(row, top, now, index);
    const merged = { ...before, ...body };
    const issues = couponFieldIssues(merged);
    if (issues.length) throw fieldError(issues);
    if (merged.TotalLimit !== null && merged.TotalLimit < row.usedCount)
      throw new AppError(
        409,
        'COUPON_LIMIT_BELOW_USES',
        `${row.code} has been used ${row.usedCount} times: its limit cannot be lower`,
      );
    if (merged.PerUserLimit !== null && merged.PerUserLimit < top)
      throw new AppError(
        409,
        'COUPON_LIMIT_BELOW_USES',
        `A shopper has used ${row.code} ${top} times: the limit per shopper cannot be lower`,
      );
    // without CategoryIds the scope stays as it is
    const categoryIds = body.CategoryIds && chosenCategoryIds(index, body.CategoryIds);
    const [updated] = await tx
      .update(coupons)
      .set({
        title: merged.Title,
        description: merged.Description,
        value: merged.Value,
        maxDiscountPaise: merged.MaxDiscount,
        minOrderPaise: merged.MinOrderValue,
        startsAt: dateOrNull(merged.StartsAt),
        endsAt: dateOrNull(merged.EndsAt),
        totalLimit: merged.TotalLimit,
        perUserLimit: merged.PerUserLimit,
        firstOrderOnly: merged.FirstOrderOnly,
        paymentMethods: merged.PaymentMethods,
        ...(categoryIds ? { categoryIds } : {}),
      })
      .where(eq(coupons.id, couponId))
      .returning();
    const after = toAdmin(updated!, top, now, index);
    await recordAudit(tx, actor, {
      action: 'coupon.update',
      entity: 'coupon',
      entityId: couponId,
      before,
      after,
    });
    return after;
  });
}

/** Pauses (shoppers can no longer apply it) or resumes a coupon. */
export async function setCouponActive(
  db: Db,
  actor: AuditActor,
  couponId: number,
  isActive: boolean,
  now = new Date(),
): Promise<AdminCoupon> {
  return inTransaction(db, async (tx) => {
    const row = await lockCoupon(tx, couponId);
    const top = (await topShopperUses(tx, couponId)).get(couponId) ?? 0;
    const [updated] = await tx
      .update(coupons)
      .set({ isActive })
      .where(eq(coupons.id, couponId))
      .returning();
    const after = toAdmin(updated!, top, now, await loadCategoryIndex(tx));
    await recordAudit(tx, actor, {
      action: isActive ? 'coupon.resume' : 'coupon.pause',
      entity: 'coupon',
      entityId: couponId,
      before: { IsActive: row.isActive },
      after: { IsActive: isActive },
    });
    return after;
  });
}

/** A coupon's uses, newest first, with the orders' numbers (at most the latest 500). */
export async function couponUses(db: Db, couponId: number): Promise<CouponUses> {
  const [coupon] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!coupon) throw notFound('Coupon', 'COUPON_NOT_FOUND');
  const rows = await db
    .select({
      OrderId: couponRedemptions.orderId,
      OrderNumber: orders.number,
      UserId: couponRedemptions.userId,
      Discount: couponRedemptions.discountPaise,
      At: couponRedemptions.createdAt,
      ReleasedAt: couponRedemptions.releasedAt,
    })
    .from(couponRedemptions)
    .leftJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.id))
    .limit(500);
  return {
    Code: coupon.code,
    Uses: rows.map((r) => ({
      ...r,
      At: r.At.toISOString(),
      ReleasedAt: r.ReleasedAt?.toISOString() ?? null,
    })),
  };
}
