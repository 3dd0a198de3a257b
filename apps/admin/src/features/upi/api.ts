import type {
  StatementImportAnswer,
  StatementImportBody,
  UpiQueue,
  UpiSettleBody,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

/** The UPI payments to check, their Confirm and Not received, late credits, statement imports. */
export const upiApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    upiQueue: b.query<UpiQueue, void>({
      query: () => '/admin/upi-payments',
      providesTags: ['Upi'],
    }),
    confirmUpi: b.mutation<UpiQueue, { orderId: number; utr?: string }>({
      query: ({ orderId, utr }) => ({
        url: `/admin/upi-payments/${orderId}/confirm`,
        method: 'POST',
        body: utr ? { Utr: utr } : {},
      }),
      invalidatesTags: ['Upi', 'Orders', 'Dashboard'],
    }),
    upiNotReceived: b.mutation<UpiQueue, number>({
      query: (orderId) => ({ url: `/admin/upi-payments/${orderId}/not-received`, method: 'POST' }),
      invalidatesTags: ['Upi', 'Orders', 'Dashboard'],
    }),
    settleUpiCredit: b.mutation<UpiQueue, { utr: string; body: UpiSettleBody }>({
      query: ({ utr, body }) => ({ url: `/admin/upi-credits/${utr}/settle`, method: 'POST', body }),
      invalidatesTags: ['Upi', 'Orders', 'Dashboard'],
    }),
    importStatement: b.mutation<StatementImportAnswer, StatementImportBody>({
      query: (body) => ({ url: '/admin/upi-statements', method: 'POST', body }),
      invalidatesTags: ['Upi', 'Orders', 'Dashboard'],
    }),
  }),
});
