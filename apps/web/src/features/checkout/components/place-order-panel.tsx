import type { ReactNode } from 'react';
import { isHeldMethod, type PaymentMethodId, type QuoteAnswer } from '@kirana/shared';
import { Button, Skeleton } from '@kirana/ui';
import { BillSummary } from '../../cart';
import { formatInr } from '../../catalogue';
import styles from './checkout.module.css';

/** The Place order button's words: what happens now, or what pressing it does. */
function placeLabel(o: {
  placing: boolean;
  online: boolean;
  billed: boolean;
  why: string | null;
  amount: string;
  dueNow: string;
}) {
  if (o.placing) return o.online ? 'Opening payment…' : 'Placing your order…';
  if (o.online && o.billed && !o.why) return `Pay ${o.dueNow}`;
  return `Place order${o.amount && !o.why ? ` · ${o.amount}` : ''}`;
}

/**
 * Beside the steps: the server's bill, the wallet's part when it pays one, and the bar with the
 * amount, Place order (Pay for an online method) and why it cannot be pressed yet.
 */
export function PlaceOrderPanel({
  quote,
  loading,
  placing,
  why,
  paymentMethodId,
  walletPart,
  onPlace,
  optIn,
}: {
  quote: QuoteAnswer | null;
  /** a quote for the current choices is being asked for */
  loading: boolean;
  placing: boolean;
  why: string | null;
  paymentMethodId: PaymentMethodId | null;
  walletPart: number;
  onPlace: () => void;
  /** what the order may also ask for (WhatsApp updates), above the bar */
  optIn?: ReactNode;
}) {
  const amount = quote ? formatInr(quote.Bill.AmountPayable) : '';
  // paid after placing (a gateway, or UPI to the shop): "Pay ₹…"
  const online = isHeldMethod(paymentMethodId);
  const dueNow = formatInr((quote?.Bill.AmountPayable ?? 0) - walletPart);
  return (
    <aside className={styles.aside} aria-busy={loading} data-testid="checkout-bill">
      {quote ? (
        <BillSummary bill={quote.Bill} payableLabel="Amount payable" />
      ) : (
        <Skeleton height={260} radius={12} />
      )}
      {walletPart > 0 && paymentMethodId !== 'wallet' ? (
        <p className={styles.note} data-testid="wallet-split">
          {formatInr(walletPart)} from your wallet · {dueNow}{' '}
          {paymentMethodId === 'cod' ? 'on delivery' : 'to pay now'}
        </p>
      ) : null}
      {optIn}
      <div className={styles.placeBar}>
        <span className={styles.barAmount}>
          {amount}
          <span>Amount payable</span>
        </span>
        <Button
          size="l"
          block
          disabled={!quote || why !== null || placing || loading}
          onClick={onPlace}
        >
          {placeLabel({ placing, online, billed: quote !== null, why, amount, dueNow })}
        </Button>
        {/* inside the bar: on a phone the reason sits right under the pale button */}
        {why ? (
          <p className={styles.blockers} data-testid="place-order-blocker">
            {why}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
