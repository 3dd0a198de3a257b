import { useState } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { Trans, useT } from '../../../lib/i18n';
import { PageFrame } from '../../../components/page-frame';
import { readPendingLogin } from '../pending-login';
import styles from '../components/auth.module.css';
import { CodeEntry } from '../components/code-entry';
import { DevOutboxNotice } from '../components/dev-outbox-notice';
import { NoPendingLogin } from '../components/no-pending-login';
import { emailForLink } from '../providers/firebase-auth';

/**
 * Check your inbox: our email holds a code and a sign-in link (the code box is here too); a
 * Firebase email holds only the link.
 */
export default function VerificationLinkSentPage() {
  const t = useT();
  const location = useLocation();
  const [pending, setPending] = useState(readPendingLogin);
  const firebaseEmail =
    (location.state as { firebaseEmail?: string } | null)?.firebaseEmail ?? null;
  if (firebaseEmail && firebaseEmail === emailForLink())
    return (
      <PageFrame title={t('auth.inbox.title')}>
        <div className={styles.wrap}>
          <p className={styles.lead}>
            <Trans
              id="auth.inbox.linkSent"
              values={{ email: firebaseEmail }}
              components={{ 0: <strong />, 1: <Link to="/login" /> }}
            />
          </p>
        </div>
      </PageFrame>
    );
  if (!pending) return <NoPendingLogin title={t('auth.inbox.title')} />;
  return (
    <PageFrame title={t('auth.inbox.title')}>
      <div className={styles.wrap}>
        <p className={styles.lead}>
          <Trans
            id="auth.inbox.codeAndLinkSent"
            values={{ email: pending.identifier }}
            components={{ 0: <strong />, 1: <Link to="/login" /> }}
          />
        </p>

        <DevOutboxNotice to={pending.identifier} />
        <CodeEntry pending={pending} onPendingChange={setPending} />
      </div>
    </PageFrame>
  );
}
