// The session calls: sign in, read the profile, sign out here or everywhere.
import type { Profile } from '@kirana/shared';
import { apiGet, apiPost } from '../../lib/api-client';
import type { AuthUsersAnswer, AuthUsersBody } from './user-types';

export const postAuthUsers = (body: AuthUsersBody) => apiPost<AuthUsersAnswer>('/auth-users', body);
export const getProfile = () => apiGet<Profile>('/profile');
export const postLogout = () => apiPost<unknown>('/logout', {});
export const postLogoutEverywhere = () => apiPost<unknown>('/logout-everywhere', {});
