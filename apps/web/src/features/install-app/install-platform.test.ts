import { describe, expect, it } from 'vitest';
import { appT } from '../../lib/i18n';
import { detectInstallPlatform, installInstructions } from './install-platform';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  firefoxAndroidOld: 'Mozilla/5.0 (Android 9; Mobile; rv:68.0) Gecko/68.0 Firefox/68.0',
  firefoxAndroidNew: 'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 OPR/79.0.4195.76',
  firefoxDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
};

const text = (userAgent: string, maxTouchPoints = 0) => {
  const platform = detectInstallPlatform({ userAgent, hasNativePrompt: false, maxTouchPoints });
  return platform === 'native' ? 'native' : installInstructions(platform, appT);
};

describe('install platform detection', () => {
  it('prefers the native prompt whenever the browser offered one', () => {
    expect(detectInstallPlatform({ userAgent: UA.chromeAndroid, hasNativePrompt: true })).toBe(
      'native',
    );
    expect(detectInstallPlatform({ userAgent: UA.operaAndroid, hasNativePrompt: true })).toBe(
      'native',
    );
  });

  it('tells iPhone and iPad users to use the share button', () => {
    expect(text(UA.iphone)).toBe("Tap the share button, then 'Add to Homescreen'.");
    expect(
      detectInstallPlatform({ userAgent: UA.ipadOs, hasNativePrompt: false, maxTouchPoints: 5 }),
    ).toBe('ios');
  });

  it('tells older Firefox on Android to use the address-bar icon', () => {
    expect(detectInstallPlatform({ userAgent: UA.firefoxAndroidOld, hasNativePrompt: false })).toBe(
      'firefox-android-legacy',
    );
    expect(text(UA.firefoxAndroidOld)).toContain("'+Add to Homescreen'");
    expect(text(UA.firefoxAndroidOld)).toContain('address bar');
  });

  it('tells newer Firefox on Android to use the menu, then Install', () => {
    expect(detectInstallPlatform({ userAgent: UA.firefoxAndroidNew, hasNativePrompt: false })).toBe(
      'firefox-android',
    );
    expect(text(UA.firefoxAndroidNew)).toBe("Tap the menu button, then 'Install'.");
  });

  it('tells Opera on Android to use the menu, then Add to Home screen', () => {
    expect(detectInstallPlatform({ userAgent: UA.operaAndroid, hasNativePrompt: false })).toBe(
      'opera-android',
    );
    expect(text(UA.operaAndroid)).toBe("Tap the menu button, then 'Add to Home screen'.");
  });

  it('gives Chrome on Android its own menu steps when its install event has not fired', () => {
    expect(detectInstallPlatform({ userAgent: UA.chromeAndroid, hasNativePrompt: false })).toBe(
      'chrome-android',
    );
    expect(text(UA.chromeAndroid)).toBe(
      "Tap the menu button (⋮) at the top right, then 'Install app' or 'Add to Home screen'.",
    );
    const samsung =
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36';
    expect(detectInstallPlatform({ userAgent: samsung, hasNativePrompt: false })).toBe(
      'samsung-android',
    );
  });

  it('says the feature is unsupported anywhere else', () => {
    for (const ua of [UA.firefoxDesktop, UA.safariMac]) {
      expect(text(ua)).toBe('Unfortunately, the install feature is not supported by your browser.');
    }
  });
});
