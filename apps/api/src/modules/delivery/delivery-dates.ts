import {
  serviceabilityMessage,
  type DeliveryArea,
  type DeliveryEstimate,
  type DeliveryMethod,
} from '@kirana/shared';

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
export function formatDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * The estimate for a pincode from the area that decides it (null: none matches) and the delivery
 * methods to consider: the earliest of their windows. An inactive or missing area is "not
 * delivered here".
 */
export function estimateFor(
  area: DeliveryArea | null,
  methods: readonly Pick<DeliveryMethod, 'EtaDaysMin' | 'EtaDaysMax'>[],
  pincode: string,
  now: Date,
): DeliveryEstimate {
  if (!area?.IsActive) {
    return {
      Pincode: pincode,
      IsServiceable: false,
      Place: area?.Place ?? null,
      EtaFrom: null,
      EtaTo: null,
      CutoffHour: null,
      Message: serviceabilityMessage(pincode, false),
    };
  }
  const windows = (methods.length ? methods : [undefined]).map((m) => deliveryWindow(area, m, now));
  const best = windows.reduce((a, b) =>
    b.from < a.from || (b.from === a.from && b.to < a.to) ? b : a,
  );
  return {
    Pincode: pincode,
    IsServiceable: true,
    Place: area.Place,
    EtaFrom: best.from,
    EtaTo: best.to,
    CutoffHour: area.CutoffHour,
    Message: `Delivery by ${formatDay(best.to)}`,
  };
}
