import type {
  AdminCoupon,
  AdminCouponList,
  CouponCreateBody,
  CouponUpdateBody,
  CouponUses,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

type Input<T> = { [K in keyof T]?: T[K] };

export const offersApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    coupons: b.query<AdminCouponList, void>({
      query: () => '/admin/coupons',
      providesTags: ['Offers'],
    }),
    createCoupon: b.mutation<AdminCoupon, Input<CouponCreateBody>>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: ['Offers', 'Audit'],
    }),
    updateCoupon: b.mutation<AdminCoupon, { couponId: number; body: CouponUpdateBody }>({
      query: ({ couponId, body }) => ({
        url: `/admin/coupons/${couponId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Offers', 'Audit'],
    }),
    setCouponActive: b.mutation<AdminCoupon, { couponId: number; active: boolean }>({
      query: ({ couponId, active }) => ({
        url: `/admin/coupons/${couponId}/${active ? 'resume' : 'pause'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Offers', 'Audit'],
    }),
    couponUses: b.query<CouponUses, number>({
      query: (couponId) => `/admin/coupons/${couponId}/uses`,
      providesTags: ['Offers'],
    }),
  }),
});
