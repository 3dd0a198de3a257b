import type { AdminOrderDetails, Language, OrderDetails } from '@kirana/shared';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { storeWordsIn } from '../../lib/i18n/store-words';
import { noteIn } from '../../lib/i18n/system-notes';

/** The cancel reason in the reader's language: a store's preset one from its code (#28). */
function cancelReasonIn(r: Reader, d: OrderDetails): string | null {
  const code = d.CancelReasonCode;
  if (code && code !== 'other') return r.t(`notes.store-reason.${code}`);
  return noteIn(r, d.CancelReason);
}

/**
 * An order as the shopper reads it in `language`: the store's default delivery and fee names,
 * the timeline notes the code wrote (#26 §1) and a preset cancel reason; product names and
 * people's notes as written.
 */
export function orderDetailsIn(d: OrderDetails, language: Language): OrderDetails {
  const r = readerIn(language);
  if (language === 'en') return { ...d, CancelReason: cancelReasonIn(r, d) };
  const say = storeWordsIn(language);
  return {
    ...d,
    DeliveryMethodName: d.DeliveryMethodName && say(d.DeliveryMethodName),
    Bill: { ...d.Bill, Fees: d.Bill.Fees.map((f) => ({ ...f, Name: say(f.Name) })) },
    Timeline: d.Timeline.map((e) => ({ ...e, Note: noteIn(r, e.Note) })),
    CancelReason: cancelReasonIn(r, d),
  };
}

/**
 * An order as the console reads it in the staff member's language (the console's
 * Accept-Language, #28): the same words as the shopper's order page (the timeline notes the code
 * wrote, an order edit's note, a preset cancel reason, the store's default delivery and fee
 * names), the notes that speak to the shopper as of the customer; people's words, names and product names as written. Money hidden stays hidden.
 */
export function storeOrderDetailsIn(d: AdminOrderDetails, language: Language): AdminOrderDetails {
  if (language === 'en') return d;
  const r = readerIn(language);
  const say = storeWordsIn(language);
  return {
    ...d,
    DeliveryMethodName: d.DeliveryMethodName && say(d.DeliveryMethodName),
    ...(d.Bill
      ? { Bill: { ...d.Bill, Fees: d.Bill.Fees.map((f) => ({ ...f, Name: say(f.Name) })) } }
      : {}),
    Timeline: d.Timeline.map((e) => ({ ...e, Note: noteIn(r, e.Note, 'store') })),
    // a preset reason is stored as its English words (store-order-moves.service's PRESET_WORDS)
    CancelReason: noteIn(r, d.CancelReason, 'store'),
  };
}
