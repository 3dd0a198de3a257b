import type {
  AdminRefundDetails,
  AdminRefundSummary,
  Language,
  RefundDetails,
  RefundMoneyPart,
} from '@kirana/shared';
import { readerIn, type Reader } from '../../lib/i18n/reader';
import { storeWordsIn } from '../../lib/i18n/store-words';
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

/** A money part's words the code wrote: the wallet's name and its ledger entry ("Wallet entry 12"). */
function moneyPartIn(r: Reader, p: RefundMoneyPart): RefundMoneyPart {
  if (p.Destination !== 'wallet') return p;
  const entry = p.Reference && /^Wallet entry (\d+)$/.exec(p.Reference);
  return {
    ...p,
    To: p.To && storeWordsIn(r.language)(p.To),
    Reference: entry ? r.t('refunds.wallet-entry', { id: entry[1] }) : p.Reference,
  };
}

/**
 * A refund as the console reads it in the staff member's language (the console's
 * Accept-Language, #28): the shopper's return reason chosen from the list, the timeline notes the
 * code wrote and the wallet's words in the money trail; a comment, a reject reason and the
 * store's notes as written.
 */
export function adminRefundDetailsIn(
  d: AdminRefundDetails,
  language: Language,
): AdminRefundDetails {
  if (language === 'en') return d;
  const r = readerIn(language);
  return {
    ...d,
    Timeline: d.Timeline.map((e) => ({ ...e, Note: noteIn(r, e.Note, 'store') })),
    Reason: noteIn(r, d.Reason, 'store') ?? d.Reason,
    MoneyTrail: d.MoneyTrail.map((p) => moneyPartIn(r, p)),
  };
}

/** The console's refund queue in the staff member's language: each return reason from the list. */
export function adminRefundSummaryIn<T extends Pick<AdminRefundSummary, 'Reason'>>(
  s: T,
  language: Language,
): T {
  if (language === 'en') return s;
  return { ...s, Reason: noteIn(readerIn(language), s.Reason, 'store') ?? s.Reason };
}
