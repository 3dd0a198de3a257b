import type { AddressType } from '@kirana/shared';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { STATES } from '../india-states';
import styles from './address-form.module.css';
import { useT } from '../../../lib/i18n';

const TYPES = [
  { value: 'home', label: 'address.type.home' },
  { value: 'work', label: 'address.type.work' },
  { value: 'other', label: 'address.type.other' },
] as const;

/** The 28 states and 8 union territories, grouped. */
export function StateSelect({
  value,
  onPick,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { value: string; onPick: (code: string) => void }) {
  const t = useT();
  return (
    <select
      {...props}
      className={styles.input}
      autoComplete="address-level1"
      value={value}
      onChange={(e) => onPick(e.target.value)}
    >
      <option value="">{t('address.state.choose')}</option>
      <optgroup label={t('address.state.states')}>
        {STATES.filter((s) => !s.ut).map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('address.state.uts')}>
        {STATES.filter((s) => s.ut).map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </optgroup>
    </select>
  );
}

/** Home, work or other, as chips (a radio group). */
export function AddressTypeChips({
  name,
  value,
  onPick,
}: {
  name: string;
  value: AddressType;
  onPick: (type: AddressType) => void;
}) {
  const t = useT();
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.legend}>{t('address.type.legend')}</legend>
      {TYPES.map((type) => (
        <label key={type.value} className={styles.chip}>
          <input
            type="radio"
            name={name}
            value={type.value}
            checked={value === type.value}
            onChange={() => onPick(type.value)}
          />
          {t(type.label)}
        </label>
      ))}
    </fieldset>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onPick: (value: string) => void;
};

/** A ten-digit mobile number after a fixed +91. */
export function MobileInput({ value, onPick, ...props }: InputProps) {
  return (
    <div className={styles.prefixed}>
      <span className={styles.prefix} aria-hidden="true">
        +91
      </span>
      <input
        {...props}
        className={styles.input}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={16}
        value={value}
        onChange={(e) => onPick(e.target.value)}
      />
    </div>
  );
}

/** Six digits: anything else typed or pasted is dropped. */
export function PincodeInput({ value, onPick, ...props }: InputProps) {
  return (
    <input
      {...props}
      className={styles.input}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={6}
      value={value}
      onChange={(e) => onPick(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
