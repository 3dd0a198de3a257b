import { ORDER_STATUS_LABELS, type OrderStatus } from '@kirana/shared';
import { ORDER_STATUS_TONES } from '@kirana/ui';
import styles from './orders.module.css';

/** An order's status as a coloured chip with the shopper-facing label. */
export function StatusChip({ status }: { status: OrderStatus }) {
  return (
    <span className={`${styles.chip} ${styles[ORDER_STATUS_TONES[status]]}`} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
