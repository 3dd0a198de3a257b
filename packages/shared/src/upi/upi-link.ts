// The payment request of an order paid by UPI straight to the shop's bank, as NPCI's UPI linking
// specification writes it: upi://pay?pa=<VPA>&pn=<payee>&am=<rupees.paise>&cu=INR&tr=<ref>&tn=<note>.
// One function builds it for the storefront's button, its QR code and the tests.

export interface UpiPaymentRequest {
  /** the shop's UPI id (VPA), name@handle */
  vpa: string;
  /** the payee name the shopper's app shows */
  payeeName: string;
  /** paise to pay (a positive whole number) */
  amountPaise: number;
  /** the order number: the transaction reference the bank statement carries back */
  orderNumber: string;
  /** the note the shopper's app shows beside the payment */
  note: string;
}

/** Paise as rupees with exactly two decimals, without floating point: 12345 → "123.45". */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0)
    throw new RangeError(`amount must be whole positive paise (got ${paise})`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The query of the request, every value URL-encoded, in the specification's order. */
export function upiQuery(r: UpiPaymentRequest): string {
  const fields: [string, string][] = [
    ['pa', r.vpa],
    ['pn', r.payeeName],
    ['am', upiAmount(r.amountPaise)],
    ['cu', 'INR'],
    ['tr', r.orderNumber],
    ['tn', r.note],
  ];
  return fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** The request any UPI app answers (the phone's app chooser, and the QR code). */
export const upiLink = (r: UpiPaymentRequest): string => `upi://pay?${upiQuery(r)}`;

/**
 * Apps with their own link form for the same request (each opens that app directly when it is
 * installed): Google Pay (`tez://upi/pay`, its old name Tez), PhonePe (`phonepe://pay`) and
 * Paytm (`paytmmp://pay`). Others are reached through the chooser.
 */
export const UPI_APPS = [
  { id: 'gpay', name: 'Google Pay', prefix: 'tez://upi/pay?' },
  { id: 'phonepe', name: 'PhonePe', prefix: 'phonepe://pay?' },
  { id: 'paytm', name: 'Paytm', prefix: 'paytmmp://pay?' },
] as const;
export type UpiAppId = (typeof UPI_APPS)[number]['id'];

/** Each common app's own link for the request. */
export const upiAppLinks = (r: UpiPaymentRequest) =>
  UPI_APPS.map((a) => ({ id: a.id, name: a.name, href: `${a.prefix}${upiQuery(r)}` }));
