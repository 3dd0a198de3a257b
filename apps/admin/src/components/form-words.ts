import type { z } from 'zod';
import { DB_INT_MAX } from '@kirana/shared/common/input';
import { formatInr } from '@kirana/shared/common/money';
import type { Translate } from '@kirana/ui/i18n';
import { MIN_OR_EMPTY, SCHEMA_SAYS, WHOLE_RANGE } from './schema-says';

// A request schema's issue in the console's words (locales/<lang>/forms.json), instead of zod's
// English ("Too small: expected string to have >=2 characters") or the schema's own.

export type Issue = z.core.$ZodIssue;

/**
 * What the resolver asks zod to write where a schema has no message of its own (zod's
 * contextual error map only speaks then): such an issue is worded by its kind and limits.
 */
export const NO_OWN_MESSAGE = '\u0000no-own-message';

/** How a field's numbers read: whole numbers, or paise typed as rupees. */
export interface IssueField {
  rupees: boolean;
}

const numberOf = (limit: number | bigint | undefined) => Number(limit ?? 0);

/** A number's bounds: rupees from paise (₹49.50), or the count itself (ICU formats it). */
function bounds(t: Translate, field: IssueField, min: number | null, max: number | null) {
  // whole rupees without their paise: ₹10,00,000, ₹0.01
  const shown = (n: number | null) =>
    n === null || !field.rupees ? n : formatInr(n).replace(/\.00$/, '');
  // int4's ceiling is the database's, not the shop's: no one needs to read 2,147,483,647
  const top = max !== null && max < DB_INT_MAX ? max : null;
  const v = { min: shown(min), max: shown(top) };
  const { rupees } = field;
  if (min !== null && top !== null)
    return rupees ? t('forms.amount-range', v) : t('forms.whole-range', v);
  if (min !== null) return rupees ? t('forms.amount-min', v) : t('forms.whole-min', v);
  if (top !== null) return rupees ? t('forms.amount-max', v) : t('forms.whole-max', v);
  return rupees ? t('forms.amount') : t('forms.whole');
}

/** An amount in rupees that must lie between `min` and `max` paise, in the console's words. */
export const amountRangeWords = (t: Translate, min: number, max: number): string =>
  bounds(t, { rupees: true }, min, max);

/** An issue worded by its kind and limits alone. */
function byKind(t: Translate, issue: Issue, field: IssueField): string {
  switch (issue.code) {
    case 'too_small': {
      const min = numberOf(issue.minimum) + (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string')
        return min <= 1 ? t('forms.required') : t('forms.text-min', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return t('forms.list-min', { min });
      return bounds(t, field, min, null);
    }
    case 'too_big': {
      const max = numberOf(issue.maximum) - (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') return t('forms.text-max', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return t('forms.list-max', { max });
      return bounds(t, field, null, max);
    }
    case 'invalid_type':
      if (['number', 'int', 'bigint'].includes(issue.expected)) return bounds(t, field, null, null);
      return issue.expected === 'string' ? t('forms.required') : t('forms.check');
    case 'invalid_format':
      if (issue.format === 'email') return t('forms.email');
      if (issue.format === 'url') return t('forms.link');
      if (['datetime', 'date', 'time'].includes(issue.format)) return t('forms.date');
      return t('forms.format');
    case 'invalid_value':
      return t('forms.choose');
    default:
      return t('forms.check');
  }
}

/**
 * An issue in the console's language: the schema's own message when the console knows it
 * (SCHEMA_SAYS, or int4's and hindiText's with their figures), else its kind and limits; a
 * schema's rule the console does not know keeps its words (better than a vague "check this").
 */
export function issueWords(t: Translate, issue: Issue, field: IssueField): string {
  const own = issue.message;
  if (own === NO_OWN_MESSAGE) return byKind(t, issue, field);
  const known = SCHEMA_SAYS[own];
  if (known) return t(known);
  const range = WHOLE_RANGE.exec(own);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    // a database id (dbId's range) missing or 0: a choice not made (a category, a product)
    if (min === 1 && max === DB_INT_MAX) return t('forms.choose');
    return bounds(t, field, min, max);
  }
  const minOrEmpty = MIN_OR_EMPTY.exec(own);
  if (minOrEmpty) return t('forms.text-min-or-empty', { min: Number(minOrEmpty[1]) });
  // a bound or a type said in the schema's words ("At most 100") reads as well by its kind
  if (['too_small', 'too_big', 'invalid_type'].includes(issue.code)) return byKind(t, issue, field);
  return own;
}
