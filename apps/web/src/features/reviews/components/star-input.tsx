import { useId } from 'react';
import { useT, type Translate } from '../../../lib/i18n';
import styles from './review-form.module.css';

const STAR = '★';
const WORD_IDS = [
  '',
  'reviews.stars.word.1',
  'reviews.stars.word.2',
  'reviews.stars.word.3',
  'reviews.stars.word.4',
  'reviews.stars.word.5',
];
const wordOf = (t: Translate, n: number) => (WORD_IDS[n] ? t(WORD_IDS[n]) : '');

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
  const t = useT();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.legend}>{t('reviews.stars.legend')}</legend>
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
              aria-label={t('reviews.stars.label', { stars: n, word: wordOf(t, n) })}
            />
            <span aria-hidden="true">{STAR}</span>
          </label>
        ))}
        <span className={styles.starWord} aria-hidden="true">
          {wordOf(t, value)}
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
