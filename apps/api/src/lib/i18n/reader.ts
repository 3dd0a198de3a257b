// The reader of a request's words: its language, the catalogue translator and India's dates as
// that language writes them ("Wed, 25 Nov" / "बुध, 25 नव॰"). Services that word a sentence a
// shopper reads (a coupon's refusal, a payment method's reason, a delivery promise) take one;
// English when the caller gives none (jobs, tests, the console).
import { DEFAULT_LANGUAGE, type Language } from '@kirana/shared';
import { INDIA_TIME_ZONE } from '@kirana/shared/common/india-dates';
import { intlLocale } from '@kirana/shared/common/languages';
import { messagesIn, type ServerTranslate } from './server-messages';

export interface Reader {
  language: Language;
  t: ServerTranslate;
  /** An instant as India's date: "5 Mar 2026" / "5 मार्च 2026". */
  date(instant: Date): string;
  /** A YYYY-MM-DD day in India: "Wed, 25 Nov" / "बुध, 25 नव॰". */
  day(isoDate: string): string;
}

const readers = new Map<Language, Reader>();

/** The reader of `language` (made once per language). */
export function readerIn(language: Language = DEFAULT_LANGUAGE): Reader {
  let reader = readers.get(language);
  if (!reader) {
    const locale = intlLocale(language);
    const date = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: INDIA_TIME_ZONE,
    });
    const day = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: INDIA_TIME_ZONE,
    });
    reader = {
      language,
      t: messagesIn(language),
      date: (instant) => date.format(instant),
      day: (isoDate) => day.format(new Date(`${isoDate}T00:00:00+05:30`)),
    };
    readers.set(language, reader);
  }
  return reader;
}
