import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each console delivery call that takes input. */
export const BASES: BaseRequest[] = [
  {
    method: 'POST',
    path: '/api/admin/delivery-areas/csv',
    body: { Csv: 'pincode_prefix,days,cutoff_hour,active\n560,1,18,true\n' },
    token: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/delivery-areas/csv/preview',
    body: { Csv: 'pincode_prefix,days,cutoff_hour,active\n560,1,18,true\n' },
    token: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/delivery-areas/{prefix}',
    params: { prefix: '999' },
    body: { Place: 'Test', Days: 1, CutoffHour: null, IsActive: true },
    token: 'admin',
  },
  {
    method: 'DELETE',
    path: '/api/admin/delivery-areas/{prefix}',
    params: { prefix: '999' },
    token: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/delivery-slots',
    body: {
      IsEnabled: true,
      DaysAhead: 2,
      CutoffMinutes: 60,
      Windows: [{ WindowId: 1, Starts: '07:00', Ends: '09:00', Capacity: 10, IsEnabled: true }],
    },
    token: 'admin',
  },
];
