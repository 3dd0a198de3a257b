import { readFileSync } from 'node:fs';

import type { Language } from '@kirana/shared/common/languages';

import { apiRequire } from '../../../api-paths';
import { messagesIn } from '../../../lib/i18n/server-messages';
import { amountInHindiWords } from './amount-in-words-hi';

// The labels of the GST documents (tax invoice, credit note) from the `invoice` catalogue. An
// English buyer's document carries the English labels only. Any other buyer's is bilingual: the
// English label stays as it is and the buyer's language is drawn under (or beside) it, and so
// are the notes (cancellation, coupon, credit note's reason) and the amount in words. Bilingual
// rather than Hindi alone, as Indian bilingual invoices are: the same paper is read by the
// shopper, the store's accountant and a tax officer, and English-only readers must not lose it. The
// statutory English headings ("Tax Invoice", "Credit Note", GSTIN, HSN/SAC...) are never
// replaced, so the document still carries every fact rule 46 of the CGST Rules asks for in the
// words the GST rules use; values, amounts and product names as sold are never translated.

/** A label: the English text, and the buyer's language beside it when that is not English. */
export interface Label {
  text: string;
  local?: string;
}

/** The Devanagari faces the local labels are drawn in (DejaVu has no Devanagari). */
export interface LocalFonts {
  regular: Buffer;
  bold: Buffer;
}

/** A message's value: one text for every language, or a Label giving each its own. */
export type LabelValue = string | number | Label;

export interface DocumentLabels {
  /** `label('tax-invoice')`: the `invoice.<key>` message, bilingual for a non-English buyer */
  label: (key: string) => Label;
  /** `message('cancelled-reversed', { numbers })`: an `invoice.<key>` sentence with values */
  message: (key: string, values?: Record<string, LabelValue>) => Label;
  /** the amount in words in the buyer's language; null for English (or one without a writer) */
  localAmountInWords: ((paise: number) => string) | null;
  /** the faces of the local labels; null for an English document */
  localFonts: LocalFonts | null;
}

// The @fontsource files hold the Devanagari block only (no Latin, digits or punctuation): the
// Hindi catalogue's invoice labels are written in Devanagari, spaces, danda and ₹ only.
const FONT_FILES = {
  regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
};

/** The Devanagari faces in `files`, or null (logged) when a file is missing. */
export function loadLocalFonts(files: Record<keyof LocalFonts, string>): LocalFonts | null {
  try {
    return {
      regular: readFileSync(apiRequire.resolve(files.regular)),
      bold: readFileSync(apiRequire.resolve(files.bold)),
    };
  } catch (error) {
    console.warn(
      `GST documents: no Devanagari font (${(error as Error).message}); invoices and credit notes get English labels only`,
    );
    return null;
  }
}

let devanagari: LocalFonts | null | undefined;
/** The Devanagari faces, read (or found missing, logged once) on first use. */
export function devanagariFonts(): LocalFonts | null {
  if (devanagari === undefined) devanagari = loadLocalFonts(FONT_FILES);
  return devanagari;
}

// Numbers in words are grammar, not a message: each language has its writer (English's is the
// document data's own `amountInWords`). A language without one gets the English words alone.
const AMOUNT_IN_WORDS: Partial<Record<Language, (paise: number) => string>> = {
  hi: amountInHindiWords,
};

const valuesIn = (values: Record<string, LabelValue>, local: boolean) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'object' ? (local ? (v.local ?? v.text) : v.text) : v,
    ]),
  );

/** The labels of a document for a buyer reading `language`. */
export function documentLabels(language: Language, fonts = devanagariFonts): DocumentLabels {
  const en = messagesIn('en');
  const localFonts = language === 'en' ? null : fonts();
  const local = localFonts ? messagesIn(language) : null;
  const message = (key: string, values: Record<string, LabelValue> = {}): Label => {
    const id = `invoice.${key}`;
    const text = en(id, valuesIn(values, false));
    const translated = local?.(id, valuesIn(values, true));
    return translated && translated !== text ? { text, local: translated } : { text };
  };
  return {
    localFonts,
    label: (key) => message(key),
    message,
    localAmountInWords: localFonts ? (AMOUNT_IN_WORDS[language] ?? null) : null,
  };
}
