import {
  AdminCoupon,
  AdminCouponList,
  CouponCreateBody,
  CouponIdParams,
  CouponUpdateBody,
  CouponUses,
} from '@kirana/shared';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { auditActor } from '../../staff';
import {
  couponUses,
  createCoupon,
  listAdminCoupons,
  setCouponActive,
  updateCoupon,
} from './coupons.service';

const tags = ['console: coupons'];
const config = { permission: 'coupons:write' } as const;

/** The console's coupon calls (coupons:write). */
export function registerOffersAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/admin/coupons',
    {
      config,
      schema: { tags, summary: 'Every coupon with its uses', response: { 200: AdminCouponList } },
    },
    async () => ({ Coupons: await listAdminCoupons(db) }),
  );
  app.post(
    '/admin/coupons',
    {
      config,
      schema: {
        tags,
        summary: 'Create a coupon',
        body: CouponCreateBody,
        response: { 200: AdminCoupon },
      },
    },
    async (req) => createCoupon(db, auditActor(req), req.body),
  );
  app.patch(
    '/admin/coupons/:couponId',
    {
      config,
      schema: {
        tags,
        summary: 'Change a coupon’s terms, limits or dates (never a limit below the uses made)',
        params: CouponIdParams,
        body: CouponUpdateBody,
        response: { 200: AdminCoupon },
      },
    },
    async (req) => updateCoupon(db, auditActor(req), req.params.couponId, req.body),
  );
  for (const [verb, isActive] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    app.post(
      `/admin/coupons/:couponId/${verb}`,
      {
        config,
        schema: {
          tags,
          summary: isActive
            ? 'Let shoppers apply a paused coupon again'
            : 'Stop shoppers applying a coupon',
          params: CouponIdParams,
          response: { 200: AdminCoupon },
        },
      },
      async (req) => setCouponActive(db, auditActor(req), req.params.couponId, isActive),
    );
  }
  app.get(
    '/admin/coupons/:couponId/uses',
    {
      config,
      schema: {
        tags,
        summary: 'The orders that used a coupon',
        params: CouponIdParams,
        response: { 200: CouponUses },
      },
    },
    async (req) => couponUses(db, req.params.couponId),
  );
}
