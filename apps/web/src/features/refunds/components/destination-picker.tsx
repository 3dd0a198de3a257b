import type { RefundDestination } from '@kirana/shared';
import { DESTINATION_HINTS, DESTINATION_LABELS } from '../format';
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
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Where should the money go?</legend>
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
              <strong>{DESTINATION_LABELS[d]}</strong>
              <span className={styles.muted}>{DESTINATION_HINTS[d]}</span>
            </span>
          </label>
        ))}
      </div>
      {errors.Destination ? <p className={styles.error}>{errors.Destination}</p> : null}
      {value === 'upi' ? (
        <div className={styles.field}>
          <label htmlFor="refund-upi-id">UPI id</label>
          <input
            id="refund-upi-id"
            className={styles.input}
            inputMode="email"
            autoComplete="off"
            placeholder="name@bank"
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
