import { Link } from '../../../lib/router';
import { Button, buttonClassName, EmptyState, LoadingLabel, Skeleton } from '@kirana/ui';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatInr } from '../../catalogue';
import { catalogueLayout as layout } from '../../catalogue';
import { DeliveryEta, useDeliveryEstimate, useDeliveryLocation } from '../../delivery';
import { selectIsAuthenticated } from '../../users';
import BillSummary from '../components/bill-summary';
import BillUnavailable from '../components/bill-unavailable';
import CartLine from '../components/cart-line';
import FreeDeliveryNudge from '../components/free-delivery-nudge';
import { selectCartItems } from '../cart-slice';
import { selectSelectedAddress } from '../../checkout';
import { checkoutItemsOf, itemIdOfLine } from '../checkout-items';
import { useCartSync, useMaxQty } from '../use-cart';
import { useQuote } from '../use-quote';
import styles from './cart-page.module.css';
import { useT } from '../../../lib/i18n';
import { problemText } from '../problem-text';

const NONE: string[] = [];

/** Where "Proceed to checkout" leads; a guest signs in first and comes back there. */
export const CHECKOUT_PATH = '/order/checkout';
export const GUEST_CHECKOUT_PATH = `/login?next=${encodeURIComponent(CHECKOUT_PATH)}`;

/**
 * The quote body of the cart: where the shopper said to deliver ("Deliver to" in the header: a
 * saved address or a pincode), else the address chosen at checkout.
 */
function useCartQuoteBody() {
  const items = useAppSelector(selectCartItems);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const selectedId = useAppSelector((s) => selectSelectedAddress(s)?.AddressId);
  const location = useDeliveryLocation();
  const addressId = signedIn
    ? (location?.AddressId ?? (location ? undefined : selectedId))
    : undefined;
  if (items.length === 0) return null;
  return {
    Items: checkoutItemsOf(items),
    ...(addressId !== undefined && addressId !== null
      ? { AddressId: addressId }
      : location
        ? { Pincode: location.Pincode }
        : {}),
  };
}

/**
 * The pincode the store does not deliver to, when the chosen one ("Deliver to") or the quote's
 * delivery says so; checkout waits until it changes (the server would refuse: NOT_SERVICEABLE).
 */
function useUnservedPincode(quoteDelivery: { Pincode: string; IsServiceable: boolean } | null) {
  const location = useDeliveryLocation();
  const estimate = useDeliveryEstimate(location?.Pincode ?? null);
  if (estimate.status === 'done' && !estimate.estimate.IsServiceable)
    return estimate.estimate.Pincode;
  if (quoteDelivery && !quoteDelivery.IsServiceable) return quoteDelivery.Pincode;
  return null;
}

const UNSERVED_ID = 'cart-unserved';

function CartSkeleton() {
  const t = useT();
  return (
    <div className={layout.page}>
      <h1 className={layout.h1}>{t('cart.title')}</h1>
      <LoadingLabel label={t('cart.loading')} />
      <div className={styles.layout}>
        <Skeleton className={styles.skLines} />
        <Skeleton className={styles.skSummary} />
      </div>
    </div>
  );
}

/** The cart: lines with steppers, the server's bill (fees and GST) and checkout. */
export default function CartPage() {
  const t = useT();
  useDocumentTitle(t('cart.title'));
  const ready = useCartSync();
  const items = useAppSelector(selectCartItems);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const repriced = useAppSelector((s) => s.cart.lastPriceCheck?.repriced) ?? NONE;
  const max = useMaxQty();
  const body = useCartQuoteBody();
  const { quote, loading, failure, refresh } = useQuote(ready ? body : null);
  const unserved = useUnservedPincode(quote?.Delivery ?? null);

  if (!ready) return <CartSkeleton />;

  if (items.length === 0) {
    return (
      <div className={layout.page}>
        <h1 className={layout.h1}>{t('cart.title')}</h1>
        <EmptyState
          icon="cart"
          title={t('cart.empty.title')}
          message={t('cart.empty.message')}
          actions={
            <Link to="/" className={buttonClassName({ size: 'l' })}>
              {t('cart.start-shopping')}
            </Link>
          }
        />
      </div>
    );
  }

  const count = items.reduce((n, i) => n + i.Qty, 0);
  const problems = new Map((quote?.Problems ?? []).map((p) => [itemIdOfLine(p), p]));
  // a failed quote hides the last one: that bill was for other lines (or another place)
  const bill = failure ? null : (quote?.Bill ?? null);
  const checkout = unserved ? (
    <Button size="l" block disabled aria-describedby={UNSERVED_ID}>
      {signedIn ? t('cart.checkout') : t('cart.sign-in-to-checkout')}
    </Button>
  ) : (
    <Link
      to={signedIn ? CHECKOUT_PATH : GUEST_CHECKOUT_PATH}
      className={buttonClassName({ size: 'l', block: true })}
    >
      {signedIn ? t('cart.checkout') : t('cart.sign-in-to-checkout')}
    </Link>
  );
  let summary;
  if (failure) summary = <BillUnavailable failure={failure} items={items} retry={refresh} />;
  else if (bill) summary = <BillSummary bill={bill} />;
  else summary = <Skeleton className={styles.skBill} />;

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <h1 className={layout.h1}>
        {t('cart.title')} <span className={styles.count}>{t('cart.count', { count })}</span>
      </h1>
      <div className={styles.layout}>
        <section className={styles.card} aria-label={t('cart.items-region')}>
          {bill && (
            <FreeDeliveryNudge
              missing={bill.AmountToFreeDelivery}
              isFree={bill.IsFreeDelivery}
              threshold={quote?.DeliveryMethods[0]?.FreeAbove ?? null}
            />
          )}
          <ul className={styles.lines}>
            {items.map((item) => (
              <CartLine
                key={item.ItemId}
                item={item}
                max={max}
                repriced={repriced.includes(item.ItemId)}
                problem={problemText(t, problems.get(item.ItemId), item.ProductName)}
              />
            ))}
          </ul>
          <Link to="/" className={styles.continue}>
            {t('cart.add-more')}
          </Link>
        </section>
        <aside
          className={`${styles.card} ${styles.summaryCard}`}
          aria-busy={loading}
          data-testid="cart-bill"
        >
          <div className={styles.eta}>
            <DeliveryEta />
          </div>
          {summary}
          {unserved ? (
            <p id={UNSERVED_ID} className={styles.unserved} role="status">
              {t('cart.unserved', { pincode: unserved })}
            </p>
          ) : null}
          <div className={styles.desktopCheckout}>{checkout}</div>
        </aside>
      </div>
      <div className={styles.stickyBar}>
        <a href="#bill-title" className={styles.barTotal}>
          <span className={styles.barAmount}>
            {bill ? formatInr(bill.AmountPayable) : failure ? '–' : '…'}
          </span>
          {unserved ? (
            <span className={`${styles.barLabel} ${styles.barUnserved}`}>
              {t('cart.unserved-short', { pincode: unserved })}
            </span>
          ) : (
            <span className={styles.barLabel}>{t('cart.to-pay')}</span>
          )}
        </a>
        {checkout}
      </div>
    </div>
  );
}
