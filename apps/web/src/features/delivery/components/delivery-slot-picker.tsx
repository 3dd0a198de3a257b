import { useState } from 'react';
import type { DeliverySlotsAnswer } from '@kirana/shared';
import { EmptyState, ErrorState } from '@kirana/ui';
import { InlineLoader } from '../../../components/three-dots-loader';
import { SLOT_MESSAGES, slotDayLabel } from '../slot-messages';
import type { DeliverySlotChoice } from '../use-delivery-slot';
import styles from './delivery-slot-picker.module.css';

/** The first day with a slot still open, else the first day. */
const firstOpenDay = (answer: DeliverySlotsAnswer) =>
  (answer.Days.find((d) => d.Slots.some((s) => !s.IsFull)) ?? answer.Days[0])?.Date ?? null;

/**
 * Checkout's delivery slot: a tab per day, the day's windows as choices (a full one shown and
 * disabled), with its loading, error and nothing-open states. Draws nothing while the store
 * offers no slots.
 */
export function DeliverySlotPicker({ slot }: { slot: DeliverySlotChoice }) {
  const { query } = slot;
  const [day, setDay] = useState<string | null>(null);
  if (query.status === 'error' && !query.data)
    return (
      <section className={styles.picker} aria-label={SLOT_MESSAGES.title}>
        <ErrorState
          title={SLOT_MESSAGES.failed}
          message={query.failure.message}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  if (!query.data) return <InlineLoader label={SLOT_MESSAGES.loading} />;
  const answer = query.data;
  if (!answer.IsEnabled) return null;
  const open = answer.Days.some((d) => d.Slots.some((s) => !s.IsFull));
  if (!open)
    return (
      <section className={styles.picker} aria-label={SLOT_MESSAGES.title}>
        <EmptyState
          icon="info"
          title={SLOT_MESSAGES.noneTitle}
          message={SLOT_MESSAGES.noneMessage}
        />
      </section>
    );
  const dates = answer.Days.map((d) => d.Date);
  const shown =
    answer.Days.find((d) => d.Date === day) ??
    answer.Days.find((d) => d.Date === firstOpenDay(answer))!;
  return (
    <section className={styles.picker} aria-labelledby="delivery-slot-heading">
      <h3 id="delivery-slot-heading" className={styles.heading}>
        {SLOT_MESSAGES.title}
      </h3>
      <div className={styles.days} role="tablist" aria-label={SLOT_MESSAGES.days}>
        {answer.Days.map((d) => (
          <button
            key={d.Date}
            type="button"
            role="tab"
            className={styles.day}
            aria-selected={d.Date === shown.Date}
            onClick={() => setDay(d.Date)}
          >
            {slotDayLabel(d.Date, dates)}
          </button>
        ))}
      </div>
      {shown.Slots.every((s) => s.IsFull) ? (
        <p className={styles.note}>{SLOT_MESSAGES.dayFull}</p>
      ) : null}
      <fieldset className={styles.windows} role="tabpanel">
        <legend className="visually-hidden">{SLOT_MESSAGES.windows}</legend>
        {shown.Slots.map((s) => (
          <label key={s.SlotId} className={styles.window}>
            <input
              type="radio"
              name="delivery-slot"
              value={s.SlotId}
              disabled={s.IsFull}
              checked={slot.slotId === s.SlotId}
              onChange={() => slot.choose(s.SlotId)}
            />
            <span className={styles.windowText}>
              <strong>{SLOT_MESSAGES.window(s.Starts, s.Ends)}</strong>
              <span className={styles.muted}>
                {s.IsFull ? SLOT_MESSAGES.full : SLOT_MESSAGES.left(s.Remaining)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
