// Test helpers of the delivery feature: an estimate as the API answers it, and a clean slate.
import type { DeliveryEstimate } from '@kirana/shared';
import { removeLocal } from '../../lib/storage';
import { DELIVERY_LOCATION_KEY, resetDeliveryLocationForTests } from './delivery-location';
import { clearDeliveryEstimates } from './use-delivery-estimate';

/** The seed's answer for a pincode: Bengaluru served next day, the islands not. */
export function anEstimate(pincode: string): DeliveryEstimate {
  if (pincode.startsWith('744'))
    return {
      Pincode: pincode,
      IsServiceable: false,
      Place: 'Andaman and Nicobar Islands',
      EtaFrom: null,
      EtaTo: null,
      CutoffHour: null,
      Message: `We don't deliver to ${pincode} yet`,
    };
  return {
    Pincode: pincode,
    IsServiceable: true,
    Place: pincode.startsWith('560') ? 'Bengaluru' : null,
    EtaFrom: '2026-11-26',
    EtaTo: '2026-11-26',
    CutoffHour: 18,
    Message: 'Delivery by Thu, 26 Nov',
  };
}

/** Forgets the chosen location and every cached estimate. */
export function forgetDeliveryLocation(): void {
  removeLocal(DELIVERY_LOCATION_KEY);
  removeLocal('estimatePincode');
  resetDeliveryLocationForTests();
  clearDeliveryEstimates();
}
