// The profile calls (packages/shared users and auth contracts); reading the profile is the
// session's (auth/session-api.ts).
import type {
  LogoutAnswer,
  OtpChannel,
  OtpRequestAnswer,
  Profile,
  ProfileExport,
  ProfileLanguage,
  SessionInfo,
} from '@kirana/shared';
import type { Language } from '@kirana/shared/common/languages';
import { apiGet, apiRequest } from '../../lib/api-client';

export const renameProfile = (Username: string) =>
  apiRequest<Profile>('PATCH', '/profile', { body: { Username } });
export const requestContactCode = (channel: OtpChannel, identifier: string) =>
  apiRequest<OtpRequestAnswer>('POST', '/profile/contact', { body: { channel, identifier } });
export const confirmContact = (RequestId: string, Code: string) =>
  apiRequest<Profile>('POST', '/profile/contact/confirm', { body: { RequestId, Code } });
export const getSessions = (signal?: AbortSignal) =>
  apiGet<{ Sessions: SessionInfo[] }>('/sessions', undefined, signal).then((a) => a.Sessions);
export const endSession = (id: number) => apiRequest<LogoutAnswer>('DELETE', `/sessions/${id}`);
export const exportData = () => apiGet<ProfileExport>('/profile/export');
export const deleteAccount = () =>
  apiRequest<{ Deleted: true }>('DELETE', '/profile', { body: { Confirm: 'DELETE' } });
export const readProfileLanguage = () => apiGet<ProfileLanguage>('/profile/language');
export const saveProfileLanguage = (Language: Language) =>
  apiRequest<ProfileLanguage>('PUT', '/profile/language', { body: { Language } });
