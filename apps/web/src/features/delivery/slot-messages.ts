// The delivery slot's words: checkout's "Delivery slot" step and the order page.
import { formatWeekdayDayMonth } from '@kirana/shared/common/india-dates';
import type { OrderSlot } from '@kirana/shared';

/** A window's time of day: "07:00" as "7:00 am", "18:30" as "6:30 pm". */
export function clockLabel(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

export const SLOT_MESSAGES = {
  title: 'Delivery slot',
  days: 'Delivery day',
  windows: 'Delivery time',
  loading: 'Loading delivery slots',
  failed: 'We could not load the delivery slots',
  dayFull: 'Every slot on this day is taken or closed. Please pick another day.',
  noneTitle: 'No delivery slots are open',
  noneMessage: 'Every slot of the next days is taken. Please try again later.',
  full: 'Full',
  choose: 'Choose a delivery slot',
  today: 'Today',
  tomorrow: 'Tomorrow',
  left: (n: number) => (n === 1 ? '1 left' : `${n} left`),
  window: (starts: string, ends: string) => `${clockLabel(starts)} – ${clockLabel(ends)}`,
};

/** A day tab's label: Today, Tomorrow, else "Wed, 2 Dec". */
export function slotDayLabel(date: string, days: readonly string[]): string {
  if (date === days[0]) return SLOT_MESSAGES.today;
  if (date === days[1]) return SLOT_MESSAGES.tomorrow;
  return formatWeekdayDayMonth(date);
}

/** An order's slot as the order page shows it: "Wed, 2 Dec, 7:00 am – 9:00 am". */
export const orderSlotLabel = (slot: OrderSlot) =>
  `${formatWeekdayDayMonth(slot.Date)}, ${SLOT_MESSAGES.window(slot.Starts, slot.Ends)}`;
