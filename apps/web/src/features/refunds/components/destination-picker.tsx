import type { RefundDestination } from '@kirana/shared';
import { useT } from '../../../lib/i18n';
import { destinationHint, destinationLabel } from '../format';
import styles from './return-form.module.css';

/** Where the refund goes: one radio per destination the server offers; UPI asks for the id. */
export function DestinationPicker({
  destinations,
  value,
  upiId,
  onChange,
  onUpiId,
  errors,
}: {
  destinations: readonly RefundDestination[];
  value: RefundDestination | null;
  upiId: string;
  onChange: (d: RefundDestination) => void;
  onUpiId: (id: string) => void;
  errors: { Destination?: string; UpiId?: string };
}) {
  const t = useT();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('refunds.destination.legend')}</legend>
      <div className={styles.options}>
        {destinations.map((d) => (
          <label key={d} className={`${styles.option} ${value === d ? styles.optionOn : ''}`}>
            <input
              type="radio"
              name="refund-destination"
              value={d}
              checked={value === d}
              onChange={() => onChange(d)}
            />
            <span className={styles.optionText}>
              <strong>{destinationLabel(t, d)}</strong>
              <span className={styles.muted}>{destinationHint(t, d)}</span>
            </span>
          </label>
        ))}
      </div>
      {errors.Destination ? <p className={styles.error}>{errors.Destination}</p> : null}
      {value === 'upi' ? (
        <div className={styles.field}>
          <label htmlFor="refund-upi-id">{t('refunds.destination.upiId')}</label>
          <input
            id="refund-upi-id"
            className={styles.input}
            inputMode="email"
            autoComplete="off"
            placeholder={t('refunds.destination.upiPlaceholder')}
            maxLength={60}
            value={upiId}
            aria-invalid={errors.UpiId ? true : undefined}
            aria-describedby={errors.UpiId ? 'refund-upi-id-error' : undefined}
            onChange={(e) => onUpiId(e.target.value)}
          />
          {errors.UpiId ? (
            <p id="refund-upi-id-error" className={styles.error}>
              {errors.UpiId}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
