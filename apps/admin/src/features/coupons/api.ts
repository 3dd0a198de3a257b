import type {
  AdminCoupon,
  AdminCouponList,
  CouponCreateBody,
  CouponUpdateBody,
  CouponUses,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

type Input<T> = { [K in keyof T]?: T[K] };

export const couponsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    coupons: b.query<AdminCouponList, void>({
      query: () => '/admin/coupons',
      providesTags: ['Coupons'],
    }),
    createCoupon: b.mutation<AdminCoupon, Input<CouponCreateBody>>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: ['Coupons', 'Audit'],
    }),
    updateCoupon: b.mutation<AdminCoupon, { couponId: number; body: CouponUpdateBody }>({
      query: ({ couponId, body }) => ({
        url: `/admin/coupons/${couponId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Coupons', 'Audit'],
    }),
    setCouponActive: b.mutation<AdminCoupon, { couponId: number; active: boolean }>({
      query: ({ couponId, active }) => ({
        url: `/admin/coupons/${couponId}/${active ? 'resume' : 'pause'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Coupons', 'Audit'],
    }),
    couponUses: b.query<CouponUses, number>({
      query: (couponId) => `/admin/coupons/${couponId}/uses`,
      providesTags: ['Coupons'],
    }),
  }),
});
