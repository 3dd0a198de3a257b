import { formatWeekdayDayMonth } from '@kirana/shared/common/india-dates';
import type { DeliveryArea, DeliveryEstimate, DeliveryMethod } from '@kirana/shared';
import { readerIn, type Reader } from '../../lib/i18n/reader';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The calendar date in India `days` after `now`, as YYYY-MM-DD. */
export function indiaDatePlus(now: Date, days: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The hour of the day (0-23) in India at `now`. */
export function indiaHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** Days until an order placed now is dispatched: 0 before the area's cut-off, else 1. */
export function dispatchDelay(area: Pick<DeliveryArea, 'CutoffHour'>, now: Date): number {
  return area.CutoffHour !== null && indiaHour(now) >= area.CutoffHour ? 1 : 0;
}

export interface DeliveryWindow {
  from: string;
  to: string;
}

/**
 * When a method brings an order placed now to the area: its days, never sooner than the area's
 * own days, counted from the dispatch day. No method: the area's days alone.
 */
export function deliveryWindow(
  area: Pick<DeliveryArea, 'Days' | 'CutoffHour'>,
  method: Pick<DeliveryMethod, 'EtaDaysMin' | 'EtaDaysMax'> | undefined,
  now: Date,
): DeliveryWindow {
  const start = dispatchDelay(area, now);
  const min = Math.max(area.Days, method?.EtaDaysMin ?? area.Days);
  const max = Math.max(min, area.Days, method?.EtaDaysMax ?? area.Days);
  return { from: indiaDatePlus(now, start + min), to: indiaDatePlus(now, start + max) };
}

/** 2026-11-25 -> "Wed, 25 Nov". */
export const formatDay = (isoDate: string): string => formatWeekdayDayMonth(isoDate);

/** "Delivery by Thu, 26 Nov" for one day, "Delivery Fri, 27 Nov – Sun, 29 Nov" for a window. */
export function promiseOf(window: DeliveryWindow, r: Reader = readerIn()): string {
  return window.from === window.to
    ? r.t('delivery.promise.by', { day: r.day(window.to) })
    : r.t('delivery.promise.range', { from: r.day(window.from), to: r.day(window.to) });
}

/**
 * Why a method cannot keep its own promise in an area ("Next-day" to an area two days away), or
 * null when it can: shown in its place, so a next-day option whose first date is the standard
 * one's says why.
 */
export function slowerHere(
  area: Pick<DeliveryArea, 'Days' | 'Place'>,
  method: Pick<DeliveryMethod, 'EtaDaysMin'>,
  r: Reader = readerIn(),
): string | null {
  if (area.Days <= method.EtaDaysMin) return null;
  return area.Place
    ? r.t('delivery.slower.place', { place: area.Place, days: area.Days })
    : r.t('delivery.slower.pincode', { days: area.Days });
}

/**
 * The estimate for a pincode from the area that decides it (null: none matches) and the enabled
 * delivery methods: the window of the first, the one checkout starts with (the cart, the product
 * page and checkout then promise the same dates; a faster paid method is checkout's to offer).
 * An inactive or missing area is "not delivered here".
 */
export function estimateFor(
  area: DeliveryArea | null,
  methods: readonly Pick<DeliveryMethod, 'EtaDaysMin' | 'EtaDaysMax'>[],
  pincode: string,
  now: Date,
  r: Reader = readerIn(),
): DeliveryEstimate {
  if (!area?.IsActive) {
    return {
      Pincode: pincode,
      IsServiceable: false,
      Place: area?.Place ?? null,
      EtaFrom: null,
      EtaTo: null,
      CutoffHour: null,
      Message: r.t('delivery.not-served', { pincode }),
    };
  }
  const window = deliveryWindow(area, methods[0], now);
  return {
    Pincode: pincode,
    IsServiceable: true,
    Place: area.Place,
    EtaFrom: window.from,
    EtaTo: window.to,
    CutoffHour: area.CutoffHour,
    Message: promiseOf(window, r),
  };
}
