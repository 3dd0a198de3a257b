import { Link } from '../../../lib/router';
import type { RefundSummary } from '@kirana/shared';
import { RefundStatusBadge } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import { formatDate } from '../../orders';
import { KIND_LABELS } from '../format';
import styles from './refunds.module.css';

/** One refund in the list: number, order, kind, status, amount and date. */
export function RefundCard({ refund }: { refund: RefundSummary }) {
  return (
    <li className={styles.refundCard} data-testid="refund-card">
      <Link to={`/refund/details/${refund.RefundId}`} className={styles.refundLink}>
        <div className={styles.refundHead}>
          <div>
            <strong className={styles.refundNumber}>{refund.RefundNumber}</strong>
            <span className={styles.muted}>
              {KIND_LABELS[refund.Kind]} · Order {refund.OrderNumber}
            </span>
          </div>
          <RefundStatusBadge status={refund.Status} />
        </div>
        <div className={styles.refundFoot}>
          <span>
            <strong>{formatInr(refund.Amount)}</strong> · {refund.ItemCount}{' '}
            {refund.ItemCount === 1 ? 'item' : 'items'}
          </span>
          <span className={styles.muted}>
            <time dateTime={refund.CreatedAt}>{formatDate(refund.CreatedAt)}</time>
          </span>
        </div>
      </Link>
    </li>
  );
}
