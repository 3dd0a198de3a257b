import { ORDER_TIMELINE, type OrderDetails } from '@kirana/shared';
import { useT, type Translate } from '../../../lib/i18n';
import { useOrderDates } from '../use-order-dates';
import { orderCancelReason, orderStatusLabel } from '../status-labels';
import styles from './orders.module.css';

interface Step {
  label: string;
  at: string | null;
  state: 'done' | 'current' | 'todo' | 'cancelled';
  note?: string | null;
}

/** The steps to show: the happy path with times reached, or what happened up to a cancellation. */
function stepsOf(t: Translate, order: OrderDetails): Step[] {
  const reached = new Map(order.Timeline.map((e) => [e.Status, e]));
  if (order.Status === 'cancelled' || order.Status === 'expired') {
    // once paid, the wait for the payment is no step of its own (the happy path has none either)
    const events = reached.has('placed')
      ? order.Timeline.filter((e) => e.Status !== 'awaiting_payment')
      : order.Timeline;
    return events.map((e) => ({
      label: orderStatusLabel(t, e.Status),
      at: e.At,
      note: e.Status === 'cancelled' ? (orderCancelReason(t, order) ?? e.Note) : e.Note,
      state: e.Status === order.Status ? 'cancelled' : 'done',
    }));
  }
  const current = ORDER_TIMELINE.indexOf(order.Status);
  return ORDER_TIMELINE.map((status, i) => ({
    label: orderStatusLabel(t, status),
    at: reached.get(status)?.At ?? null,
    note: reached.get(status)?.Note ?? null,
    state: i < current ? 'done' : i === current ? 'current' : 'todo',
  }));
}

/** The order's status timeline with the time of each step reached. */
export function OrderTimeline({ order }: { order: OrderDetails }) {
  const t = useT();
  const { dateTime } = useOrderDates();
  return (
    <ol className={styles.timeline} aria-label={t('orders.timeline.label')}>
      {stepsOf(t, order).map((step) => (
        <li
          key={step.label}
          className={`${styles.tStep} ${styles[`t_${step.state}`]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.tDot} aria-hidden="true" />
          <span className={styles.tText}>
            <strong>{step.label}</strong>
            {step.at ? <time dateTime={step.at}>{dateTime(step.at)}</time> : null}
            {step.note ? <span className={styles.muted}>{step.note}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
