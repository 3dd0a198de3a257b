import { useState } from 'react';
import type { DeliverySlot } from '@kirana/shared';
import { useServerQuery, type ServerQuery } from '../../lib/use-server-query';
import type { DeliverySlotsAnswer } from '@kirana/shared';
import { getDeliverySlots } from './api';

export interface DeliverySlotChoice {
  query: ServerQuery<DeliverySlotsAnswer>;
  /** the store asks for a slot (false while unknown) */
  enabled: boolean;
  /** the chosen slot while it is still offered and not full */
  slotId: string | null;
  choose: (slotId: string) => void;
}

/** The slots offered at checkout (asked while `active`) and the shopper's choice among them. */
export function useDeliverySlot(active: boolean): DeliverySlotChoice {
  const query = useServerQuery(active ? 'GET /delivery-slots' : null, getDeliverySlots);
  const [chosen, setChosen] = useState<string | null>(null);
  const slots: DeliverySlot[] = query.data?.Days.flatMap((d) => d.Slots) ?? [];
  const stillOpen = slots.some((s) => s.SlotId === chosen && !s.IsFull);
  return {
    query,
    enabled: query.data?.IsEnabled ?? false,
    slotId: stillOpen ? chosen : null,
    choose: setChosen,
  };
}
