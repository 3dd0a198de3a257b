import {
  isPincodeServiceable,
  type DeliveryEstimate,
  type DeliveryMethod,
  type ShippingConfigs,
} from '@kirana/shared';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar date in India `days` after `now`, as YYYY-MM-DD. */
export function indiaDatePlus(now: Date, days: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** When a delivery method brings an order placed now, or why it cannot come. */
export function estimateDelivery(
  shipping: ShippingConfigs,
  method: DeliveryMethod | undefined,
  pincode: string,
  now: Date,
): DeliveryEstimate {
  if (!isPincodeServiceable(pincode, shipping.ServiceablePincodePrefixes)) {
    return {
      Pincode: pincode,
      IsServiceable: false,
      EtaFrom: null,
      EtaTo: null,
      Message: `We do not deliver to ${pincode} yet`,
    };
  }
  const from = method ? indiaDatePlus(now, method.EtaDaysMin) : null;
  const to = method ? indiaDatePlus(now, method.EtaDaysMax) : null;
  return {
    Pincode: pincode,
    IsServiceable: true,
    EtaFrom: from,
    EtaTo: to,
    Message: from ? `Delivery to ${pincode} by ${formatDay(to!)}` : `We deliver to ${pincode}`,
  };
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
