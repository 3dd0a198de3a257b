import { createHmac, timingSafeEqual } from 'node:crypto';

// Meta signs each webhook with the app secret: X-Hub-Signature-256 is `sha256=` and the
// lowercase hex HMAC-SHA256 of the raw body (the exact bytes sent, never re-serialised).

const signWhatsAppWebhook = (rawBody: string | Buffer, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Compares in constant time; false for a missing or malformed header. */
export function sameSecret(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const verifyWhatsAppWebhook = (rawBody: string, signature: unknown, appSecret: string) =>
  sameSecret(signWhatsAppWebhook(rawBody, appSecret), signature);
