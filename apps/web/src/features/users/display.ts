// Display helpers of the account screens: a JSON download, browser names, dates.
import type { I18n, Translate } from '../../lib/i18n';
import { saveBlob } from '../../lib/save-blob';

/** Offers `data` as a JSON file download. */
export function downloadJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(blob, filename);
}

/** A short description of a browser from its user agent: "Chrome on Android" (names stay as written). */
export function describeAgent(userAgent: string, t: Translate): string {
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
            : '';
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
  const name = browser || t('account.agent.browser');
  return os ? t('account.agent.onOs', { browser: name, os }) : name;
}

/** "23 Nov 2026, 10:31 am", India's time, in the page's language. */
export function formatWhen(iso: string, i18n: I18n): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
}
