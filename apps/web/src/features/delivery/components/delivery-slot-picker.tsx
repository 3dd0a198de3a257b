import { useState } from 'react';
import type { DeliverySlotsAnswer } from '@kirana/shared';
import { EmptyState, ErrorState } from '@kirana/ui';
import { InlineLoader } from '../../../components/three-dots-loader';
import { slotDayLabel, slotWindow } from '../slot-messages';
import { useI18n, useT } from '../../../lib/i18n';
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
  const t = useT();
  const i18n = useI18n();
  const { query } = slot;
  const [day, setDay] = useState<string | null>(null);
  if (query.status === 'error' && !query.data)
    return (
      <section className={styles.picker} aria-label={t('delivery.slot.title')}>
        <ErrorState
          title={t('delivery.slot.failed')}
          message={query.failure.message}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  if (!query.data) return <InlineLoader label={t('delivery.slot.loading')} />;
  const answer = query.data;
  if (!answer.IsEnabled) return null;
  const open = answer.Days.some((d) => d.Slots.some((s) => !s.IsFull));
  if (!open)
    return (
      <section className={styles.picker} aria-label={t('delivery.slot.title')}>
        <EmptyState
          icon="info"
          title={t('delivery.slot.none-title')}
          message={t('delivery.slot.none-message')}
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
        {t('delivery.slot.title')}
      </h3>
      <div className={styles.days} role="tablist" aria-label={t('delivery.slot.days')}>
        {answer.Days.map((d) => (
          <button
            key={d.Date}
            type="button"
            role="tab"
            className={styles.day}
            aria-selected={d.Date === shown.Date}
            onClick={() => setDay(d.Date)}
          >
            {slotDayLabel(t, i18n, d.Date, dates)}
          </button>
        ))}
      </div>
      {shown.Slots.every((s) => s.IsFull) ? (
        <p className={styles.note}>{t('delivery.slot.day-full')}</p>
      ) : null}
      <fieldset className={styles.windows} role="tabpanel">
        <legend className="visually-hidden">{t('delivery.slot.windows')}</legend>
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
              <strong>{slotWindow(t, s.Starts, s.Ends)}</strong>
              <span className={styles.muted}>
                {s.IsFull
                  ? t('delivery.slot.full')
                  : t('delivery.slot.left', { count: s.Remaining })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
