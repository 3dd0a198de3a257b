import type { ReactNode } from 'react';
import { formatDateTime } from '@kirana/shared/common/india-dates';
import { ErrorState } from '@kirana/ui';
import { Link } from '../../../lib/router';
import { Switch } from '../../../components/switch';
import { InlineLoader } from '../../../components/three-dots-loader';
import { maskedMobile } from '../chat-link';
import { useWhatsAppConsent } from '../use-whatsapp-consent';
import styles from './whatsapp.module.css';

/**
 * Settings: order updates on WhatsApp to the account's mobile, with the time of consent; kept
 * with the account (not this browser). Nothing while signed out or while the store sends none.
 */
export function WhatsAppSettingsRow({ before }: { before?: ReactNode }) {
  const { signedIn, query, consent, mobile, saving, saveFailure, change } = useWhatsAppConsent();
  if (!signedIn) return null;
  if (!consent && query.status === 'error')
    return (
      <>
        {before}
        <ErrorState
          title="Could not load your WhatsApp updates"
          message={query.failure.message}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  if (!consent)
    return (
      <>
        {before}
        <InlineLoader label="Loading your WhatsApp updates" />
      </>
    );
  // the store sends none (a mobile without them on means the store is off)
  if (!consent.Available && !consent.OptedIn && mobile) return null;
  return (
    <>
      {before}
      <div className={styles.row}>
        <Switch
          label={mobile ? `Updates on WhatsApp to ${maskedMobile(mobile)}` : 'Updates on WhatsApp'}
          description="Order placed, confirmed, shipped, delivered and refunds, as WhatsApp messages. Kept with your account."
          checked={consent.OptedIn}
          disabled={saving || (!consent.Available && !consent.OptedIn)}
          onChange={(on) => void change(on)}
        />
        {saveFailure ? (
          <p className={styles.error} role="alert">
            {saveFailure.message}
            {saveFailure.description ? `. ${saveFailure.description}` : ''}
          </p>
        ) : saving ? (
          <p className={styles.status} aria-live="polite">
            Saving…
          </p>
        ) : consent.OptedIn && consent.OptedInAt ? (
          <p className={styles.status}>You agreed on {formatDateTime(consent.OptedInAt)}.</p>
        ) : !mobile ? (
          <p className={styles.status}>
            <Link to="/user/profile">Add your mobile number</Link> to get updates on WhatsApp.
          </p>
        ) : null}
      </div>
    </>
  );
}
