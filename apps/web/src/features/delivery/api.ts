// The delivery calls (packages/shared delivery contract).
import type { DeliveryEstimate, DeliverySlotsAnswer } from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

/** GET /delivery-estimate: whether the store delivers to a pincode, and by when. */
export const getDeliveryEstimate = (pincode: string, signal?: AbortSignal) =>
  apiGet<DeliveryEstimate>('/delivery-estimate', { pincode }, signal);

/** GET /delivery-slots: the slots checkout offers now, with the places left. */
export const getDeliverySlots = (signal?: AbortSignal) =>
  apiGet<DeliverySlotsAnswer>('/delivery-slots', undefined, signal);
