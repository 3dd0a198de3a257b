import type { StaffInviteBody, StaffMember, StaffUpdateBody } from '@kirana/shared';
import { adminApi } from '../../app/api';

export const staffApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    staffList: b.query<{ Staff: StaffMember[] }, void>({
      query: () => '/admin/staff',
      providesTags: ['Staff'],
    }),
    inviteStaff: b.mutation<StaffMember, StaffInviteBody>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    updateStaff: b.mutation<StaffMember, { staffId: number; body: StaffUpdateBody }>({
      query: ({ staffId, body }) => ({ url: `/admin/staff/${staffId}`, method: 'PATCH', body }),
      invalidatesTags: ['Staff', 'Audit', 'Me'],
    }),
  }),
});
