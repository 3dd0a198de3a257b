import { REFUND_STATUS_LABELS, type RefundStatus } from '@kirana/shared';
import styles from './refunds.module.css';

const TONE: Record<RefundStatus, string> = {
  requested: 'warn',
  approved: 'info',
  picked_up: 'info',
  refunded: 'good',
  rejected: 'bad',
};

/** A refund's status as a coloured chip with the shopper-facing label. */
export function RefundStatusChip({ status }: { status: RefundStatus }) {
  return (
    <span className={`${styles.chip} ${styles[TONE[status]]}`} data-status={status}>
      {REFUND_STATUS_LABELS[status]}
    </span>
  );
}
