// The profile calls (packages/shared users and auth contracts).
import type {
  LogoutAnswer,
  OtpChannel,
  OtpRequestAnswer,
  Profile,
  ProfileExport,
  SessionInfo,
} from '@kirana/shared';
import { apiGet, apiRequest } from '../../lib/api-client';

export const getProfile = () => apiGet<Profile>('/profile');
export const renameProfile = (Username: string) =>
  apiRequest<Profile>('PATCH', '/profile', { body: { Username } });
export const requestContactCode = (channel: OtpChannel, identifier: string) =>
  apiRequest<OtpRequestAnswer>('POST', '/profile/contact', { body: { channel, identifier } });
export const confirmContact = (RequestId: string, Code: string) =>
  apiRequest<Profile>('POST', '/profile/contact/confirm', { body: { RequestId, Code } });
export const getSessions = () =>
  apiGet<{ Sessions: SessionInfo[] }>('/sessions').then((a) => a.Sessions);
export const endSession = (id: number) => apiRequest<LogoutAnswer>('DELETE', `/sessions/${id}`);
export const exportData = () => apiGet<ProfileExport>('/profile/export');
export const deleteAccount = () =>
  apiRequest<{ Deleted: true }>('DELETE', '/profile', { body: { Confirm: 'DELETE' } });

/** Offers `data` as a JSON file download. */
export function downloadJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A short description of a browser from its user agent: "Chrome on Android". */
export function describeAgent(userAgent: string): string {
  const ua = userAgent || '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'A browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

/** "23 Nov 2026, 10:31 am" in Indian English. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}
