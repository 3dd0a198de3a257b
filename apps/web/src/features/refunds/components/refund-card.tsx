import { Link } from '../../../lib/router';
import type { RefundSummary } from '@kirana/shared';
import { RefundStatusBadge } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import { refundStatusLabel, useOrderDates } from '../../orders';
import { useT } from '../../../lib/i18n';
import { kindLabel } from '../format';
import styles from './refunds.module.css';

/** One refund in the list: number, order, kind, status, amount and date. */
export function RefundCard({ refund }: { refund: RefundSummary }) {
  const t = useT();
  const { date } = useOrderDates();
  return (
    <li className={styles.refundCard} data-testid="refund-card">
      <Link to={`/refund/details/${refund.RefundId}`} className={styles.refundLink}>
        <div className={styles.refundHead}>
          <div>
            <strong className={styles.refundNumber}>{refund.RefundNumber}</strong>
            <span className={styles.muted}>
              {t('refunds.card.kindOrder', {
                kind: kindLabel(t, refund.Kind),
                number: refund.OrderNumber,
              })}
            </span>
          </div>
          <RefundStatusBadge status={refund.Status} label={refundStatusLabel(t, refund.Status)} />
        </div>
        <div className={styles.refundFoot}>
          <span>
            <strong>{formatInr(refund.Amount)}</strong>
            {` · ${t('orders.card.items', { count: refund.ItemCount })}`}
          </span>
          <span className={styles.muted}>
            <time dateTime={refund.CreatedAt}>{date(refund.CreatedAt)}</time>
          </span>
        </div>
      </Link>
    </li>
  );
}
