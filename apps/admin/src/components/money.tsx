const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as rupees the Indian way: ₹1,23,456.00. */
export const formatPaise = (paise: number) => INR.format(paise / 100);

export function Money({ paise }: { paise: number }) {
  return <span className="money">{formatPaise(paise)}</span>;
}
