import type { AuditEntry } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { formatDateTime, formatInr } from '../../components';

// An audit entry in plain words: a sentence for the action, and a line per changed field with
// money in rupees, yes/no, dates in India time and lists as words (not JSON). The sentences and
// field names come from the audit catalogue; a field it does not name is written as words.

/** A field's key as the catalogue names it: lower case, no separators ("PricePaise" → pricepaise). */
const keyOf = (k: string) => k.replace(/[^a-z0-9]/gi, '').toLowerCase();

/** Fields of raw rows that say nothing to a reader. */
const SKIPPED = new Set(['id', 'createdat', 'updatedat', 'searchtext', 'searchvector']);

/** Money fields, in paise: shown in rupees. */
const isMoney = (k: string) =>
  /paise$/.test(k) || ['price', 'mrp', 'amount', 'balance'].includes(k);

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** Translated when the catalogue has the id, else `fallback`. */
const maybe = (t: Translate, id: string, values: Record<string, unknown>, fallback: string) => {
  const s = t(id, values);
  return s === id ? fallback : s;
};

/** "CodCollectedAt" → "Cod collected at": a field the catalogue does not name, in words. */
const words = (k: string) => {
  const s = k
    .replace(/Paise$/i, '')
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

export const fieldName = (t: Translate, k: string) =>
  maybe(t, `audit.field.${keyOf(k)}`, {}, words(k));

/** A recorded value in plain words. */
export function valueText(t: Translate, key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return t(v ? 'audit.yes' : 'audit.no');
  if (typeof v === 'number') return isMoney(keyOf(key)) ? formatInr(v) : String(v);
  if (typeof v === 'string') return ISO_INSTANT.test(v) ? formatDateTime(v) : v;
  if (Array.isArray(v)) return v.map((x) => valueText(t, key, x)).join(', ');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .filter(([k]) => !SKIPPED.has(keyOf(k)))
      .map(([k, x]) => `${fieldName(t, k)}: ${valueText(t, k, x)}`)
      .join('; ');
  return String(v);
}

/** The sentence for what was done: "Changed the product", "Cancelled the order"… */
export const actionText = (t: Translate, action: string) =>
  maybe(t, `audit.do.${action}`, {}, t('audit.do-other', { action: words(action) }));

/** What the entry is about: its name then, else "product #12". */
export const subjectText = (t: Translate, e: AuditEntry) =>
  e.Subject ?? t('audit.entity', { entity: e.Entity, id: e.EntityId });

export interface ChangeLine {
  key: string;
  text: string;
}

/** One sentence per field the entry changed (every field of an entry with only one side). */
export function changeLines(t: Translate, before: unknown, after: unknown): ChangeLine[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !SKIPPED.has(keyOf(k)) && JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return keys.map((k) => {
    const field = fieldName(t, k);
    const was = valueText(t, k, b[k]);
    const now = valueText(t, k, a[k]);
    const text =
      before != null && after != null
        ? t('audit.change', { field, was, now })
        : after != null
          ? t('audit.change-set', { field, now })
          : t('audit.change-was', { field, was });
    return { key: k, text };
  });
}
