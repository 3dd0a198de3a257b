// Which way this browser installs a web app, and what to tell the shopper.

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

export const INSTALL_UNSUPPORTED_TEXT =
  'Unfortunately, the install feature is not supported by your browser.';

/** The instruction shown for browsers without a native prompt. */
export const INSTALL_INSTRUCTIONS: Record<Exclude<InstallPlatform, 'native'>, string> = {
  ios: "Tap the share button, then 'Add to Homescreen'.",
  'firefox-android-legacy': "Tap the icon in the address bar, then '+Add to Homescreen'.",
  'firefox-android': "Tap the menu button, then 'Install'.",
  'opera-android': "Tap the menu button, then 'Add to Home screen'.",
  'samsung-android':
    "Tap the menu button (☰) at the bottom, then 'Add page to' and 'Home screen'.",
  'chrome-android':
    "Tap the menu button (⋮) at the top right, then 'Install app' or 'Add to Home screen'.",
  unsupported: INSTALL_UNSUPPORTED_TEXT,
};
