import { Link } from '../../../lib/router';
import { PAYMENT_METHOD_LABELS, type OrderDetails } from '@kirana/shared';
import { RefundStatusBadge } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import { paymentText, refundWhere } from '../payment-text';
import styles from './orders.module.css';

/** How the order was paid: the method, what was paid from where, what is due, what came back. */
export function PaymentSummary({ order }: { order: OrderDetails }) {
  const text = paymentText(order);
  return (
    <div className={styles.payment} data-testid="payment-summary">
      <p className={styles.factText}>{PAYMENT_METHOD_LABELS[order.PaymentMethodId]}</p>
      {text.paid ? <p className={styles.factText}>{text.paid}</p> : null}
      {text.due ? <p className={`${styles.factText} ${styles.due}`}>{text.due}</p> : null}
      {text.refunded ? (
        <p className={`${styles.factText} ${styles.back}`}>{text.refunded}</p>
      ) : null}
    </div>
  );
}

/** The order's refunds, each linking to its page with its status and where its money went. */
export function OrderRefunds({ order }: { order: OrderDetails }) {
  if (order.Refunds.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className={styles.subTitle}>
        Refunds
      </h2>
      <ul className={styles.refundLinks}>
        {order.Refunds.map((r) => (
          <li key={r.RefundId}>
            <Link to={`/refund/details/${r.RefundId}`} className={styles.refundLink}>
              <span>Refund of {formatInr(r.Amount)}</span>
              <RefundStatusBadge status={r.Status} />
            </Link>
            {r.Status !== 'rejected' ? (
              <p className={styles.refundWhere} data-testid="refund-where">
                {refundWhere(r)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
