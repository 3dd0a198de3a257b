import { beforeEach, describe, expect, it } from 'vitest';
import {
  configureAnalytics,
  getPendingGtagCalls,
  getTrackedEvents,
  resetAnalytics,
  track,
  trackLogin,
  trackPageView,
} from './analytics';

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

  it('login defaults to the otp method', () => {
    trackLogin();
    expect(getTrackedEvents()[0]).toMatchObject({ event: 'login', params: { method: 'otp' } });
  });

  it('queues gtag calls once a measurement id is configured', () => {
    configureAnalytics('G-TEST123');
    track('purchase', { value: 49900 });
    expect(getPendingGtagCalls()).toEqual([
      ['event', 'purchase', { value: 49900, send_to: 'G-TEST123' }],
    ]);
  });
});
