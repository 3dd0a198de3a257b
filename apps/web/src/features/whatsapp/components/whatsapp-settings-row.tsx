import type { ReactNode } from 'react';
import { ErrorState } from '@kirana/ui';
import { Link } from '../../../lib/router';
import { Trans, useI18n, useT } from '../../../lib/i18n';
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
  const t = useT();
  const i18n = useI18n();
  const { signedIn, query, consent, mobile, saving, saveFailure, change } = useWhatsAppConsent();
  if (!signedIn) return null;
  if (!consent && query.status === 'error')
    return (
      <>
        {before}
        <ErrorState
          title={t('whatsapp.settings.loadFailed')}
          message={query.failure.message}
          onRetry={() => void query.refetch()}
          retryLabel={t('common.retry')}
        />
      </>
    );
  if (!consent)
    return (
      <>
        {before}
        <InlineLoader label={t('whatsapp.settings.loading')} />
      </>
    );
  // the store sends none (a mobile without them on means the store is off)
  if (!consent.Available && !consent.OptedIn && mobile) return null;
  return (
    <>
      {before}
      <div className={styles.row}>
        <Switch
          label={
            mobile
              ? t('whatsapp.settings.labelTo', { mobile: maskedMobile(mobile) })
              : t('whatsapp.settings.label')
          }
          description={t('whatsapp.settings.description')}
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
            {t('whatsapp.settings.saving')}
          </p>
        ) : consent.OptedIn && consent.OptedInAt ? (
          <p className={styles.status}>
            {t('whatsapp.settings.agreedOn', {
              when: i18n.date(consent.OptedInAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'Asia/Kolkata',
              }),
            })}
          </p>
        ) : !mobile ? (
          <p className={styles.status}>
            <Trans
              id="whatsapp.settings.addMobile"
              components={{ 0: <Link to="/user/profile" /> }}
            />
          </p>
        ) : null}
      </div>
    </>
  );
}
