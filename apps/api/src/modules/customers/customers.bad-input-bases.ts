import type { BaseRequest } from '../../bad-input-test-kit';

const admin = 'admin' as const;
const params = { userId: 1 };
const page = { pageNo: 1, pageSize: 20 };

/** A valid request of each console customer call that takes input. */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/customers',
    query: { search: 'asha', ...page },
    token: admin,
  },
  {
    method: 'GET',
    path: '/api/admin/customers/export.csv',
    query: { search: 'asha', ...page },
    token: admin,
  },
  { method: 'GET', path: '/api/admin/customers/{userId}', params, token: admin },
  {
    method: 'GET',
    path: '/api/admin/customers/{userId}/orders',
    params,
    query: page,
    token: admin,
  },
  { method: 'GET', path: '/api/admin/customers/{userId}/addresses', params, token: admin },
  {
    method: 'GET',
    path: '/api/admin/customers/{userId}/wallet',
    params,
    query: { pageNo: 1 },
    token: admin,
  },
  {
    method: 'GET',
    path: '/api/admin/customers/{userId}/reviews',
    params,
    query: page,
    token: admin,
  },
  {
    method: 'POST',
    path: '/api/admin/customers/{userId}/wallet-adjustments',
    params,
    body: { AmountPaise: 100, Reason: 'Goodwill' },
    headers: { 'idempotency-key': 'bad-input-adjustment-1' },
    token: admin,
  },
];
