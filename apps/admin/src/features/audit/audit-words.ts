import type { AuditEntry } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import type { StaffRole } from '@kirana/shared';
import { formatDateTime, formatInr, roleName } from '../../components';

// An audit entry in plain words: a sentence for the action, and a line per changed field with
// money in rupees, yes/no, dates in India time and lists as words (not JSON). The sentences and
// field names come from the audit catalogue; a field it does not name is written as words.

/** A field's key as the catalogue names it: lower case, no separators ("PricePaise" → pricepaise). */
const keyOf = (k: string) => k.replace(/[^a-z0-9]/gi, '').toLowerCase();

/** Fields of raw rows that say nothing to a reader. */
const SKIPPED = new Set(['id', 'createdat', 'updatedat', 'searchtext', 'searchvector']);

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

/** Money fields, in paise: shown in rupees. */
const MONEY = new Set([
  'price',
  'mrp',
  'amount',
  'balance',
  'due',
  'shortfall',
  'amountpayable',
  'refund',
  'total',
  'subtotal',
  'discount',
  'fee',
  'freeabove',
]);
const isMoney = (k: string) => /paise$/.test(k) || MONEY.has(k);

/** The fields a person cares about, per entity whose entries keep whole rows (the rest: all). */
const SHOWN: Record<string, Set<string>> = {
  product: new Set(
    'name namehi brand description categoryid price mrp pricepaise mrppaise gstrate hsncode stock isactive archived sku unitlabel'.split(
      ' ',
    ),
  ),
  variant: new Set('label sku price mrp pricepaise mrppaise stock isactive archived'.split(' ')),
};

/** The product and option fields the log shows (each needs its label). */
export const SHOWN_FIELDS: readonly string[] = [
  ...new Set(Object.values(SHOWN).flatMap((set) => [...set])),
];

/** The settings section an entry's key belongs to, as the Settings page's tab names it. */
const SETTINGS_TAB: Record<string, string> = {
  storeConfigs: 'store',
  productConfigs: 'store',
  logo: 'store',
  shippingConfigs: 'delivery',
  platformFeeConfigs: 'delivery',
  deliveryMethods: 'delivery',
  delivery: 'delivery',
  paymentMethods: 'payments',
  upiDirect: 'payments',
  'razorpay-connect': 'payments',
  'razorpay-disconnect': 'payments',
  signInMethods: 'sign-in',
  unpaidOrderLimits: 'cod',
  deliverySlots: 'slots',
  staffAlerts: 'alerts',
};

/** A settings key as its section's name ("storeConfigs" → "Store"). */
const settingsSection = (t: Translate, key: string) =>
  SETTINGS_TAB[key] ? t(`settings.tab.${SETTINGS_TAB[key]}`) : words(key);

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** Translated when the catalogue has the id, else `fallback`. */
const maybe = (t: Translate, id: string, values: Record<string, unknown>, fallback: string) => {
  const s = t(id, values);
  return s === id ? fallback : s;
};

export const fieldName = (t: Translate, k: string) =>
  maybe(t, `audit.field.${keyOf(k)}`, {}, words(k));

/** A code as the catalogue words it (a status, a payment method), else the code itself. */
function codeText(t: Translate, k: string, v: string, entity?: string): string {
  if (k === 'status')
    return maybe(t, `${entity === 'refund' ? 'refunds' : 'orders'}.status.${v}`, {}, v);
  if (k === 'role' && ['owner', 'manager', 'packer'].includes(v))
    return roleName(t, v as StaffRole);
  if (k === 'method' || k === 'paymentmethod')
    return maybe(t, `audit.method.${v}`, {}, maybe(t, `orders.method.${v}`, {}, v));
  return v;
}

/** A recorded value in plain words (`entity`: what the entry is about, for its codes). */
export function valueText(t: Translate, key: string, v: unknown, entity?: string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return t(v ? 'audit.yes' : 'audit.no');
  if (typeof v === 'number') return isMoney(keyOf(key)) ? formatInr(v) : String(v);
  if (typeof v === 'string')
    return ISO_INSTANT.test(v) ? formatDateTime(v) : codeText(t, keyOf(key), v, entity);
  if (Array.isArray(v)) return v.map((x) => valueText(t, key, x, entity)).join(', ');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .filter(([k]) => !SKIPPED.has(keyOf(k)))
      .map(([k, x]) => `${fieldName(t, k)}: ${valueText(t, k, x, entity)}`)
      .join('; ');
  return String(v);
}

/** The sentence for what was done: "Changed the product", "Cancelled the order"… */
export function actionText(t: Translate, action: string): string {
  const [entity, verb = ''] = action.split('.');
  if (entity === 'settings') {
    const section = settingsSection(t, verb);
    return maybe(t, `audit.do.${action}`, {}, t('audit.do-settings', { section }));
  }
  return maybe(t, `audit.do.${action}`, {}, t('audit.do-other', { action: words(action) }));
}

/** What the entry is about: its name then, a settings section, else "Product #12". */
export function subjectText(t: Translate, e: AuditEntry): string {
  if (e.Subject) return e.Subject;
  if (e.Entity === 'settings') return settingsSection(t, e.EntityId);
  const entity = maybe(t, `audit.thing.${e.Entity}`, {}, words(e.Entity));
  return t('audit.entity', { entity, id: e.EntityId });
}

export interface ChangeLine {
  key: string;
  text: string;
}

/** Whether a field of an entry about `entity` is one a person cares about. */
const shown = (entity: string | undefined, k: string) =>
  !SKIPPED.has(keyOf(k)) && (!entity || !SHOWN[entity] || SHOWN[entity].has(keyOf(k)));

/** One sentence per field the entry changed (every field of an entry with only one side). */
export function changeLines(
  t: Translate,
  before: unknown,
  after: unknown,
  entity?: string,
): ChangeLine[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => shown(entity, k) && JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return keys.map((k) => {
    const field = fieldName(t, k);
    const was = valueText(t, k, b[k], entity);
    const now = valueText(t, k, a[k], entity);
    const text =
      before != null && after != null
        ? t('audit.change', { field, was, now })
        : after != null
          ? t('audit.change-set', { field, now })
          : t('audit.change-was', { field, was });
    return { key: k, text };
  });
}
