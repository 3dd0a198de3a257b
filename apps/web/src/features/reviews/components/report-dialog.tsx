import { useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '@kirana/shared';
import { Button, Dialog } from '@kirana/ui';
import { useT } from '../../../lib/i18n';
import styles from './review-form.module.css';

/** The reasons go to the API as their English text (its enum); the shopper reads their own words. */
const REASON_IDS: Readonly<Record<ReportReason, string>> = {
  'Offensive or abusive': 'reviews.report.reason.offensive',
  'Spam or advertising': 'reviews.report.reason.spam',
  'Not about this product': 'reviews.report.reason.offTopic',
  'Personal information': 'reviews.report.reason.personal',
  'Fake or paid review': 'reviews.report.reason.fake',
};

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
  const t = useT();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  return (
    <Dialog
      open={open}
      title={t('reviews.report.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('reviews.cancel')}
          </Button>
          <Button disabled={!reason || busy} onClick={() => reason && onSend(reason, details)}>
            {busy ? t('reviews.report.sending') : t('reviews.report.send')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('reviews.report.what')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className={styles.reason}>
            <input
              type="radio"
              name="report-reason"
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {t(REASON_IDS[r])}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span className={styles.label}>
          {t('reviews.report.details')}{' '}
          <span className={styles.optional}>{t('reviews.optional')}</span>
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
