import type { BaseRequest } from '../../bad-input-test-kit';

const COUPON = {
  Title: '₹10 off',
  Description: 'For everyone',
  Value: 1000,
  MaxDiscount: null,
  MinOrderValue: 0,
  StartsAt: null,
  EndsAt: '2027-01-01T00:00:00Z',
  TotalLimit: 10,
  PerUserLimit: 1,
  FirstOrderOnly: false,
  PaymentMethods: ['cod'],
  CategoryIds: [1],
};

/** A valid request of each console coupon call that takes input, for the bad-input sweep. */
export const BASES: BaseRequest[] = [
  {
    method: 'POST',
    path: '/api/admin/coupons',
    body: { ...COUPON, Code: 'SAVE10', Kind: 'flat', IsActive: true },
    token: 'admin',
  },
  {
    method: 'PATCH',
    path: '/api/admin/coupons/{couponId}',
    params: { couponId: 1 },
    body: COUPON,
    token: 'admin',
  },
  ...['pause', 'resume', 'uses'].map((verb) => ({
    method: verb === 'uses' ? 'GET' : 'POST',
    path: `/api/admin/coupons/{couponId}/${verb}`,
    params: { couponId: 1 },
    token: 'admin' as const,
  })),
];
