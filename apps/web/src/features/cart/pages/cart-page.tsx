import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState, LoadingLabel, Skeleton } from '../../catalogue';
import { formatInr } from '../../catalogue';
import { selectPlatformFeeConfigs, selectShippingConfigs } from '../../orders';
import CartLine from '../components/cart-line';
import CartSummary from '../components/cart-summary';
import { selectCartItems } from '../cart-slice';
import { computeCartBill } from '../cart-totals';
import { useCartSync, useMaxQty } from '../use-cart';
import { catalogueLayout as layout } from '../../catalogue';
import styles from './cart-page.module.css';

const NONE: string[] = [];

/** Where "Proceed to checkout" leads. */
export const CHECKOUT_PATH = '/order/checkout';

function FreeDeliveryNudge({ missing, threshold }: { missing: number; threshold: number | null }) {
  if (threshold === null) return null;
  if (missing <= 0) {
    return (
      <p className={`${styles.nudge} ${styles.nudgeDone}`}>
        Yay! You get free delivery on this order
      </p>
    );
  }
  const pct = Math.max(4, Math.min(100, Math.round(((threshold - missing) * 100) / threshold)));
  return (
    <div className={styles.nudge}>
      <p className={styles.nudgeText}>
        Add <strong>{formatInr(missing)}</strong> more for free delivery
      </p>
      <span className={styles.nudgeTrack} aria-hidden="true">
        <span className={styles.nudgeFill} style={{ width: `${pct}%` }} />
      </span>
    </div>
  );
}

/** The cart: lines with steppers, the bill with delivery and platform fees, and checkout. */
export default function CartPage() {
  useDocumentTitle('Cart');
  const ready = useCartSync();
  const items = useAppSelector(selectCartItems);
  const shipping = useAppSelector(selectShippingConfigs);
  const platform = useAppSelector(selectPlatformFeeConfigs);
  const repriced = useAppSelector((s) => s.cart.lastPriceCheck?.repriced) ?? NONE;
  const max = useMaxQty();
  const bill = computeCartBill(items, shipping, platform);

  if (!ready) {
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

  const checkout = (
    <Link to={CHECKOUT_PATH} className={buttonClassName({ size: 'l', block: true })}>
      Proceed to checkout
    </Link>
  );
  return (
    <div className={`${layout.page} ${styles.page}`}>
      <h1 className={layout.h1}>
        Cart{' '}
        <span className={styles.count}>
          ({bill.itemCount} {bill.itemCount === 1 ? 'item' : 'items'})
        </span>
      </h1>
      <div className={styles.layout}>
        <section className={styles.card} aria-label="Items in your cart">
          <FreeDeliveryNudge
            missing={bill.amountForFreeDelivery}
            threshold={bill.freeDeliveryAbove}
          />
          <ul className={styles.lines}>
            {items.map((item) => (
              <CartLine
                key={item.ItemId}
                item={item}
                max={max}
                repriced={repriced.includes(item.ItemId)}
              />
            ))}
          </ul>
          <Link to="/" className={styles.continue}>
            + Add more items
          </Link>
        </section>
        <aside className={`${styles.card} ${styles.summaryCard}`}>
          <CartSummary bill={bill} />
          <div className={styles.desktopCheckout}>{checkout}</div>
        </aside>
      </div>
      <div className={styles.stickyBar}>
        <a href="#bill-title" className={styles.barTotal}>
          <span className={styles.barAmount}>{formatInr(bill.toPay)}</span>
          <span className={styles.barLabel}>To pay · View bill</span>
        </a>
        {checkout}
      </div>
    </div>
  );
}
