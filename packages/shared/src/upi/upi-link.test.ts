import { describe, expect, it } from 'vitest';
import { upiAmount, upiAppLinks, upiLink } from './upi-link';

const request = {
  vpa: 'sharma.kirana@okhdfcbank',
  payeeName: 'Sharma & Sons Kirana',
  amountPaise: 123405,
  orderNumber: 'KRN-2611-000042',
  note: 'Order KRN-2611-000042 at Sharma & Sons',
};

describe('the UPI payment request', () => {
  it('carries each field of the linking specification, URL-encoded', () => {
    const link = upiLink(request);
    expect(link.startsWith('upi://pay?')).toBe(true);
    const q = link.slice('upi://pay?'.length);
    expect(q.split('&').map((kv) => kv.split('=')[0])).toEqual([
      'pa',
      'pn',
      'am',
      'cu',
      'tr',
      'tn',
    ]);
    const params = new URLSearchParams(q);
    expect(params.get('pa')).toBe('sharma.kirana@okhdfcbank');
    expect(params.get('pn')).toBe('Sharma & Sons Kirana');
    expect(params.get('am')).toBe('1234.05');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tr')).toBe('KRN-2611-000042');
    expect(params.get('tn')).toBe('Order KRN-2611-000042 at Sharma & Sons');
    // encodeURIComponent, not form encoding: a space is %20, & and @ are escaped
    expect(q).toContain('pn=Sharma%20%26%20Sons%20Kirana');
    expect(q).toContain('pa=sharma.kirana%40okhdfcbank');
  });

  it('writes the amount with two decimals from whole paise', () => {
    expect(upiAmount(100)).toBe('1.00');
    expect(upiAmount(5)).toBe('0.05');
    expect(upiAmount(1999999)).toBe('19999.99');
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(10.5)).toThrow(RangeError);
  });

  it('gives each common app the same request in its own link form', () => {
    const links = upiAppLinks(request);
    const query = upiLink(request).slice('upi://pay?'.length);
    expect(links.map((l) => l.href)).toEqual([
      `tez://upi/pay?${query}`,
      `phonepe://pay?${query}`,
      `paytmmp://pay?${query}`,
    ]);
  });
});
