import { ORDER_STATUS_LABELS, type OrderStatus } from '@kirana/shared';
import styles from './orders.module.css';

const TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'warn',
  placed: 'info',
  confirmed: 'info',
  packed: 'info',
  shipped: 'info',
  out_for_delivery: 'info',
  delivered: 'good',
  cancelled: 'bad',
  expired: 'bad',
};

/** An order's status as a coloured chip with the shopper-facing label. */
export function StatusChip({ status }: { status: OrderStatus }) {
  return (
    <span className={`${styles.chip} ${styles[TONE[status]]}`} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
