import { Link } from '../../../lib/router';
import type { OrderDetails } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import { useOrderDates } from '../use-order-dates';
import { refundStatusLabel } from '../status-labels';
import { RefundStatusBadge } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import { paymentText, refundWhere } from '../payment-text';
import styles from './orders.module.css';

/** How the order was paid: the method, what was paid from where, what is due, what came back. */
export function PaymentSummary({ order }: { order: OrderDetails }) {
  const t = useT();
  const text = paymentText(t, order, useOrderDates().dateTime);
  return (
    <div className={styles.payment} data-testid="payment-summary">
      <p className={styles.factText}>{t('orders.method', { method: order.PaymentMethodId })}</p>
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
  const t = useT();
  if (order.Refunds.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className={styles.subTitle}>
        {t('orders.refunds.title')}
      </h2>
      <ul className={styles.refundLinks}>
        {order.Refunds.map((r) => (
          <li key={r.RefundId}>
            <Link to={`/refund/details/${r.RefundId}`} className={styles.refundLink}>
              <span>{t('orders.refunds.of', { amount: formatInr(r.Amount) })}</span>
              <RefundStatusBadge status={r.Status} label={refundStatusLabel(t, r.Status)} />
            </Link>
            {r.Status !== 'rejected' ? (
              <p className={styles.refundWhere} data-testid="refund-where">
                {refundWhere(t, r)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
