import { CONTROL_MESSAGE, NUL_MESSAGE, UNICODE_MESSAGE } from '@kirana/shared/common/input';

// The shared request schemas' own messages that a console form can show, each with its
// catalogue id (locales/<lang>/forms.json): the schemas speak English to every client, the
// console says the same in its language. A message not listed here keeps the schema's words
// (schema-says.test.ts checks each one still appears in packages/shared).

export const SCHEMA_SAYS: Readonly<Record<string, string>> = {
  [NUL_MESSAGE]: 'forms.says.control',
  [CONTROL_MESSAGE]: 'forms.says.control',
  [UNICODE_MESSAGE]: 'forms.says.unicode',
  'must be lower-case letters and digits joined by hyphens': 'forms.says.slug',
  'MRP cannot be below the price': 'forms.says.mrp-below-price',
  'must include the 6-digit PIN code': 'forms.says.pin-code',
  'must be an email address': 'forms.email',
  'Enter a valid email address': 'forms.email',
  'must be the 14-digit FSSAI licence or registration number': 'forms.says.fssai',
  'must be the 4 to 8 digit HSN code': 'forms.says.hsn',
  'must be one of 0, 0.25, 3, 5, 18 or 40': 'forms.says.gst-rate',
  'Use 3 to 20 letters and digits, no spaces': 'forms.says.coupon-code',
  'A percent coupon gives 1 to 100 percent': 'forms.says.percent-coupon',
  'Only a percent coupon has a maximum discount': 'forms.says.max-discount',
  'The end must be after the start': 'forms.says.end-after-start',
  'must be a path of the store (/…) or https://…': 'forms.says.store-link',
  'name at least one product': 'forms.says.shelf-products',
  'name the category': 'forms.says.shelf-category',
  'A GSTIN is 15 characters, like 29ABCDE1234F1Z5': 'forms.says.gstin',
  'Use an https:// link': 'forms.says.https-link',
  'The latest day cannot come before the earliest': 'forms.says.delivery-days',
  'Keep at least one delivery method on': 'forms.says.delivery-method-on',
  'Each delivery method needs its own id': 'forms.says.delivery-method-id',
  'The maximum must be above the minimum': 'forms.says.max-above-min',
  'Keep at least one way to sign in': 'forms.says.sign-in-way',
  'Enter a whole number': 'forms.whole',
  'Each payment method once': 'forms.says.payment-once',
  'Enter a name': 'forms.says.staff-name',
  'Give an email or a mobile number to send sign-in codes to': 'forms.says.staff-contact',
  'Say why, in 3 to 200 characters': 'forms.says.wallet-reason',
  'Enter the shop’s UPI ID to turn UPI payments on': 'forms.says.upi-vpa',
  'Enter the payee name your bank shows to turn UPI payments on': 'forms.says.upi-payee',
  'Enter a UPI id like name@bank': 'forms.says.upi-id',
  'a time of day, HH:MM (India time)': 'forms.says.time-of-day',
  'The window ends before it starts': 'forms.says.window-order',
  'A window is listed twice': 'forms.says.window-twice',
  'Enter a valid 6-digit pincode': 'forms.says.pincode',
  'Enter a valid 10-digit mobile number': 'forms.says.mobile',
  'Enter the store’s name, at least 2 characters': 'forms.says.store-name',
};

/** int4()'s message (packages/shared common/input.ts): both bounds of a whole number. */
export const WHOLE_RANGE = /^must be a whole number from (-?\d+) to (-?\d+)$/;
/** hindiText()'s message (catalogue/console/fields.ts): an optional text's shortest length. */
export const MIN_OR_EMPTY = /^must be at least (\d+) characters, or empty$/;
