import { randomInt } from 'node:crypto';
import type { RazorpayErrorBody, RazorpayNotes } from '../../modules/payments/razorpay';

// How the stand-in speaks: Razorpay's ids, its error bodies and its checks of request fields.

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id like Razorpay's: a prefix and 14 letters or digits (order_, pay_, rfnd_, acc_). */
export const rzpId = (prefix: string) =>
  prefix + Array.from({ length: 14 }, () => ALNUM[randomInt(ALNUM.length)]).join('');
export const now = () => Math.floor(Date.now() / 1000);

/** A refused request: its HTTP status and Razorpay's error body. */
export class StandinError extends Error {
  constructor(
    readonly status: number,
    readonly error: RazorpayErrorBody,
  ) {
    super(error.description);
  }
}
export const errorBody = (
  code: string,
  description: string,
  more: Partial<RazorpayErrorBody> = {},
) => ({
  code,
  description,
  source: 'NA',
  step: 'NA',
  reason: 'NA',
  metadata: {},
  ...more,
});
export const badRequest = (description: string, field?: string) =>
  new StandinError(
    400,
    errorBody('BAD_REQUEST_ERROR', description, {
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      ...(field ? { field } : {}),
    }),
  );

/** The failure of a payment the bank declined, as Checkout and the payment entity report it. */
export const DECLINED = {
  code: 'BAD_REQUEST_ERROR',
  description:
    "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.",
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_failed',
};

export type Body = Record<string, unknown>;
export function fields(body: unknown, allowed: string[]): Body {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object');
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length)
    throw badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
  return body as Body;
}
export function amountOf(v: unknown, field = 'amount'): number {
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw badRequest('The amount must be an integer.', field);
  if (v < 100) throw badRequest('The amount must be at least INR 1.00', field);
  return v;
}
export function notesOf(v: unknown): RazorpayNotes {
  if (v === undefined || v === null) return [];
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest('The notes must be an object.', 'notes');
  if (Object.keys(v).length > 15) throw badRequest('Number of notes cannot exceed 15.', 'notes');
  return Object.keys(v).length ? (v as Record<string, string>) : [];
}
