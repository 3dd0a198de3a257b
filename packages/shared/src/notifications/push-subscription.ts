import { z } from 'zod';

// A browser's push subscription (RFC 8030, keys of RFC 8291), as the storefront and the console save it.

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine((s) => {
      // the decoded length, without decoding (this runs in browsers, which have no Buffer)
      const chars = s.replace(/=+$/, '').length;
      return chars % 4 !== 1 && Math.floor((chars * 3) / 4) === bytes;
    }, `${what} must be ${bytes} bytes`);

/** A PushSubscription as `subscription.toJSON()` gives it. */
export const PushSubscriptionToken = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'must be the https URL of a push service' })
    .max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, 'p256dh').describe('the browser’s P-256 public key, uncompressed'),
    auth: base64url(16, 'auth').describe('the 16-byte authentication secret'),
  }),
});
export type PushSubscriptionToken = z.infer<typeof PushSubscriptionToken>;
