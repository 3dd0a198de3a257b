import type {
  Address,
  AdminReviewsAnswer,
  AdminWalletAnswer,
  CustomerProfileAnswer,
  CustomersAnswer,
  HideReviewBody,
  OrderHistoryAnswer,
  WalletAdjustmentAnswer,
  WalletAdjustmentBody,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

type Page = { userId: number; pageNo: number };

/** Customers: search, one customer's profile, orders, addresses, wallet and reviews. */
export const customersApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    customers: b.query<CustomersAnswer, { search: string; pageNo: number }>({
      query: ({ search, pageNo }) =>
        `/admin/customers?${new URLSearchParams({
          ...(search ? { search } : {}),
          pageNo: String(pageNo),
          pageSize: '20',
        })}`,
      providesTags: ['Customers'],
    }),
    customer: b.query<CustomerProfileAnswer, number>({
      query: (id) => `/admin/customers/${id}`,
      providesTags: ['Customers'],
    }),
    customerOrders: b.query<OrderHistoryAnswer, Page>({
      query: ({ userId, pageNo }) => `/admin/customers/${userId}/orders?pageNo=${pageNo}`,
      providesTags: ['Customers', 'Orders'],
    }),
    customerAddresses: b.query<{ Addresses: Address[] }, number>({
      query: (id) => `/admin/customers/${id}/addresses`,
      providesTags: ['Customers'],
    }),
    customerWallet: b.query<AdminWalletAnswer, Page>({
      query: ({ userId, pageNo }) => `/admin/customers/${userId}/wallet?pageNo=${pageNo}`,
      providesTags: ['Customers'],
    }),
    customerReviews: b.query<AdminReviewsAnswer, Page>({
      query: ({ userId, pageNo }) => `/admin/customers/${userId}/reviews?pageNo=${pageNo}`,
      providesTags: ['Customers'],
    }),
    adjustWallet: b.mutation<
      WalletAdjustmentAnswer,
      { userId: number; key: string; body: WalletAdjustmentBody }
    >({
      query: ({ userId, key, body }) => ({
        url: `/admin/customers/${userId}/wallet-adjustments`,
        method: 'POST',
        headers: { 'idempotency-key': key },
        body,
      }),
      invalidatesTags: ['Customers', 'Audit'],
    }),
    hideReview: b.mutation<{ ReviewId: number; IsHidden: boolean }, HideReviewBody>({
      query: (body) => ({ url: '/admin/hide-review', method: 'POST', body }),
      invalidatesTags: ['Customers', 'Audit'],
    }),
  }),
});
