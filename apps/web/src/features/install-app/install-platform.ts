// Which way this browser installs a web app, and what to tell the shopper.
import type { Translate } from '../../lib/i18n';

export type InstallPlatform =
  | 'native'
  | 'ios'
  | 'firefox-android-legacy'
  | 'firefox-android'
  | 'opera-android'
  | 'samsung-android'
  | 'chrome-android'
  | 'unsupported';

export interface InstallEnvironment {
  userAgent: string;
  /** A `beforeinstallprompt` event was captured, so the browser can install on request. */
  hasNativePrompt: boolean;
  /** iPadOS reports itself as a Mac; touch points tell them apart. */
  maxTouchPoints?: number;
}

/** Firefox for Android from this version on (Fenix) installs from its menu. */
export const FIREFOX_MENU_INSTALL_VERSION = 79;

/** Classifies the browser; a captured native prompt always wins. */
export function detectInstallPlatform(env: InstallEnvironment): InstallPlatform {
  if (env.hasNativePrompt) return 'native';
  const ua = env.userAgent;
  const isIos =
    /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && (env.maxTouchPoints ?? 0) > 1);
  if (isIos) return 'ios';
  if (!/Android/i.test(ua)) return 'unsupported';
  const firefox = /Firefox\/(\d+)/i.exec(ua);
  if (firefox)
    return Number(firefox[1]) < FIREFOX_MENU_INSTALL_VERSION
      ? 'firefox-android-legacy'
      : 'firefox-android';
  if (/OPR\/|Opera/i.test(ua)) return 'opera-android';
  if (/SamsungBrowser\//i.test(ua)) return 'samsung-android';
  // Chrome (and Edge, Brave…) before its install event fired, or after it was dismissed: its menu
  // still installs
  if (/Chrome\/\d+/i.test(ua)) return 'chrome-android';
  return 'unsupported';
}

const INSTRUCTIONS: Record<Exclude<InstallPlatform, 'native'>, (t: Translate) => string> = {
  ios: (t) => t('install.how.ios'),
  'firefox-android-legacy': (t) => t('install.how.firefox-android-legacy'),
  'firefox-android': (t) => t('install.how.firefox-android'),
  'opera-android': (t) => t('install.how.opera-android'),
  'samsung-android': (t) => t('install.how.samsung-android'),
  'chrome-android': (t) => t('install.how.chrome-android'),
  unsupported: (t) => t('install.how.unsupported'),
};

/**
 * The instruction shown for browsers without a native prompt, in the page's language (the
 * browser's own menu words stay in quotes as the browser writes them).
 */
export const installInstructions = (
  platform: Exclude<InstallPlatform, 'native'>,
  t: Translate,
): string => INSTRUCTIONS[platform](t);
