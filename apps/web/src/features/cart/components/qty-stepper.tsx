import styles from './qty-stepper.module.css';
import { useT } from '../../../lib/i18n';

interface Props {
  qty: number;
  max: number;
  /** What is counted, for the buttons' labels, e.g. the product name. */
  label: string;
  onChange: (qty: number) => void;
  /** 0 lets "−" reach zero (a cart line is then removed); 1 keeps it at one. */
  min?: 0 | 1;
  size?: 's' | 'm';
  /** Say the limit in words once it is reached (a tooltip never shows on a phone). */
  limitNote?: boolean;
}

/** − qty + with labelled buttons; "+" stops at `max`. */
export default function QtyStepper({
  qty,
  max,
  label,
  onChange,
  min = 0,
  size = 'm',
  limitNote = false,
}: Props) {
  const t = useT();
  const atMax = qty >= max;
  const stepper = (
    <div
      className={`${styles.stepper} ${size === 's' ? styles.small : ''}`}
      role="group"
      aria-label={t('common.qty.group', { name: label })}
    >
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(qty - 1)}
        disabled={qty <= min}
        aria-label={
          qty <= 1 && min === 0
            ? t('common.qty.remove', { name: label })
            : t('common.qty.decrease', { name: label })
        }
      >
        −
      </button>
      <output
        className={styles.qty}
        aria-live="polite"
        aria-label={t('common.qty.in-cart', { count: qty })}
      >
        {qty}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(qty + 1)}
        disabled={atMax}
        aria-label={
          atMax
            ? t('common.qty.max-label', { count: max })
            : t('common.qty.increase', { name: label })
        }
        title={atMax ? t('common.qty.max-title', { count: max }) : undefined}
      >
        +
      </button>
    </div>
  );
  if (!limitNote) return stepper;
  return (
    <span className={styles.withNote}>
      {stepper}
      {atMax ? (
        <span className={styles.note} role="status">
          {t('common.qty.max-note', { count: max })}
        </span>
      ) : null}
    </span>
  );
}
