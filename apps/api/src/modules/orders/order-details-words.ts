import type { Language, OrderDetails } from '@kirana/shared';
import { readerIn } from '../../lib/i18n/reader';
import { storeWordsIn } from '../../lib/i18n/store-words';
import { noteIn } from '../../lib/i18n/system-notes';

/**
 * An order as the shopper reads it in `language`: the store's default delivery and fee names
 * and the timeline notes the code wrote (#26 §1); product names and people's notes as written.
 */
export function orderDetailsIn(d: OrderDetails, language: Language): OrderDetails {
  if (language === 'en') return d;
  const r = readerIn(language);
  const say = storeWordsIn(language);
  return {
    ...d,
    DeliveryMethodName: d.DeliveryMethodName && say(d.DeliveryMethodName),
    Bill: { ...d.Bill, Fees: d.Bill.Fees.map((f) => ({ ...f, Name: say(f.Name) })) },
    Timeline: d.Timeline.map((e) => ({ ...e, Note: noteIn(r, e.Note) })),
    CancelReason: noteIn(r, d.CancelReason),
  };
}
