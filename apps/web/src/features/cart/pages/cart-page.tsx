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
import { checkoutItemsOf, itemIdOfLine } from '../checkout-items';
import { useCartSync, useMaxQty } from '../use-cart';
import { useQuote } from '../use-quote';
import styles from './cart-page.module.css';

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
  const selectedId = useAppSelector((s) => s.orderProcess.selectedAddress?.AddressId);
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
  return (
    <div className={layout.page}>
      <h1 className={layout.h1}>Cart</h1>
      <LoadingLabel label="Loading your cart" />
      <div className={styles.layout}>
        <Skeleton className={styles.skLines} />
        <Skeleton className={styles.skSummary} />
      </div>
    </div>
  );
}

/** The cart: lines with steppers, the server's bill (fees and GST) and checkout. */
export default function CartPage() {
  useDocumentTitle('Cart');
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
        <h1 className={layout.h1}>Cart</h1>
        <EmptyState
          icon="cart"
          title="Your cart is empty"
          message="Fill it with atta, dal, snacks and everything else you need this week."
          actions={
            <Link to="/" className={buttonClassName({ size: 'l' })}>
              Start shopping
            </Link>
          }
        />
      </div>
    );
  }

  const count = items.reduce((n, i) => n + i.Qty, 0);
  const problems = new Map((quote?.Problems ?? []).map((p) => [itemIdOfLine(p), p.Message]));
  // a failed quote hides the last one: that bill was for other lines (or another place)
  const bill = failure ? null : (quote?.Bill ?? null);
  const checkout = unserved ? (
    <Button size="l" block disabled aria-describedby={UNSERVED_ID}>
      {signedIn ? 'Proceed to checkout' : 'Sign in to checkout'}
    </Button>
  ) : (
    <Link
      to={signedIn ? CHECKOUT_PATH : GUEST_CHECKOUT_PATH}
      className={buttonClassName({ size: 'l', block: true })}
    >
      {signedIn ? 'Proceed to checkout' : 'Sign in to checkout'}
    </Link>
  );
  let summary;
  if (failure) summary = <BillUnavailable failure={failure} items={items} retry={refresh} />;
  else if (bill) summary = <BillSummary bill={bill} />;
  else summary = <Skeleton className={styles.skBill} />;

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <h1 className={layout.h1}>
        Cart{' '}
        <span className={styles.count}>
          ({count} {count === 1 ? 'item' : 'items'})
        </span>
      </h1>
      <div className={styles.layout}>
        <section className={styles.card} aria-label="Items in your cart">
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
                problem={problems.get(item.ItemId)}
              />
            ))}
          </ul>
          <Link to="/" className={styles.continue}>
            + Add more items
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
              We don&apos;t deliver to {unserved} yet — change the pincode
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
              No delivery to {unserved}
            </span>
          ) : (
            <span className={styles.barLabel}>To pay · View bill</span>
          )}
        </a>
        {checkout}
      </div>
    </div>
  );
}
