import { z } from 'zod';
import { Pincode } from '../common/india';
import { text } from '../common/input';

/**
 * One area the store delivers to (or, inactive, refuses): a pincode or its first digits. The
 * longest prefix matching a pincode decides, so an inactive '744' stops deliveries there even
 * when '7' is served. A pincode no area matches is not delivered to.
 */
export const DeliveryArea = z
  .object({
    Prefix: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'A pincode or its first digits (1 to 6 digits, not starting 0)'),
    Place: text().trim().max(80).nullable().describe('shown beside the pincode; null when unknown'),
    Days: z
      .number()
      .int()
      .min(0)
      .max(30)
      .describe('days after dispatch of the fastest delivery here (0: same day)'),
    CutoffHour: z
      .number()
      .int()
      .min(1)
      .max(23)
      .nullable()
      .describe('orders from this hour (India time) on are dispatched the next day; null: none'),
    IsActive: z.boolean(),
  })
  .strict();
export type DeliveryArea = z.infer<typeof DeliveryArea>;

export const DeliveryEstimateQuery = z.object({ pincode: Pincode });

/** When an order to a pincode arrives, or that it cannot be delivered there. */
export const DeliveryEstimate = z.object({
  Pincode: z.string(),
  IsServiceable: z.boolean(),
  Place: z.string().nullable().describe('the area’s name when known'),
  EtaFrom: z.string().nullable().describe('YYYY-MM-DD, India time'),
  EtaTo: z.string().nullable(),
  CutoffHour: z
    .number()
    .int()
    .nullable()
    .describe('order before this hour (India time) for these dates'),
  Message: z.string(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;

/**
 * The area that decides a pincode: the active or inactive one with the longest matching prefix,
 * or null when none matches (the store does not deliver there).
 */
export function matchDeliveryArea<A extends Pick<DeliveryArea, 'Prefix'>>(
  areas: readonly A[],
  pincode: string,
): A | null {
  let best: A | null = null;
  for (const area of areas) {
    if (pincode.startsWith(area.Prefix) && area.Prefix.length > (best?.Prefix.length ?? 0))
      best = area;
  }
  return best;
}
export * from './slots';
