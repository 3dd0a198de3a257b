import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Where the store delivers: a pincode or its first digits, how many days after dispatch the
 * fastest delivery takes there, and the hour after which an order waits for the next dispatch.
 * The longest matching prefix decides; an inactive row stops deliveries under its prefix.
 */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    prefix: text('prefix').primaryKey(),
    place: text('place'),
    days: integer('days').notNull(),
    cutoffHour: integer('cutoff_hour'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_areas_prefix_digits', sql`${t.prefix} ~ '^[1-9][0-9]{0,5}$'`),
    check('delivery_areas_days_range', sql`${t.days} BETWEEN 0 AND 30`),
    check('delivery_areas_cutoff_range', sql`${t.cutoffHour} BETWEEN 1 AND 23`),
  ],
);

/**
 * How many standing orders each delivery slot (a window on a day) holds. A row is made on the
 * slot's first order; `taken` moves only by guarded updates, never above the window's capacity.
 */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    windowId: integer('window_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.windowId, t.day] }),
    check('delivery_slot_bookings_taken_ck', sql`${t.taken} >= 0`),
  ],
);
