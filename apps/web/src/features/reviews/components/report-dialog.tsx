import { useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '@kirana/shared';
import { Button, Dialog } from '@kirana/ui';
import styles from './review-form.module.css';

/** Asks why a review breaks the rules before it is reported. */
export function ReportDialog({
  open,
  busy,
  error,
  onClose,
  onSend,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (reason: ReportReason, details: string) => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  return (
    <Dialog
      open={open}
      title="Report this review"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button disabled={!reason || busy} onClick={() => reason && onSend(reason, details)}>
            {busy ? 'Sending…' : 'Report'}
          </Button>
        </>
      }
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>What is wrong with it?</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className={styles.reason}>
            <input
              type="radio"
              name="report-reason"
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {r}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span className={styles.label}>
          Anything to add? <span className={styles.optional}>(optional)</span>
        </span>
        <textarea
          className={styles.textarea}
          rows={2}
          maxLength={500}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
