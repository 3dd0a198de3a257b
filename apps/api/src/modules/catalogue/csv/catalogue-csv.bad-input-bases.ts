import type { BaseRequest } from '../../../bad-input-test-kit';

/**
 * The CSV import's query, for the bad-input sweep (its body is the raw file, not JSON: the
 * import's own tests refuse wrong files line by line).
 */
export const BASES: BaseRequest[] = [
  {
    method: 'POST',
    path: '/api/admin/catalogue/import',
    query: { dryRun: 'true' },
    token: 'admin',
  },
];
