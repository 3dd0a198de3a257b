import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Trans, useT } from '../../../lib/i18n';
import { PageFrame } from '../../../components/page-frame';
import { readPendingLogin } from '../pending-login';
import styles from '../components/auth.module.css';
import { CodeEntry } from '../components/code-entry';
import { DevOutboxNotice } from '../components/dev-outbox-notice';
import { NoPendingLogin } from '../components/no-pending-login';
import { displayIdentifier } from '../identifiers';

/** Confirm the one-time code sent by SMS (or email) and sign in. */
export default function ConfirmOtpPage() {
  const t = useT();
  const [pending, setPending] = useState(readPendingLogin);
  if (!pending) return <NoPendingLogin title={t('auth.otpPage.title')} />;
  return (
    <PageFrame title={t('auth.otpPage.title')}>
      <div className={styles.wrap}>
        <p className={styles.lead}>
          <Trans
            id="auth.code.sentTo"
            values={{ destination: displayIdentifier(pending.channel, pending.identifier) }}
            components={{ 0: <strong /> }}
          />{' '}
          <Link to="/login">{t('auth.code.change')}</Link>
        </p>

        <DevOutboxNotice to={pending.identifier} />
        <CodeEntry pending={pending} onPendingChange={setPending} />
      </div>
    </PageFrame>
  );
}
