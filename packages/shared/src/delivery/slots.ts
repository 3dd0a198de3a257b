import { z } from 'zod';
import { dbId, int4 } from '../common/input';

// Delivery slots (#26 part 4): the owner's daily windows in India time, each with a capacity,
// offered for today and the next days. A slot is one window on one day; its id is
// "<YYYY-MM-DD>_<window id>", so a shopper's choice names both and the server checks both.

const ClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day, HH:MM (India time)')
  .describe('HH:MM, India time');

const windowFields = {
  Starts: ClockTime,
  Ends: ClockTime,
  Capacity: int4(1, 10_000).describe('orders the window takes on one day'),
  IsEnabled: z.boolean(),
};
const endsAfterStarts = (w: { Starts: string; Ends: string }) => w.Ends > w.Starts;
const endsAfterStartsIssue = { path: ['Ends'], message: 'The window ends before it starts' };

export const SlotWindow = z
  .object({ WindowId: dbId, ...windowFields })
  .strict()
  .refine(endsAfterStarts, endsAfterStartsIssue);
export type SlotWindow = z.infer<typeof SlotWindow>;

const slotRules = {
  IsEnabled: z.boolean().describe('checkout asks for a slot'),
  DaysAhead: int4(0, 6).describe('days after today that are offered (0: today only)'),
  CutoffMinutes: int4(0, 720).describe('a window starting sooner than this is not offered'),
};

export const DEFAULT_DAYS_AHEAD = 2;
export const DEFAULT_SLOT_CUTOFF_MINUTES = 60;

/** The slot settings as stored (NextWindowId keeps a removed window's id from coming back). */
export const StoredSlotSettings = z.object({
  ...slotRules,
  Windows: z.array(SlotWindow).max(12),
  NextWindowId: dbId,
});
export type StoredSlotSettings = z.infer<typeof StoredSlotSettings>;

export const DEFAULT_SLOT_SETTINGS: StoredSlotSettings = {
  IsEnabled: false,
  DaysAhead: DEFAULT_DAYS_AHEAD,
  CutoffMinutes: DEFAULT_SLOT_CUTOFF_MINUTES,
  Windows: [],
  NextWindowId: 1,
};

/** The console's slot settings. */
export const SlotSettings = z.object({ ...slotRules, Windows: z.array(SlotWindow) });
export type SlotSettings = z.infer<typeof SlotSettings>;

/** What the console saves: a window without an id is new (the server gives it one). */
export const SlotSettingsBody = z
  .object({
    ...slotRules,
    Windows: z
      .array(
        z
          .object({ WindowId: dbId.nullable(), ...windowFields })
          .strict()
          .refine(endsAfterStarts, endsAfterStartsIssue),
      )
      .max(12),
  })
  .strict()
  .refine(
    (b) =>
      new Set(b.Windows.flatMap((w) => w.WindowId ?? [])).size ===
      b.Windows.filter((w) => w.WindowId !== null).length,
    {
      path: ['Windows'],
      message: 'A window is listed twice',
    },
  );
export type SlotSettingsBody = z.infer<typeof SlotSettingsBody>;

export const DeliverySlotId = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}_[1-9]\d{0,8}$/, 'a slot id, YYYY-MM-DD_<window>')
  .describe('a slot offered by GET /delivery-slots');

/** One window on one day, as checkout lists it. */
export const DeliverySlot = z.object({
  SlotId: z.string(),
  Date: z.string().describe('YYYY-MM-DD, India time'),
  Starts: z.string(),
  Ends: z.string(),
  Remaining: z.number().int(),
  IsFull: z.boolean().describe('listed but not offered'),
});
export type DeliverySlot = z.infer<typeof DeliverySlot>;

export const DeliverySlotsAnswer = z.object({
  IsEnabled: z.boolean().describe('false: checkout asks for no slot'),
  Days: z.array(z.object({ Date: z.string(), Slots: z.array(DeliverySlot) })),
});
export type DeliverySlotsAnswer = z.infer<typeof DeliverySlotsAnswer>;

/** The slot an order is delivered in, as it was when placed. */
export const OrderSlot = z.object({ Date: z.string(), Starts: z.string(), Ends: z.string() });
export type OrderSlot = z.infer<typeof OrderSlot>;

export const slotIdOf = (date: string, windowId: number) => `${date}_${windowId}`;

export function parseSlotId(id: string): { date: string; windowId: number } | null {
  if (!DeliverySlotId.safeParse(id).success) return null;
  const [date, windowId] = id.split('_') as [string, string];
  // 2026-02-30 matches the pattern but is no day
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return null;
  return { date, windowId: Number(windowId) };
}

/** The instant a window starts on a day in India. */
export const slotStart = (date: string, starts: string) => new Date(`${date}T${starts}:00+05:30`);

/** The India days offered from `today` on: today and DaysAhead more. */
export function slotDays(today: string, daysAhead: number): string[] {
  const base = new Date(`${today}T00:00:00Z`).getTime();
  return Array.from({ length: daysAhead + 1 }, (_, i) =>
    new Date(base + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Whether a window on a day may still be chosen at `now`: not before `CutoffMinutes` ahead of
 * its start, and within the offered days.
 */
export function isSlotOpen(
  settings: Pick<StoredSlotSettings, 'DaysAhead' | 'CutoffMinutes'>,
  today: string,
  date: string,
  starts: string,
  now: Date,
): boolean {
  if (!slotDays(today, settings.DaysAhead).includes(date)) return false;
  return slotStart(date, starts).getTime() - settings.CutoffMinutes * 60_000 > now.getTime();
}
