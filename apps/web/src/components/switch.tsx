import { useId, type ReactNode } from 'react';
import styles from './switch.module.css';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting: a labelled role="switch" button. */
export function Switch({ label, description, checked, onChange, disabled }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.switch}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </div>
  );
}
