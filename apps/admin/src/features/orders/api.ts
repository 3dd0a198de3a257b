import type {
  AdminBulkStatusAnswer,
  AdminCodCollectedBody,
  AdminOrderAnswer,
  AdminOrderDetailsAnswer,
  AdminOrdersAnswer,
  AdminOrderEditBody,
  AdminOrderEditPreviewAnswer,
  AdminOrderStatusBody,
  CancelReasonCode,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

/** The list's filters as the URL and the API both name them. */
export interface OrderFilters {
  status?: string;
  payment?: string;
  from?: string;
  to?: string;
  pincode?: string;
  /** delivered in a slot on this India date */
  slotDate?: string;
  /** delivered in this slot window (its WindowId) */
  slotWindow?: string;
  test?: string;
  search?: string;
  /** due: delivered cash-on-delivery orders whose cash is not marked (the dashboard's count) */
  cod?: string;
  pageNo: number;
  pageSize: number;
}

const orderTags = (id: number) => [{ type: 'Orders' as const, id }, 'Dashboard' as const];

export const ordersApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    orders: b.query<AdminOrdersAnswer, OrderFilters>({
      query: (f) => ({
        url: '/admin/orders',
        params: Object.fromEntries(
          Object.entries(f).filter(([, v]) => v !== undefined && v !== ''),
        ),
      }),
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    order: b.query<AdminOrderDetailsAnswer, number>({
      query: (id) => `/admin/orders/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Orders', id }],
    }),
    moveOrder: b.mutation<AdminOrderAnswer, { id: number; body: AdminOrderStatusBody }>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/status`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [...orderTags(id), { type: 'Orders', id: 'LIST' }],
    }),
    bulkStatus: b.mutation<
      AdminBulkStatusAnswer,
      { OrderIds: number[]; Status: 'confirmed' | 'packed' }
    >({
      query: (body) => ({ url: '/admin/orders/bulk-status', method: 'POST', body }),
      invalidatesTags: ['Orders', 'Dashboard'],
    }),
    cancelOrder: b.mutation<
      AdminOrderAnswer,
      { id: number; Reason: string; ReasonCode?: CancelReasonCode }
    >({
      query: ({ id, ...body }) => ({
        url: `/admin/orders/${id}/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => [...orderTags(id), { type: 'Orders', id: 'LIST' }],
    }),
    previewOrderEdit: b.mutation<
      AdminOrderEditPreviewAnswer,
      { id: number; body: AdminOrderEditBody }
    >({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/edit/preview`, method: 'POST', body }),
    }),
    editOrder: b.mutation<AdminOrderAnswer, { id: number; body: AdminOrderEditBody }>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/edit`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        ...orderTags(id),
        { type: 'Orders', id: 'LIST' },
        'Refunds' as const,
      ],
    }),
    codCollected: b.mutation<AdminOrderAnswer, { id: number; body: AdminCodCollectedBody }>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/cod-collected`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        ...orderTags(id),
        { type: 'Orders', id: 'LIST' },
        'Books',
      ],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useMoveOrderMutation,
  useBulkStatusMutation,
  useCancelOrderMutation,
  useCodCollectedMutation,
  usePreviewOrderEditMutation,
  useEditOrderMutation,
} = ordersApi;
