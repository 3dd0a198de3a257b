// The delivery calls (packages/shared delivery contract).
import type { DeliveryEstimate } from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

/** GET /delivery-estimate: whether the store delivers to a pincode, and by when. */
export const getDeliveryEstimate = (pincode: string, signal?: AbortSignal) =>
  apiGet<DeliveryEstimate>('/delivery-estimate', { pincode }, signal);
