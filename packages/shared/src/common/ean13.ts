// EAN-13 barcodes (GS1): 12 digits and a check digit. The check: weigh the first 12 digits
// 1, 3, 1, 3, … from the left, sum them, and the check digit brings the sum up to a multiple of 10.

/** The check digit the first 12 digits of an EAN-13 call for. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Why a barcode is not a valid EAN-13, or null when it is. */
export function ean13Problem(code: string): string | null {
  if (!/^\d{13}$/.test(code)) return 'must be 13 digits (EAN-13)';
  return ean13CheckDigit(code) === Number(code[12])
    ? null
    : 'is not a valid EAN-13: its last digit (the check digit) does not match';
}

export const isEan13 = (code: string): boolean => ean13Problem(code) === null;
