// The delivery slot's words (delivery.json): checkout's "Delivery slot" step and the order page.
import type { OrderSlot } from '@kirana/shared';
import type { I18n, Translate } from '../../lib/i18n';
import { formatDay } from '../../lib/india-day';

/** A window's time of day: "07:00" as "7:00 am", "18:30" as "6:30 pm". */
export function clockLabel(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** A slot's window: "7:00 am – 9:00 am". */
export const slotWindow = (t: Translate, starts: string, ends: string) =>
  t('delivery.slot.window', { starts: clockLabel(starts), ends: clockLabel(ends) });

/** A day tab's label: Today, Tomorrow, else "Wed, 2 Dec". */
export function slotDayLabel(t: Translate, i18n: I18n, date: string, days: readonly string[]) {
  if (date === days[0]) return t('delivery.slot.today');
  if (date === days[1]) return t('delivery.slot.tomorrow');
  return formatDay(date, i18n);
}

/** An order's slot as the order page shows it: "Wed, 2 Dec, 7:00 am – 9:00 am". */
export const orderSlotLabel = (slot: OrderSlot, t: Translate, i18n: I18n) =>
  t('delivery.slot.order', {
    date: formatDay(slot.Date, i18n),
    window: slotWindow(t, slot.Starts, slot.Ends),
  });
