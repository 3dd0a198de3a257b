// The session calls: sign in, read the profile, sign out here or everywhere.
import type { Profile } from '@kirana/shared';
import { apiGet, apiPost } from '../../lib/api-client';
import type { AuthUsersAnswer, AuthUsersBody } from './user-types';

export const postAuthUsers = (body: AuthUsersBody) => apiPost<AuthUsersAnswer>('/auth-users', body);
export const getProfile = (signal?: AbortSignal) => apiGet<Profile>('/profile', undefined, signal);
export const postLogout = () => apiPost<unknown>('/logout', {});
export const postLogoutEverywhere = () => apiPost<unknown>('/logout-everywhere', {});
