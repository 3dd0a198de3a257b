import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each books call that takes input. */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/books/daily-close',
    query: { day: '2026-03-01' },
    token: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/books/daily-close.csv',
    query: { day: '2026-03-01' },
    token: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/books/cod/hand-ins',
    body: { Key: 'handin-0001-abcd', OrderIds: [1, 2] },
    token: 'admin',
  },
];
