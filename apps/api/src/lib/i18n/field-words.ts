// A request field's fault in the reader's language. The request schemas (packages/shared) write
// their shopper-facing sentences in English; the ones a shopper's form can show have ids in
// locales/<language>/errors.json. Zod's own wording (a check the schema did not word) follows
// zod's locale for the language; anything else (the console's schemas) stays as written.
import { z } from 'zod';
import {
  BUSINESS_NAME_MESSAGE,
  GSTIN_MESSAGE,
  NUL_MESSAGE,
  PAYOUT_REFERENCE_MESSAGE,
  STORE_NAME_MESSAGE,
  type Language,
} from '@kirana/shared';
import { readerIn } from './reader';

const SCHEMA_WORDS: Readonly<Record<string, string>> = {
  'Enter a valid 6-digit pincode': 'errors.field.pincode',
  'Enter a valid 10-digit mobile number': 'errors.field.mobile',
  'Enter your name': 'errors.field.your-name',
  'Enter a name': 'errors.field.name',
  'City is required': 'errors.field.city',
  'Enter the 6-digit code': 'errors.field.code',
  'Enter a UPI id like name@bank': 'errors.field.upi',
  'Enter the UPI id to send the refund to': 'errors.field.refund-upi',
  'must be an email address': 'errors.field.email',
  'Choose at least one item to return': 'errors.field.return-items',
  'Say why, in 3 to 200 characters': 'errors.field.say-why',
  'Say why the order is cancelled (3 characters or more)': 'errors.field.cancel-why',
  'The cart is empty': 'errors.field.cart-empty',
  'Qty must be at least 1': 'errors.field.qty-min',
  'Qty is too large': 'errors.field.qty-max',
  'Qty must be a whole number': 'errors.field.qty-whole',
  'Enter a whole number': 'errors.field.whole-number',
  'A coupon code has only letters and digits': 'errors.field.coupon-chars',
  'A coupon code has at most 20 characters': 'errors.field.coupon-long',
  'A coupon code has at least 3 characters': 'errors.field.coupon-short',
  'A UPI reference (UTR) has 12 digits': 'errors.field.utr',
  [PAYOUT_REFERENCE_MESSAGE]: 'errors.field.payout-reference',
  [GSTIN_MESSAGE]: 'errors.field.gstin',
  [BUSINESS_NAME_MESSAGE]: 'errors.field.business-name',
  [STORE_NAME_MESSAGE]: 'errors.field.store-name',
  [NUL_MESSAGE]: 'errors.field.nul',
  'is invalid': 'errors.field.invalid',
};

/** The ids a schema's sentence maps to (the catalogue test checks each exists). */
export const SCHEMA_WORD_IDS = Object.values(SCHEMA_WORDS);

type ZodIssue = Parameters<NonNullable<ReturnType<typeof z.locales.en>['localeError']>>[0];

const zodWording = (language: Language, issue: ZodIssue): string | undefined => {
  const said = z.locales[language]().localeError?.(issue);
  return typeof said === 'string' ? said : said?.message;
};

/** `message` (English, as the schema or zod wrote it) in `language`. */
export function fieldMessageIn(language: Language, message: string, issue?: unknown): string {
  if (language === 'en') return message;
  const id = SCHEMA_WORDS[message];
  if (id) return readerIn(language).t(id);
  const zodIssue = issue as ZodIssue | undefined;
  if (zodIssue?.code && message === zodWording('en', zodIssue))
    return zodWording(language, zodIssue) ?? message;
  return message;
}
