import { formatInr } from '@kirana/shared/common/money';

// Money on the console is formatted by the shared rule the storefront uses (₹1,23,456.00).
export { formatInr };

export function Money({ paise }: { paise: number }) {
  return <span className="money">{formatInr(paise)}</span>;
}
