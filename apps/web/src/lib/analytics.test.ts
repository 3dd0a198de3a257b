import { beforeEach, describe, expect, it } from 'vitest';
import {
  GTAG_SRC,
  getPendingGtagCalls,
  getTrackedEvents,
  resetAnalytics,
  track,
  trackLogin,
  trackPageView,
} from './analytics';
import { configureAnalytics } from './gtag';

beforeEach(() => resetAnalytics());

describe('analytics', () => {
  it('records events in memory and sends nothing without a measurement id', () => {
    track('add_to_cart', { value: 100 });
    trackPageView('/cart');
    expect(getTrackedEvents().map((e) => e.event)).toEqual(['add_to_cart', 'page_view']);
    expect(getTrackedEvents()[1]?.params.page_path).toBe('/cart');
    expect(getPendingGtagCalls()).toHaveLength(0);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('keeps the codes of sign-in links out of page views', () => {
    trackPageView('/verify-email?requestId=abc&code=123456&next=%2Fcart');
    trackPageView('/verify-email?apiKey=k&oobCode=xyz&mode=signIn&lang=en');
    expect(getTrackedEvents().map((e) => e.params.page_path)).toEqual([
      '/verify-email?next=%2Fcart',
      '/verify-email?lang=en',
    ]);
    expect(String(getTrackedEvents()[0]?.params.page_location)).not.toContain('123456');
  });

  it('login defaults to the otp method', () => {
    trackLogin();
    expect(getTrackedEvents()[0]).toMatchObject({ event: 'login', params: { method: 'otp' } });
  });

  it('loads gtag.js and sends events to it once a measurement id is configured', () => {
    configureAnalytics('G-TEST123');
    const script = document.head.querySelector<HTMLScriptElement>(`script[src^="${GTAG_SRC}"]`);
    expect(script?.src).toBe(`${GTAG_SRC}?id=G-TEST123`);
    track('purchase', { value: 49900 });
    expect(getPendingGtagCalls()).toEqual([
      ['event', 'purchase', { value: 49900, send_to: 'G-TEST123' }],
    ]);
    const pushed = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(pushed).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(pushed).toContainEqual(['event', 'purchase', { value: 49900, send_to: 'G-TEST123' }]);
  });

  it('ignores a malformed measurement id and loads nothing', () => {
    configureAnalytics('"><script>');
    track('view_item', {});
    expect(getPendingGtagCalls()).toEqual([]);
    expect(document.head.querySelector(`script[src^="${GTAG_SRC}"]`)).toBeNull();
  });
});
