// An order's stored words the console reads in its own language (#28): the cancel reason by its
// code, the store's default delivery method by what it is. Each id is in locales/<lang>/orders.json.
import type { AdminOrderDetails, CANCEL_REASONS } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';

/** The shopper's own cancel reasons, kept as their English words (their enum). */
const SHOPPER_REASON_IDS: Readonly<Record<(typeof CANCEL_REASONS)[number], string>> = {
  'Ordered by mistake': 'orders.shopper-reason.mistake',
  'Found a better price': 'orders.shopper-reason.price',
  'Delivery is too late': 'orders.shopper-reason.late',
  'Want to change the address or items': 'orders.shopper-reason.change',
  Other: 'orders.shopper-reason.other',
};

const known = <T extends string>(ids: Readonly<Record<T, string>>, text: string): string | null =>
  Object.prototype.hasOwnProperty.call(ids, text) ? ids[text as T] : null;

/**
 * Why an order was cancelled, in the reader's language: a store's preset reason from its code
 * (never the words the staff member's language gave at cancel time), the shopper's reason from
 * its enum words, and the store's own words for 'other' as written.
 */
export function cancelReasonWords(
  t: Translate,
  order: Pick<AdminOrderDetails, 'CancelReason' | 'CancelReasonCode'>,
): string | null {
  const code = order.CancelReasonCode;
  if (code && code !== 'other') return t(`orders.cancel.why.${code}`);
  if (!code && order.CancelReason) {
    const id = known(SHOPPER_REASON_IDS, order.CancelReason);
    if (id) return t(id);
  }
  return order.CancelReason;
}

/**
 * The store's delivery methods as the demo store names them (standard, express, the fallback):
 * such a default name is read in the console's language; a name the owner wrote is shown as written.
 */
const DELIVERY_METHOD_IDS: Readonly<Record<string, string>> = {
  'Standard delivery': 'orders.delivery-method.standard',
  'Next-day delivery': 'orders.delivery-method.express',
  Delivery: 'orders.delivery-method.fallback',
};

export function deliveryMethodWords(t: Translate, name: string | null): string | null {
  const id = name === null ? null : known(DELIVERY_METHOD_IDS, name);
  return id ? t(id) : name;
}
