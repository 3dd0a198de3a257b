import { useT } from '../../../lib/i18n';
import styles from './auth.module.css';

/** The 6-digit one-time code box, with its error or hint below. */
export function CodeInput({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | null;
  hint: string;
}) {
  const t = useT();
  return (
    <div className={styles.field}>
      <label htmlFor="otp-code">{t('auth.code.label')}</label>

      <div className={styles.inputRow}>
        <input
          id="otp-code"
          className={`${styles.input} ${styles.code}`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'otp-error' : 'otp-hint'}
          autoFocus
        />
      </div>
      {error ? (
        <p id="otp-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id="otp-hint" className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
