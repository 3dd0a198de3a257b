import type {
  AdminRefundAnswer,
  AdminRefundsAnswer,
  AdminRefundStatusBody,
  RefundKind,
  RefundStatus,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

export interface QueueArgs {
  status?: RefundStatus;
  kind?: RefundKind;
  search?: string;
  pageNo: number;
}

const queryString = (a: QueueArgs) =>
  new URLSearchParams(
    Object.entries({ ...a, pageSize: 20 })
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The refund queue (returns and cancellations), one refund, and the store's moves of a refund. */
export const refundsApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    refundQueue: b.query<AdminRefundsAnswer, QueueArgs>({
      query: (a) => `/admin/refunds?${queryString(a)}`,
      providesTags: ['Refunds'],
    }),
    refund: b.query<AdminRefundAnswer, number>({
      query: (id) => `/admin/refunds/${id}`,
      providesTags: ['Refunds'],
    }),
    moveRefund: b.mutation<AdminRefundAnswer, { refundId: number; body: AdminRefundStatusBody }>({
      query: ({ refundId, body }) => ({
        url: `/admin/refunds/${refundId}/status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Refunds', 'Dashboard', 'Orders', 'Customers', 'Audit'],
    }),
  }),
});
