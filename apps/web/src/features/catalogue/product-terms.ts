// The product page's shelf-life and return lines (only that page shows them).

/** "Best before 3 months from manufacture" (days under 60 stay days); "Does not expire". */
export function formatShelfLife(days: number | null): string {
  if (days === null) return 'Does not expire';
  const span =
    days < 60 ? `${days} day${days === 1 ? '' : 's'}` : `${Math.round(days / 30.4)} months`;
  return `Best before ${span} from manufacture`;
}

/** The return line of a product page: "Returnable within 7 days of delivery" or "Not returnable". */
export function formatReturnPolicy(p: { Returnable: boolean; WindowDays: number }): string {
  return p.Returnable
    ? `Returnable within ${p.WindowDays} day${p.WindowDays === 1 ? '' : 's'} of delivery`
    : 'Not returnable';
}
