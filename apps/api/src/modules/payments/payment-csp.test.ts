import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { contentSecurityPolicy } from '../../lib/security-headers';
import { paymentCspSources } from './payment-csp';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_Abc123',
  RAZORPAY_KEY_SECRET: 'secret-for-tests',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-tests',
};

describe('the Content-Security-Policy for Razorpay Checkout', () => {
  it('names no Razorpay host when Razorpay is not configured', () => {
    expect(contentSecurityPolicy([paymentCspSources(loadConfig({}))])).not.toContain('razorpay');
  });

  it('allows its script, iframe and calls only when its keys are set', () => {
    const csp = contentSecurityPolicy([paymentCspSources(loadConfig(KEYS))]);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com[;\s]/);
    expect(csp).toContain('frame-src');
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com/);
  });

  it('adds a stand-in’s origin when the script and API point at one', () => {
    const csp = contentSecurityPolicy([
      paymentCspSources(
        loadConfig({
          ...KEYS,
          RAZORPAY_API_URL: 'http://127.0.0.1:4555',
          RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4555/v1/checkout.js',
        }),
      ),
    ]);
    expect(csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:4555/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:4555/);
  });

  it('refuses half a Razorpay configuration, naming the missing keys', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_Abc123' })).toThrow(/RAZORPAY_KEY_SECRET/);
  });
});
