import type { ReactNode } from 'react';
import { useT, type Translate } from '../../../lib/i18n';
import { isHeldMethod, type PaymentMethodId, type QuoteAnswer } from '@kirana/shared';
import { Button, Skeleton } from '@kirana/ui';
import { BillSummary } from '../../cart';
import { formatInr } from '../../catalogue';
import styles from './checkout.module.css';

/** The Place order button's words: what happens now, or what pressing it does. */
function placeLabel(
  t: Translate,
  o: {
    placing: boolean;
    online: boolean;
    billed: boolean;
    why: string | null;
    amount: string;
    dueNow: string;
  },
) {
  if (o.placing) return o.online ? t('checkout.place.opening') : t('checkout.place.placing');
  if (o.online && o.billed && !o.why) return t('checkout.place.pay', { amount: o.dueNow });
  return o.amount && !o.why
    ? t('checkout.place.orderAmount', { amount: o.amount })
    : t('checkout.place.order');
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
  const t = useT();
  const amount = quote ? formatInr(quote.Bill.AmountPayable) : '';
  // paid after placing (a gateway, or UPI to the shop): "Pay ₹…"
  const online = isHeldMethod(paymentMethodId);
  const dueNow = formatInr((quote?.Bill.AmountPayable ?? 0) - walletPart);
  return (
    <aside className={styles.aside} aria-busy={loading} data-testid="checkout-bill">
      {quote ? (
        <BillSummary bill={quote.Bill} payableLabel={t('checkout.bill.payable')} />
      ) : (
        <Skeleton height={260} radius={12} />
      )}
      {walletPart > 0 && paymentMethodId !== 'wallet' ? (
        <p className={styles.note} data-testid="wallet-split">
          {t('checkout.bill.walletSplit', {
            wallet: formatInr(walletPart),
            due: dueNow,
            when: paymentMethodId === 'cod' ? 'cod' : 'now',
          })}
        </p>
      ) : null}
      {optIn}
      <div className={styles.placeBar}>
        <span className={styles.barAmount}>
          {amount}
          <span>{t('checkout.bill.payable')}</span>
        </span>
        <Button
          size="l"
          block
          disabled={!quote || why !== null || placing || loading}
          onClick={onPlace}
        >
          {placeLabel(t, { placing, online, billed: quote !== null, why, amount, dueNow })}
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
