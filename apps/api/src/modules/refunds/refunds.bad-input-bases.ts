import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each console returns call that takes input (the others are in the suite). */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/refunds',
    query: { status: 'requested', kind: 'return', search: 'KR-1001', pageNo: 1, pageSize: 10 },
    token: 'admin',
  },
  { method: 'GET', path: '/api/admin/refunds/{refundId}', params: { refundId: 1 }, token: 'admin' },
];
