import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Offer } from '@kirana/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  loadCategoryIndex,
  scopeLabelOf,
  withSubcategories,
  type CategoryIndex,
} from './coupon-categories';
import type { Coupon } from './coupon-rules';
import { couponRedemptions, coupons } from './offers.tables';

type CouponRow = typeof coupons.$inferSelect;

/** A stored coupon with the rules' view of it. */
export interface StoredCoupon {
  id: number;
  usedCount: number;
  rules: Coupon;
}

/**
 * The rules' view of a row: its categories with those below them, and their names as the tree
 * has them now (a renamed category is named anew). `index` is null when no row has categories.
 */
function toRules(r: CouponRow, index: CategoryIndex | null): Coupon {
  return {
    code: r.code,
    title: r.title,
    description: r.description,
    kind: r.kind,
    value: r.value,
    maxDiscount: r.maxDiscountPaise,
    minOrderValue: r.minOrderPaise,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    totalLimit: r.totalLimit,
    perUserLimit: r.perUserLimit,
    firstOrderOnly: r.firstOrderOnly,
    categoryIds: index && r.categoryIds.length ? withSubcategories(index, r.categoryIds) : [],
    productIds: r.productIds,
    paymentMethods: r.paymentMethods,
    scopeLabel: index && scopeLabelOf(index, r.categoryIds),
    isActive: r.isActive,
  } as Coupon;
}

const live = (now: Date) =>
  and(
    eq(coupons.isActive, true),
    or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
    or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
    or(isNull(coupons.totalLimit), sql`${coupons.usedCount} < ${coupons.totalLimit}`),
  );

/** The coupons a shopper can use today, ending soonest first. */
export async function listOffers(db: DbOrTx, now = new Date()): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(live(now))
    .orderBy(sql`${coupons.endsAt} ASC NULLS LAST`, asc(coupons.code));
  const index = await categoryIndexFor(db, rows);
  return rows.map((r) => ({
    Code: r.code,
    Title: r.title,
    Description: r.description,
    Kind: r.kind,
    Value: r.value,
    MaxDiscount: r.maxDiscountPaise,
    MinOrderValue: r.minOrderPaise,
    EndsAt: r.endsAt?.toISOString() ?? null,
    FirstOrderOnly: r.firstOrderOnly,
    PaymentMethods: r.paymentMethods as Offer['PaymentMethods'],
    ScopeLabel: index && scopeLabelOf(index, r.categoryIds),
  }));
}

/** The category tree, read only when one of the rows is limited to some categories. */
const categoryIndexFor = (db: DbOrTx, rows: CouponRow[]): Promise<CategoryIndex | null> =>
  rows.some((r) => r.categoryIds.length) ? loadCategoryIndex(db) : Promise.resolve(null);

/** Rows as stored coupons. */
async function storedCoupons(db: DbOrTx, rows: CouponRow[]): Promise<StoredCoupon[]> {
  const index = await categoryIndexFor(db, rows);
  return rows.map((r) => ({ id: r.id, usedCount: r.usedCount, rules: toRules(r, index) }));
}

/** Live coupons, for the best-coupon hint. */
export async function liveCoupons(db: DbOrTx, now = new Date()): Promise<StoredCoupon[]> {
  return storedCoupons(db, await db.select().from(coupons).where(live(now)));
}

/** One coupon by its code (any case), or null. */
export async function findCoupon(db: DbOrTx, code: string): Promise<StoredCoupon | null> {
  const rows = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return (await storedCoupons(db, rows))[0] ?? null;
}

/** How many times a shopper has used a coupon on orders that still stand. */
export async function couponUsesOf(db: DbOrTx, userId: number, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        eq(couponRedemptions.couponId, couponId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Records one use of a coupon by an order, inside the order's transaction: the use counter moves
 * by one guarded UPDATE that never passes the total limit; a full coupon throws COUPON_EXHAUSTED.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  use: { couponId: number; code: string; userId: number; orderId: number; discount: number },
): Promise<void> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, use.couponId),
        eq(coupons.isActive, true),
        or(isNull(coupons.totalLimit), sql`${coupons.usedCount} < ${coupons.totalLimit}`),
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) {
    throw new AppError(409, 'COUPON_EXHAUSTED', {
      messageId: 'offers.coupon.exhausted',
      values: { code: use.code },
    });
  }
  await tx.insert(couponRedemptions).values({
    couponId: use.couponId,
    userId: use.userId,
    orderId: use.orderId,
    discountPaise: use.discount,
  });
}

/**
 * Gives back an order's coupon use exactly once: the redemption is marked released by a guarded
 * UPDATE, and only the transaction that marked it moves the counter back.
 */
export async function releaseCoupon(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return false;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, released.couponId));
  return true;
}
