// The return form's rules, kept out of the components: what is chosen, the live total, the
// body sent, and the errors to show (the shared contract's, then the server's).
import {
  ReturnRequestBody,
  type RefundDestination,
  type ReturnOptionsAnswer,
} from '@kirana/shared';
import type { Translate } from '../../lib/i18n';
import type { ReturnReason } from './format';

export type { ReturnReason } from './format';
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

/** The most a comment and the photos of a return may hold (the shared contract's limits). */
const COMMENT_MAX = 500;
const PHOTOS_MAX = 4;

/** A field's sentence for a contract issue, in the shopper's language. */
function issueMessage(t: Translate, field: ReturnField, issue: { code: string }): string {
  switch (field) {
    case 'Lines':
      return issue.code === 'too_small' ? t('refunds.error.lines') : t('refunds.error.linesQty');
    case 'Reason':
      return t('refunds.error.reason');
    case 'Destination':
      return t('refunds.error.destination');
    case 'UpiId':
      return t('refunds.error.upiInvalid');
    case 'Comment':
      return t('refunds.error.comment', { max: COMMENT_MAX });
    case 'PhotoIds':
      return t('refunds.error.photos', { max: PHOTOS_MAX });
  }
}

/** The errors the shared contract finds in the form, by field; empty when it can be sent. */
export function validateReturn(
  orderId: number,
  lines: readonly OptionLine[],
  v: ReturnFormValues,
  t: Translate,
): ReturnErrors {
  const errors: ReturnErrors = {};
  if (!v.reason) errors.Reason = t('refunds.error.reason');
  if (!v.destination) errors.Destination = t('refunds.error.destination');
  const parsed = ReturnRequestBody.safeParse(toReturnBody(orderId, lines, v));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ReturnField;
      if (!FIELDS.includes(field) || errors[field]) continue;
      // an empty UPI id is missing rather than mistyped
      errors[field] =
        field === 'UpiId' && !v.upiId.trim()
          ? t('refunds.error.upiMissing')
          : issueMessage(t, field, issue);
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
  t: Translate,
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
    errors[field] = name ? t('refunds.error.lineNamed', { name, message: f.Message }) : f.Message;
  }
  return errors;
}
