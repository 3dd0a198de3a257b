import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each staff call that takes input, for the bad-input sweep. */
export const BASES: BaseRequest[] = [
  {
    method: 'POST',
    path: '/api/staff/sign-in-code',
    body: { channel: 'email', identifier: 'owner@shop.in' },
  },
  {
    method: 'POST',
    path: '/api/staff/sign-in',
    body: { RequestId: '00000000-0000-4000-8000-000000000000', Code: '123456' },
  },
  {
    method: 'POST',
    path: '/api/admin/staff',
    body: { Name: 'Asha', Email: 'asha@shop.in', Phone: '9876543210', Role: 'packer' },
    token: 'admin',
  },
  {
    method: 'PATCH',
    path: '/api/admin/staff/{staffId}',
    params: { staffId: 1 },
    body: { Name: 'Asha', Role: 'manager', IsActive: true },
    token: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    query: {
      pageNo: 1,
      pageSize: 10,
      actor: 'token',
      action: 'staff.',
      entity: 'staff',
      entityId: '1',
      from: '2026-01-01',
      to: '2026-12-31',
    },
    token: 'admin',
  },
];
