// The session's calls: read the signed-in profile, sign out here or everywhere. Apart from the
// sign-in calls (api.ts) because the first screen needs these and not those.
import type { Profile } from '@kirana/shared';
import { apiGet, apiPost } from '../../lib/api-client';

export const getProfile = (signal?: AbortSignal) => apiGet<Profile>('/profile', undefined, signal);
export const postLogout = () => apiPost<unknown>('/logout', {});
export const postLogoutEverywhere = () => apiPost<unknown>('/logout-everywhere', {});
