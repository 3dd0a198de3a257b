import type { BaseRequest } from '../../bad-input-test-kit';

const admin = 'admin' as const;
const orderId = { orderId: 1 };
// the orders list's filters, also its CSV export's
const LIST_QUERY = {
  status: 'placed',
  payment: 'cod',
  from: '2026-03-01',
  to: '2026-03-31',
  pincode: '560001',
  slotDate: '2026-03-02',
  slotWindow: 1,
  test: 'no',
  search: 'KRN-2603',
  cod: 'due',
  pageNo: 1,
  pageSize: 20,
};

/** A valid request of each console orders call that takes input, and of the live updates. */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/orders',
    query: LIST_QUERY,
    token: admin,
  },
  { method: 'GET', path: '/api/admin/orders/export.csv', query: LIST_QUERY, token: admin },
  ...['packing-slip', 'invoice'].map((doc) => ({
    method: 'GET',
    path: `/api/admin/orders/{orderId}/${doc}`,
    params: orderId,
    token: admin,
  })),
  {
    method: 'POST',
    path: '/api/admin/orders/{orderId}/cod-collected',
    params: orderId,
    body: {
      Amount: 35300,
      Method: 'upi',
      Reference: 'UTR123456789',
      CollectorName: 'Ravi',
      Shortfall: true,
    },
    token: admin,
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderId}/cod-collected',
    params: orderId,
    body: { Amount: 35300, Method: 'cash', CollectorStaffId: 1 },
    token: admin,
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{orderId}/cancel',
    params: orderId,
    body: { Reason: 'Out of stock', ReasonCode: 'out_of_stock' },
    token: admin,
  },
  ...['edit', 'edit/preview'].map((step) => ({
    method: 'POST',
    path: `/api/admin/orders/{orderId}/${step}`,
    params: orderId,
    body: { Version: '1767225600000-3', Lines: [{ ProductId: 1, VariantId: null, Qty: 1 }] },
    token: admin,
  })),
  {
    method: 'POST',
    path: '/api/admin/orders/bulk-status',
    body: { OrderIds: [1, 2], Status: 'confirmed' },
    token: admin,
  },
  {
    method: 'POST',
    path: '/api/orders/{orderId}/updates-ticket',
    params: orderId,
    token: 'user',
  },
  {
    method: 'GET',
    path: '/api/order-updates',
    query: { ticket: 'e30.c2lnbmF0dXJl' },
  },
  {
    method: 'GET',
    path: '/api/store-order-updates',
    query: { ticket: 'e30.c2lnbmF0dXJl' },
  },
];
