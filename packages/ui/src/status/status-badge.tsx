import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@kirana/shared/orders/order-flow';
import { REFUND_STATUS_LABELS, type RefundStatus } from '@kirana/shared/refunds/refunds';
import { ORDER_STATUS_TONES, REFUND_STATUS_TONES, type StatusTone } from './status-tones';
import styles from './status-badge.module.css';

/** A short status word in a pill coloured by its tone. */
export function Badge({
  tone = 'neutral',
  status,
  children,
}: {
  tone?: StatusTone;
  /** The machine status it shows, as data-status (what tests and journeys read). */
  status?: string;
  children: ReactNode;
}) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-status={status}>
      {children}
    </span>
  );
}

/**
 * An order's status: its colour and its words, the same in the storefront and the console
 * (`label`: the words in the reader's language, English by default).
 */
export const OrderStatusBadge = ({ status, label }: { status: OrderStatus; label?: string }) => (
  <Badge tone={ORDER_STATUS_TONES[status]} status={status}>
    {label ?? ORDER_STATUS_LABELS[status]}
  </Badge>
);

/** A refund's status, the same in the storefront and the console (`label` as for orders). */
export const RefundStatusBadge = ({ status, label }: { status: RefundStatus; label?: string }) => (
  <Badge tone={REFUND_STATUS_TONES[status]} status={status}>
    {label ?? REFUND_STATUS_LABELS[status]}
  </Badge>
);
