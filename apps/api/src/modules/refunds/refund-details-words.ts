import type { Language, RefundDetails } from '@kirana/shared';
import { readerIn } from '../../lib/i18n/reader';
import { noteIn } from '../../lib/i18n/system-notes';

/**
 * A refund as the shopper reads it in `language`: the timeline notes and the cancellation
 * reasons the code wrote (#26 §1); the shopper's own reason and the store's notes as written.
 */
export function refundDetailsIn(d: RefundDetails, language: Language): RefundDetails {
  if (language === 'en') return d;
  const r = readerIn(language);
  return {
    ...d,
    Timeline: d.Timeline.map((e) => ({ ...e, Note: noteIn(r, e.Note) })),
    Reason: noteIn(r, d.Reason) ?? d.Reason,
  };
}
