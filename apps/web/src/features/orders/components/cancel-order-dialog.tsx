import { useState } from 'react';
import { CANCEL_REASONS } from '@kirana/shared';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { CancelReason } from '../api';
import styles from './orders.module.css';

/** Asks why before cancelling: one of the store's cancel reasons. */
export function CancelOrderDialog({
  open,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: CancelReason) => void;
}) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  return (
    <Dialog
      open={open}
      title="Cancel this order?"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep order
          </Button>
          <Button disabled={!reason || busy} onClick={() => reason && onConfirm(reason)}>
            {busy ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <fieldset className={styles.reasons}>
        <legend>Why do you want to cancel?</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r} className={styles.reason}>
            <input
              type="radio"
              name="cancel-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {r}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
