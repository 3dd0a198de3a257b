import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of the dashboard call. */
export const BASES: BaseRequest[] = [
  { method: 'GET', path: '/api/admin/dashboard', query: { lowStock: 5 }, token: 'admin' },
];
