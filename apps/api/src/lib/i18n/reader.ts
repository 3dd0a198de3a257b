// The reader of a request's words: its language, the catalogue translator and India's dates as
// that language writes them ("Wed, 25 Nov" / "बुध, 25 नव॰"). Services that word a sentence a
// shopper reads (a coupon's refusal, a payment method's reason, a delivery promise) take one;
// English when the caller gives none (jobs, tests, the console).
import { DEFAULT_LANGUAGE, type Language } from '@kirana/shared';
import { INDIA_TIME_ZONE } from '@kirana/shared/common/india-dates';
import { intlLocale } from '@kirana/shared/common/languages';
import { messagesIn, type ServerTranslate } from './server-messages';

/**
 * A sentence kept as its catalogue id and values, to say in a reader's language later (an error
 * body, a line's reason); a Date value is written as the reader's date ("5 Mar 2026").
 */
export interface Words {
  messageId: string;
  values?: Record<string, unknown>;
}

/** Text as written (an owner's words), or words to say in the reader's language. */
export type Said = string | Words;

export interface Reader {
  language: Language;
  t: ServerTranslate;
  /** `said` in this reader's language. */
  say(said: Said): string;
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
    const t = messagesIn(language);
    const dated = (values: Record<string, unknown> = {}) =>
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, v instanceof Date ? date.format(v) : v]),
      );
    reader = {
      language,
      t,
      say: (said) => (typeof said === 'string' ? said : t(said.messageId, dated(said.values))),
      date: (instant) => date.format(instant),
      day: (isoDate) => day.format(new Date(`${isoDate}T00:00:00+05:30`)),
    };
    readers.set(language, reader);
  }
  return reader;
}
