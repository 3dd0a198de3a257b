import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each console returns call and credit note that takes input (the others are in the suite). */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/refunds',
    query: { status: 'requested', kind: 'return', search: 'KR-1001', pageNo: 1, pageSize: 10 },
    token: 'admin',
  },
  { method: 'GET', path: '/api/admin/refunds/{refundId}', params: { refundId: 1 }, token: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/refunds/{refundId}/credit-note',
    params: { refundId: 1 },
    token: 'admin',
  },
  // an order edit's credit note, the store's and the shopper's own
  {
    method: 'GET',
    path: '/api/admin/orders/{orderId}/edits/{editId}/credit-note',
    params: { orderId: 1, editId: 1 },
    token: 'admin',
  },
  {
    method: 'GET',
    path: '/api/orders/{orderId}/edits/{editId}/credit-note',
    params: { orderId: 1, editId: 1 },
    token: 'user',
  },
  // a return photo by its signed address: no token
  {
    method: 'GET',
    path: '/api/signed/refund-photos/{photoId}',
    params: { photoId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' },
    query: { exp: 1_900_000_000, sig: 'A'.repeat(43) },
  },
];
