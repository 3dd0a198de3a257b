// The return form's rules, kept out of the components: what is chosen, the live total, the
// body sent, and the errors to show (the shared contract's, then the server's).
import type { RETURN_REASONS } from '@kirana/shared';
import {
  ReturnRequestBody,
  type RefundDestination,
  type ReturnOptionsAnswer,
} from '@kirana/shared';

export type ReturnReason = (typeof RETURN_REASONS)[number];
type OptionLine = ReturnOptionsAnswer['Lines'][number];

/** A line's key: product and variant, as the order knows it. */
export const lineKey = (l: { ProductId: number; VariantId: number | null }) =>
  `${l.ProductId}:${l.VariantId ?? 'simple'}`;

/** Quantities chosen per line key; a line not in the map is not being returned. */
export type LineChoices = Readonly<Record<string, number>>;

export interface ReturnFormValues {
  choices: LineChoices;
  reason: ReturnReason | '';
  comment: string;
  destination: RefundDestination | null;
  upiId: string;
  photoIds: string[];
}

export type ReturnField = 'Lines' | 'Reason' | 'Comment' | 'Destination' | 'UpiId' | 'PhotoIds';
export type ReturnErrors = Partial<Record<ReturnField, string>>;
const FIELDS: readonly ReturnField[] = [
  'Lines',
  'Reason',
  'Comment',
  'Destination',
  'UpiId',
  'PhotoIds',
];

/** A quantity kept within 1 and what the line can still return. */
export const clampQty = (qty: number, max: number) =>
  Math.max(1, Math.min(max, Math.floor(qty) || 1));

/** The money back for the chosen lines, in paise. */
export function returnTotal(lines: readonly OptionLine[], choices: LineChoices): number {
  return lines.reduce((sum, l) => sum + (choices[lineKey(l)] ?? 0) * l.UnitRefund, 0);
}

/** The request body the form describes (the chosen lines in the order's line order). */
export function toReturnBody(
  orderId: number,
  lines: readonly OptionLine[],
  v: ReturnFormValues,
): ReturnRequestBody {
  const comment = v.comment.trim();
  return {
    OrderId: orderId,
    Lines: lines
      .filter((l) => (v.choices[lineKey(l)] ?? 0) > 0)
      .map((l) => ({
        ProductId: l.ProductId,
        VariantId: l.VariantId,
        Qty: v.choices[lineKey(l)]!,
      })),
    Reason: v.reason as ReturnReason,
    ...(comment ? { Comment: comment } : {}),
    Destination: v.destination as RefundDestination,
    ...(v.destination === 'upi' ? { UpiId: v.upiId.trim() } : {}),
    PhotoIds: v.photoIds,
  };
}

/** The errors the shared contract finds in the form, by field; empty when it can be sent. */
export function validateReturn(
  orderId: number,
  lines: readonly OptionLine[],
  v: ReturnFormValues,
): ReturnErrors {
  const errors: ReturnErrors = {};
  if (!v.reason) errors.Reason = 'Choose a reason for the return';
  if (!v.destination) errors.Destination = 'Choose where the money should go';
  const parsed = ReturnRequestBody.safeParse(toReturnBody(orderId, lines, v));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ReturnField;
      if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  return errors;
}

/**
 * A 400's Fields as form errors: `body.UpiId` or `UpiId` names its field; a line's own problem
 * (`body.Lines.0.Qty`) is shown under the lines with the product's name.
 */
export function serverReturnErrors(
  fields: ReadonlyArray<{ Field: string; Message: string }> | undefined,
  sent: ReturnRequestBody,
  lines: readonly OptionLine[],
): ReturnErrors {
  const errors: ReturnErrors = {};
  for (const f of fields ?? []) {
    const path = f.Field.split('.').filter((p) => p !== 'body');
    const field = path[0] as ReturnField;
    if (!FIELDS.includes(field) || errors[field]) continue;
    const line = field === 'Lines' && path[1] !== undefined ? sent.Lines[Number(path[1])] : null;
    const name = line
      ? lines.find((l) => lineKey(l) === lineKey({ ...line, VariantId: line.VariantId ?? null }))
          ?.Name
      : null;
    errors[field] = name ? `${name}: ${f.Message}` : f.Message;
  }
  return errors;
}
