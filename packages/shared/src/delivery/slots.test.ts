import { describe, expect, it } from 'vitest';
import {
  DeliverySlotId,
  isSlotOpen,
  parseSlotId,
  slotDays,
  slotIdOf,
  SlotSettingsBody,
  slotStart,
} from './slots';

const RULES = { DaysAhead: 2, CutoffMinutes: 60 };
// 30 Nov 2026, 10:00 in India
const MORNING = new Date('2026-11-30T04:30:00Z');

describe('delivery slots', () => {
  it('names a slot by its India day and window, and reads it back', () => {
    expect(slotIdOf('2026-12-01', 7)).toBe('2026-12-01_7');
    expect(parseSlotId('2026-12-01_7')).toEqual({ date: '2026-12-01', windowId: 7 });
  });

  it('reads no slot from garbage, a day that does not exist or a window id of 0', () => {
    for (const id of [
      '',
      'tomorrow',
      '2026-12-01',
      '2026-12-01_0',
      '2026-12-01_-1',
      '2026-02-30_1',
      '2026-12-01_1 ',
      '2026-12-01_1234567890',
    ])
      expect(parseSlotId(id), id).toBeNull();
    expect(DeliverySlotId.safeParse('2026-12-01_1\u0000').success).toBe(false);
  });

  it('offers today and DaysAhead more days, across a month’s end', () => {
    expect(slotDays('2026-11-30', 2)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(slotDays('2026-11-30', 0)).toEqual(['2026-11-30']);
  });

  it('starts a window at its India time', () => {
    expect(slotStart('2026-11-30', '07:00').toISOString()).toBe('2026-11-30T01:30:00.000Z');
  });

  it('closes a window that started, or starts within the cut-off, and days outside the offer', () => {
    const open = (date: string, starts: string, now = MORNING) =>
      isSlotOpen(RULES, '2026-11-30', date, starts, now);
    expect(open('2026-11-30', '07:00')).toBe(false);
    expect(open('2026-11-30', '10:30')).toBe(false);
    expect(open('2026-11-30', '11:00')).toBe(false);
    expect(open('2026-11-30', '11:01')).toBe(true);
    expect(open('2026-11-29', '18:00')).toBe(false);
    expect(open('2026-12-02', '07:00')).toBe(true);
    expect(open('2026-12-03', '07:00')).toBe(false);
  });

  it('refuses settings whose window ends before it starts or that list a window twice', () => {
    const w = { WindowId: 1, Starts: '07:00', Ends: '09:00', Capacity: 5, IsEnabled: true };
    const body = { IsEnabled: true, DaysAhead: 2, CutoffMinutes: 60, Windows: [w] };
    expect(SlotSettingsBody.safeParse(body).success).toBe(true);
    expect(
      SlotSettingsBody.safeParse({ ...body, Windows: [{ ...w, Ends: '06:00' }] }).success,
    ).toBe(false);
    expect(SlotSettingsBody.safeParse({ ...body, Windows: [w, w] }).success).toBe(false);
    expect(
      SlotSettingsBody.safeParse({
        ...body,
        Windows: [
          { ...w, WindowId: null },
          { ...w, WindowId: null },
        ],
      }).success,
    ).toBe(true);
    expect(
      SlotSettingsBody.safeParse({ ...body, Windows: [{ ...w, Starts: '24:00' }] }).success,
    ).toBe(false);
  });
});
