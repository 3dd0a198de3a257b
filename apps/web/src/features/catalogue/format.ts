// Display helpers of the catalogue (money comes from the shared module without its schemas).
export { formatInr } from '@kirana/shared/common/money';

/** Search-as-you-type starts at this many characters (the API's SUGGEST_MIN_CHARS). */
export const SUGGEST_MIN_CHARS = 2;

/** "4.3" for a rating (cards show it only once a product has ratings). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** "1.2k" style counts for ratings. */
export function formatCount(n: number): string {
  if (n < 1000) return String(n);
  return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0).replace(/\.0$/, '')}k`;
}

/** Whole rupees for short labels: 49900 paise -> "₹499". */
export function formatRupees(paise: number): string {
  return `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;
}
