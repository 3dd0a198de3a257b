import type {
  OtpRequestAnswer,
  StaffCodeRequestBody,
  StaffSignInAnswer,
  StaffSignInBody,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

export const authApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    requestCode: b.mutation<OtpRequestAnswer, StaffCodeRequestBody>({
      query: (body) => ({ url: '/staff/sign-in-code', method: 'POST', body }),
    }),
    signIn: b.mutation<StaffSignInAnswer, StaffSignInBody>({
      query: (body) => ({ url: '/staff/sign-in', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});
