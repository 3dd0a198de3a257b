import { z } from 'zod';

// The primitives every request field is built from, so that nothing a client sends can reach
// PostgreSQL in a form it refuses: text never holds NUL (SQLSTATE 22021) and integers stay
// inside int4 (SQLSTATE 22003). Bad input is a 400 naming the field, never a 500.

/** The largest value of a PostgreSQL integer (int4) column: every id, quantity and paise field. */
export const DB_INT_MAX = 2_147_483_647;

export const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';
export const CONTROL_MESSAGE = 'must not contain control characters';
export const UNICODE_MESSAGE = 'must be valid Unicode text';

// \p{Cc}: C0 controls, DEL and C1 controls; the multi-line form lets tab, newline and CR through
const SINGLE_LINE_CONTROL = /\p{Cc}/u;
const MULTI_LINE_CONTROL = /(?![\t\n\r])\p{Cc}/u;
// a high surrogate without its low half, or a low one without its high half (no lookbehind:
// older mobile browsers run these schemas too)
const LONE_HIGH = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;
const LONE_LOW = /(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL first (with its own message), then other controls, then unpaired UTF-16 surrogates. */
function refuseControls(control: RegExp) {
  return (s: string, ctx: z.core.$RefinementCtx<string>) => {
    const message = s.includes('\u0000')
      ? NUL_MESSAGE
      : control.test(s)
        ? CONTROL_MESSAGE
        : LONE_HIGH.test(s) || LONE_LOW.test(s)
          ? UNICODE_MESSAGE
          : undefined;
    if (message) ctx.addIssue({ code: 'custom', message, input: s, continue: false });
  };
}

/**
 * A one-line text field: refuses NUL, every other control character (tab and newline included)
 * and unpaired surrogates. Chain `.trim().min().max()` as with `z.string()`.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(z.superRefine(refuseControls(SINGLE_LINE_CONTROL)));
}

/** A multi-line text field: as `text()`, but tab, newline and carriage return are allowed. */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(z.superRefine(refuseControls(MULTI_LINE_CONTROL)));
}

const rangeMessage = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;

/** A whole number in a JSON body, bounded to int4 or tighter. */
export function int4(min = 0, max = DB_INT_MAX) {
  const message = rangeMessage(min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A database id in a JSON body: a positive int4. */
export const dbId = int4(1, DB_INT_MAX).describe('a positive 32-bit integer id');

/**
 * A whole number in a query string or path: digits only ("1e3", "0x10", "1.0", "-1" and " 1"
 * are refused, where `z.coerce.number()` would take them), then bounded like `int4`.
 */
export function intParam(min = 0, max = DB_INT_MAX) {
  const message = rangeMessage(min, max);
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[0-9]{1,16}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(int4(min, max));
}

/** A database id in a query string or path: a positive int4 written in digits. */
export const dbIdParam = () => intParam(1, DB_INT_MAX);
