import { z } from 'zod';
import { text } from '../common/input';

// Connecting Razorpay from the console (the owner only): its keys, kept encrypted on the server.
// The key secret and the webhook secret go to the server and never come back.

/** A Razorpay key id: rzp_test_… (test mode) or rzp_live_… */
export const RAZORPAY_KEY_ID_PATTERN = /^rzp_(test|live)_\w+$/;

export const RazorpayKeyCheckBody = z
  .object({
    KeyId: text()
      .trim()
      .max(64)
      .regex(RAZORPAY_KEY_ID_PATTERN, 'must look like rzp_test_… or rzp_live_…'),
    KeySecret: text().trim().min(8).max(128),
  })
  .strict();
export type RazorpayKeyCheckBody = z.infer<typeof RazorpayKeyCheckBody>;

export const RazorpayKeysBody = RazorpayKeyCheckBody.extend({
  WebhookSecret: text().trim().min(8).max(128),
}).strict();
export type RazorpayKeysBody = z.infer<typeof RazorpayKeysBody>;

/** What Razorpay said to the keys: OK, refused them, or did not answer (or not as expected). */
export const RAZORPAY_KEY_PROBLEMS = ['wrong-keys', 'unreachable', 'refused'] as const;
export const RazorpayKeyCheck = z.object({
  Ok: z.boolean(),
  Problem: z.enum(RAZORPAY_KEY_PROBLEMS).nullable(),
  /** Razorpay's own words (or the network's), for the owner to read; null when OK */
  Detail: z.string().nullable(),
});
export type RazorpayKeyCheck = z.infer<typeof RazorpayKeyCheck>;

/** Where the keys in force come from: the server's environment (read-only), the console, none. */
export const RAZORPAY_KEY_SOURCES = ['environment', 'console', 'none'] as const;
export const RazorpayConnection = z.object({
  Source: z.enum(RAZORPAY_KEY_SOURCES),
  KeyId: z.string().nullable(),
  Mode: z.enum(['test', 'live']).nullable(),
  /** when and by whom the console's keys were saved (ISO); null for the environment's */
  ConnectedAt: z.string().nullable(),
  ConnectedBy: z.string().nullable(),
  /** false when stored keys cannot be decrypted here (another SECRETS_KEY): Razorpay is off */
  IsReadable: z.boolean(),
});
export type RazorpayConnection = z.infer<typeof RazorpayConnection>;
