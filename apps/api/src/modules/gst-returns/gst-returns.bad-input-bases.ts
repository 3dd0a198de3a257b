import type { BaseRequest } from '../../bad-input-test-kit';

/** Valid requests of the GST returns calls. */
export const BASES: BaseRequest[] = [
  { method: 'GET', path: '/api/admin/gst-returns', query: { Period: '2026-11' }, token: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/gst-returns/gstr1.json',
    query: { Period: '2026-Q4' },
    token: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/gst-returns/gstr1.zip',
    query: { Period: '2026-11' },
    token: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/gst-returns/sales-register.csv',
    query: { Period: '2026-11' },
    token: 'admin',
  },
];
