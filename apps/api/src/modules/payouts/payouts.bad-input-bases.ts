import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each payouts call that takes input. */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/admin/payouts',
    query: { state: 'all', pageNo: 1, pageSize: 20 },
    token: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/settlement-reports',
    body: {
      FileName: 'settlements.csv',
      ContentBase64: Buffer.from('entity_id,type,amount,settlement_id\n').toString('base64'),
    },
    token: 'admin',
  },
];
