// A GSTIN's check character (its 15th): each of the first 14 characters' values in base 36,
// weighted 1, 2, 1, 2…, each product's base-36 digits summed; the check makes the total a
// multiple of 36.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character the first 14 characters of a GSTIN call for, or null for bad characters. */
export function gstinCheckCharacter(first14: string): string | null {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = ALPHABET.indexOf(first14[i] ?? '?');
    if (v < 0) return null;
    const product = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** True when the GSTIN's 15th character is the one its first 14 call for. */
export function gstinChecksumValid(gstin: string): boolean {
  return gstin.length === 15 && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}
