// Amounts in words the Indian way (thousand, lakh, crore), as invoices and cheques print them.
// Style: title case, compound tens hyphenated ('Twenty-Three'), no 'and' inside the rupees.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99: 'Seven', 'Nineteen', 'Forty', 'Fifty-Six'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1-999, or '' for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) words.push(belowHundred(rest));
  return words.join(' ');
}

/** A whole number in the Indian system; above 99 crore the crores are themselves in words. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const words: string[] = [];
  if (crore) words.push(`${numberInWords(crore)} Crore`);
  if (lakh) words.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) words.push(`${belowHundred(thousand)} Thousand`);
  if (rest) words.push(belowThousand(rest));
  return words.join(' ');
}

/**
 * Paise as an invoice's amount in words: 12345678 -> 'Rupees One Lakh Twenty-Three Thousand
 * Four Hundred Fifty-Six and Seventy-Eight Paise Only'; 0 -> 'Rupees Zero Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`amount must be whole, non-negative paise (got ${paise})`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? `${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}` : '';
  if (rupees === 0 && rest) return `${paiseWords} Only`;
  const rupeeWords = `Rupees ${numberInWords(rupees)}`;
  return rest ? `${rupeeWords} and ${paiseWords} Only` : `${rupeeWords} Only`;
}
