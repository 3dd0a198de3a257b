import { useId } from 'react';
import styles from './review-form.module.css';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** 1–5 stars as a radio group: arrow keys move, each star is a 44 px target. */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.legend}>Your rating</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`${styles.star} ${n <= value ? styles.starOn : ''}`}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className={styles.starRadio}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}: ${WORDS[n]}`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
        <span className={styles.starWord} aria-hidden="true">
          {WORDS[value] ?? ''}
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
