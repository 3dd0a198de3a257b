import type { DashboardAnswer } from '@kirana/shared';
import { adminApi } from '../../app/api';

export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    dashboard: b.query<DashboardAnswer, void>({
      query: () => '/admin/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
