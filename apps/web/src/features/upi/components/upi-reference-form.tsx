import { useState, type FormEvent } from 'react';
import type { UpiPaymentPage } from '@kirana/shared';
import { Button } from '@kirana/ui';
import { toFailure } from '../../../lib/api-client';
import { putUpiReference } from '../api';
import styles from './upi.module.css';
import { useT } from '../../../lib/i18n';

const UTR = /^\d{12}$/;

/** The 12-digit UPI reference (UTR) from the shopper's app, after they paid. */
export function UpiReferenceForm({
  orderId,
  onSaved,
}: {
  orderId: number;
  onSaved: (page: UpiPaymentPage) => void;
}) {
  const t = useT();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = utr.replace(/\s/g, '');
    if (!UTR.test(typed)) {
      setError(t('upi.utr.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await putUpiReference(orderId, typed));
    } catch (err) {
      setError(toFailure(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.utr} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="upi-utr">{t('upi.utr.label')}</label>
      <input
        id="upi-utr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        placeholder={t('upi.utr.placeholder')}
        value={utr}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'upi-utr-error' : undefined}
        onChange={(e) => setUtr(e.target.value)}
      />
      {error ? (
        <p id="upi-utr-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t('upi.utr.sending') : t('upi.utr.submit')}
      </Button>
    </form>
  );
}
