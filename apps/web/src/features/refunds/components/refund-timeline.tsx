import type { RefundDetails, RefundStatus } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import { refundStatusLabel, useOrderDates } from '../../orders';
import { refundReasonLabel } from '../format';
import styles from './refunds.module.css';

interface Step {
  status: RefundStatus;
  at: string | null;
  note: string | null;
  state: 'done' | 'current' | 'todo' | 'rejected';
}

/** A return is picked up before it is refunded; a cancellation's refund needs no pickup. */
const PATHS: Record<RefundDetails['Kind'], RefundStatus[]> = {
  return: ['requested', 'approved', 'picked_up', 'refunded'],
  cancellation: ['requested', 'approved', 'refunded'],
  edit: ['approved', 'refunded'],
};

/** The steps to show: the path with the times reached, or what happened up to a rejection. */
function stepsOf(refund: RefundDetails): Step[] {
  const reached = new Map(refund.Timeline.map((e) => [e.Status, e]));
  if (refund.Status === 'rejected')
    return refund.Timeline.map((e) => ({
      status: e.Status,
      at: e.At,
      note: e.Status === 'rejected' ? (refund.RejectReason ?? e.Note) : e.Note,
      state: e.Status === 'rejected' ? 'rejected' : 'done',
    }));
  const path = PATHS[refund.Kind];
  const current = path.indexOf(refund.Status);
  return path
    .filter((status, i) => i >= current || reached.has(status) || refund.Kind === 'return')
    .map((status) => {
      const i = path.indexOf(status);
      const state = i < current ? 'done' : i === current ? 'current' : 'todo';
      const event = reached.get(status);
      return { status, at: event?.At ?? null, note: event?.Note ?? null, state };
    });
}

/** The refund's status timeline with the time of each step reached. */
export function RefundTimeline({ refund }: { refund: RefundDetails }) {
  const t = useT();
  const { dateTime } = useOrderDates();
  return (
    <ol className={styles.timeline} aria-label={t('refunds.timeline.label')}>
      {stepsOf(refund).map((step) => (
        <li
          key={step.status}
          className={`${styles.tStep} ${styles[`t_${step.state}`]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.tDot} aria-hidden="true" />
          <span className={styles.tText}>
            <strong>{refundStatusLabel(t, step.status)}</strong>
            {step.at ? <time dateTime={step.at}>{dateTime(step.at)}</time> : null}
            {step.note ? (
              // a step's note is often the reason as the API stores it: in the shopper's words
              <span className={styles.note}>{refundReasonLabel(t, step.note)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
