import { and, eq, inArray, sql } from 'drizzle-orm';
import { isoIndiaDay } from '@kirana/shared/common/india-dates';
import {
  isSlotOpen,
  parseSlotId,
  slotDays,
  slotIdOf,
  type DeliverySlotsAnswer,
  type SlotSettings,
  type SlotSettingsBody,
  type StoredSlotSettings,
} from '@kirana/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, type Said } from '../../lib/errors';
import { getDeliverySlotSettings, saveDeliverySlotSettings } from '../content';
import type { AuditActor } from '../staff';
import { deliverySlotBookings } from './delivery.tables';

// Delivery slots: the owner's daily windows (kept with the store settings), and how many
// standing orders each window holds on each day (delivery_slot_bookings). The server decides
// which slot can be chosen; a place in a slot is taken with a guarded update in the order's
// transaction and given back when the order is cancelled or expires.

const slotRefused = (code: string, message: Said, field: string) =>
  new AppError(400, code, message, undefined, [{ Field: 'DeliverySlotId', Message: field }]);

const slotSettingsView = (s: StoredSlotSettings): SlotSettings => ({
  IsEnabled: s.IsEnabled,
  DaysAhead: s.DaysAhead,
  CutoffMinutes: s.CutoffMinutes,
  Windows: s.Windows,
});

/** The console's slot settings. */
export const readSlotSettings = async (db: DbOrTx): Promise<SlotSettings> =>
  slotSettingsView(await getDeliverySlotSettings(db));

/** Saves the console's slot settings; a window without an id gets the next one. */
export async function saveSlotSettings(
  deps: Pick<AppDeps, 'database' | 'cache' | 'redis'>,
  actor: AuditActor,
  body: SlotSettingsBody,
): Promise<SlotSettings> {
  const saved = await saveDeliverySlotSettings(deps, actor, (before) => {
    const known = new Set(before.Windows.map((w) => w.WindowId));
    let next = before.NextWindowId;
    const Windows = body.Windows.map((w) => {
      if (w.WindowId === null) return { ...w, WindowId: next++ };
      if (!known.has(w.WindowId))
        throw new AppError(400, 'VALIDATION_ERROR', 'This window does not exist', undefined, [
          { Field: 'Windows', Message: `window ${w.WindowId} does not exist` },
        ]);
      return { ...w, WindowId: w.WindowId };
    });
    return { ...body, Windows, NextWindowId: next };
  });
  return slotSettingsView(saved);
}

/** Places taken in each window on the given days, keyed by slot id. */
async function takenPlaces(db: DbOrTx, days: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(deliverySlotBookings)
    .where(inArray(deliverySlotBookings.day, days));
  return new Map(rows.map((r) => [slotIdOf(r.day, r.windowId), r.taken]));
}

/**
 * The slots checkout offers at `now`: each enabled window on today and the next DaysAhead days,
 * leaving out those past their cut-off; a full one is listed as full.
 */
export async function listDeliverySlots(db: DbOrTx, now: Date): Promise<DeliverySlotsAnswer> {
  const settings = await getDeliverySlotSettings(db);
  if (!settings.IsEnabled) return { IsEnabled: false, Days: [] };
  const today = isoIndiaDay(now);
  const days = slotDays(today, settings.DaysAhead);
  const windows = settings.Windows.filter((w) => w.IsEnabled).sort((a, b) =>
    a.Starts.localeCompare(b.Starts),
  );
  const taken = await takenPlaces(db, days);
  return {
    IsEnabled: true,
    Days: days.map((date) => ({
      Date: date,
      Slots: windows
        .filter((w) => isSlotOpen(settings, today, date, w.Starts, now))
        .map((w) => {
          const SlotId = slotIdOf(date, w.WindowId);
          const remaining = Math.max(0, w.Capacity - (taken.get(SlotId) ?? 0));
          return {
            SlotId,
            Date: date,
            Starts: w.Starts,
            Ends: w.Ends,
            Remaining: remaining,
            IsFull: remaining === 0,
          };
        }),
    })),
  };
}

/** A slot an order may be placed in, with its window's times and capacity. */
export interface ChosenSlot {
  date: string;
  windowId: number;
  starts: string;
  ends: string;
  capacity: number;
}

/**
 * The slot a shopper chose, checked at `now` (null when the store offers no slots): 400 naming
 * DeliverySlotId when it is missing, no slot of an enabled window, or past its cut-off.
 */
export async function chosenSlot(
  db: DbOrTx,
  slotId: string | undefined,
  now: Date,
  /** the slot settings when the caller has just read them (else they are read here) */
  stored?: StoredSlotSettings,
): Promise<ChosenSlot | null> {
  const settings = stored ?? (await getDeliverySlotSettings(db));
  if (!settings.IsEnabled) return null;
  if (!slotId)
    throw slotRefused(
      'DELIVERY_SLOT_REQUIRED',
      { messageId: 'errors.slot.required' },
      'is required while the store offers delivery slots',
    );
  const parsed = parseSlotId(slotId);
  const window = settings.Windows.find((w) => w.WindowId === parsed?.windowId && w.IsEnabled);
  if (!parsed || !window)
    throw slotRefused(
      'DELIVERY_SLOT_INVALID',
      { messageId: 'errors.slot.not-offered' },
      'is not a slot the store offers',
    );
  if (!isSlotOpen(settings, isoIndiaDay(now), parsed.date, window.Starts, now))
    throw slotRefused(
      'DELIVERY_SLOT_CLOSED',
      { messageId: 'errors.slot.closed' },
      'is past its cut-off or outside the offered days',
    );
  return {
    date: parsed.date,
    windowId: window.WindowId,
    starts: window.Starts,
    ends: window.Ends,
    capacity: window.Capacity,
  };
}

/** Takes one place in a slot (a guarded update: never above capacity); 400 when it is full. */
export async function takeSlotPlace(tx: Tx, slot: ChosenSlot): Promise<void> {
  const where = and(
    eq(deliverySlotBookings.windowId, slot.windowId),
    eq(deliverySlotBookings.day, slot.date),
  );
  await tx
    .insert(deliverySlotBookings)
    .values({ windowId: slot.windowId, day: slot.date, taken: 0 })
    .onConflictDoNothing();
  const taken = await tx
    .update(deliverySlotBookings)
    .set({ taken: sql`${deliverySlotBookings.taken} + 1` })
    .where(and(where, sql`${deliverySlotBookings.taken} < ${slot.capacity}`))
    .returning({ taken: deliverySlotBookings.taken });
  if (taken.length === 0)
    throw slotRefused('DELIVERY_SLOT_FULL', { messageId: 'errors.slot.full' }, 'is full');
}

/** Gives one place in a slot back. */
export async function releaseSlotPlace(
  tx: Tx,
  slot: { windowId: number; date: string },
): Promise<void> {
  await tx
    .update(deliverySlotBookings)
    .set({ taken: sql`${deliverySlotBookings.taken} - 1` })
    .where(
      and(
        eq(deliverySlotBookings.windowId, slot.windowId),
        eq(deliverySlotBookings.day, slot.date),
        sql`${deliverySlotBookings.taken} > 0`,
      ),
    );
}
