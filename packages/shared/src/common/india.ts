import { z } from 'zod';

import { MOBILE_RE, PINCODE_RE } from './india-states';

export * from './india-states';

/** A 6-digit Indian pincode; the first digit is never 0. */
export const Pincode = z.string().regex(PINCODE_RE, 'Enter a valid 6-digit pincode');

/** A mobile number as typed, without spaces, dashes and a leading +91, 91 or 0. */
export const normaliseMobile = (s: string): string =>
  s.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');

/** An Indian mobile number: 10 digits starting 6-9, optionally written with +91 or 0. */
export const IndianMobile = z
  .string()
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_RE, 'Enter a valid 10-digit mobile number'));
