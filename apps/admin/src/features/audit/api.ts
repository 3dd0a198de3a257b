import type { AuditPage } from '@kirana/shared';
import { adminApi } from '../../app/api';

export interface AuditFilters {
  pageNo: number;
  actor?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

export const auditApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    audit: b.query<AuditPage, AuditFilters>({
      query: (f) => ({
        url: '/admin/audit',
        params: Object.fromEntries(
          Object.entries(f).filter(([, v]) => v !== undefined && v !== ''),
        ),
      }),
      providesTags: ['Audit'],
    }),
  }),
});
