import type {
  PayoutsAnswer,
  PayoutsQuery,
  SettlementImportAnswer,
  SettlementImportBody,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

/** Razorpay's settlements: the reconciled lines and the settlement report import. */
export const payoutsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    payouts: b.query<PayoutsAnswer, Partial<PayoutsQuery>>({
      query: (q) => ({ url: '/admin/payouts', params: q }),
      providesTags: ['Payouts'],
    }),
    importSettlementReport: b.mutation<SettlementImportAnswer, SettlementImportBody>({
      query: (body) => ({ url: '/admin/payouts/settlement-reports', method: 'POST', body }),
      invalidatesTags: ['Payouts', 'Dashboard'],
    }),
  }),
});
