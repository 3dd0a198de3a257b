import { formatInr } from '../../catalogue';
import type { CartBill } from '../cart-totals';
import styles from './cart-summary.module.css';

/** The bill: item total (with MRP), delivery, platform fee, "To pay" and the savings. */
export default function CartSummary({ bill }: { bill: CartBill }) {
  return (
    <section className={styles.summary} aria-labelledby="bill-title">
      <h2 id="bill-title" className={styles.title}>
        Bill details
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Item total</dt>
          <dd data-testid="bill-item-total">
            {bill.savings > 0 && (
              <s className={styles.mrp}>
                <span className={styles.srOnly}>MRP </span>
                {formatInr(bill.mrpTotal)}
              </s>
            )}
            {formatInr(bill.itemTotal)}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Delivery fee</dt>
          <dd data-testid="bill-delivery">
            {bill.deliveryFee === null ? (
              <span className={styles.muted}>Calculated at checkout</span>
            ) : bill.deliveryFee === 0 ? (
              <>
                {bill.baseDeliveryFee ? (
                  <s className={styles.mrp}>{formatInr(bill.baseDeliveryFee)}</s>
                ) : null}
                <span className={styles.free}>FREE</span>
              </>
            ) : (
              formatInr(bill.deliveryFee)
            )}
          </dd>
        </div>
        {bill.platformFee > 0 && (
          <div className={styles.row}>
            <dt>{bill.platformFeeName}</dt>
            <dd data-testid="bill-platform-fee">{formatInr(bill.platformFee)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.toPay}`}>
          <dt>To pay</dt>
          <dd data-testid="bill-to-pay">{formatInr(bill.toPay)}</dd>
        </div>
      </dl>
      {bill.savings > 0 && (
        <p className={styles.savings} data-testid="bill-savings">
          You save {formatInr(bill.savings)} on this order
        </p>
      )}
      <p className={styles.tax}>Prices inclusive of all taxes</p>
    </section>
  );
}
