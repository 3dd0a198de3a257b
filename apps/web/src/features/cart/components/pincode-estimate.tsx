import { useState, type FormEvent } from 'react';
import type { DeliveryEstimate } from '@kirana/shared';
import { Button } from '../../../components/button';
import { readLocal, writeLocal } from '../../../lib/storage';
import { formatEta } from '../format-eta';
import styles from './pincode-estimate.module.css';

const PINCODE_KEY = 'estimatePincode';
const PINCODE = /^[1-9]\d{5}$/;

/** The pincode a guest asked an estimate for, kept on this device. */
export function useEstimatePincode(): [string, (pincode: string) => void] {
  const [pincode, setPincode] = useState(() => {
    const saved = readLocal(PINCODE_KEY) ?? '';
    return PINCODE.test(saved) ? saved : '';
  });
  return [
    pincode,
    (next: string) => {
      writeLocal(PINCODE_KEY, next);
      setPincode(next);
    },
  ];
}

/** A guest's delivery estimate: a pincode field and what the store says about it. */
export default function PincodeEstimate({
  pincode,
  onChange,
  delivery,
}: {
  pincode: string;
  onChange: (pincode: string) => void;
  delivery: DeliveryEstimate | null;
}) {
  const [value, setValue] = useState(pincode);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    setInvalid(!PINCODE.test(next));
    if (PINCODE.test(next)) onChange(next);
  };
  const eta = delivery?.IsServiceable ? formatEta(delivery.EtaFrom, delivery.EtaTo) : null;
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Delivery estimate">
      <label className={styles.label} htmlFor="estimate-pincode">
        Deliver to pincode
      </label>
      <div className={styles.row}>
        <input
          id="estimate-pincode"
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          aria-invalid={invalid}
          aria-describedby="estimate-result"
        />
        <Button type="submit" size="s" variant="secondary">
          Check
        </Button>
      </div>
      <p
        id="estimate-result"
        className={invalid || delivery?.IsServiceable === false ? styles.bad : styles.note}
        aria-live="polite"
      >
        {invalid
          ? 'Enter a 6-digit pincode'
          : delivery && pincode
            ? eta
              ? `Delivery by ${eta}`
              : delivery.Message
            : 'Check delivery dates and fees for your area'}
      </p>
    </form>
  );
}
