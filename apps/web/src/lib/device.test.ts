import { describe, expect, it } from 'vitest';
import { isMobileDevice, isPhoneUserAgent, MOBILE_BREAKPOINT, MOBILE_QUERY } from './device';

const UA = {
  androidPhone:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
};

describe('device check', () => {
  it('uses the 768 px breakpoint', () => {
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(MOBILE_QUERY).toBe('(max-width: 767px)');
  });

  it('recognises phones by user agent, but not tablets or desktops', () => {
    expect(isPhoneUserAgent(UA.androidPhone)).toBe(true);
    expect(isPhoneUserAgent(UA.iphone)).toBe(true);
    expect(isPhoneUserAgent(UA.firefoxAndroid)).toBe(true);
    expect(isPhoneUserAgent(UA.ipad)).toBe(false);
    expect(isPhoneUserAgent(UA.androidTablet)).toBe(false);
    expect(isPhoneUserAgent(UA.desktop)).toBe(false);
  });

  it('is mobile for a narrow viewport or a phone, desktop otherwise', () => {
    expect(isMobileDevice({ narrow: true, userAgent: UA.desktop })).toBe(true);
    expect(isMobileDevice({ narrow: false, userAgent: UA.androidPhone })).toBe(true);
    expect(isMobileDevice({ narrow: false, userAgent: UA.desktop })).toBe(false);
    expect(isMobileDevice({ narrow: false, userAgent: UA.ipad })).toBe(false);
  });
});
