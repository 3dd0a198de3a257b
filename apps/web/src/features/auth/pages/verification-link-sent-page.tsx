import { useState } from 'react';
import { Link, useLocation } from '../../../lib/router';
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
  const location = useLocation();
  const [pending, setPending] = useState(readPendingLogin);
  const firebaseEmail =
    (location.state as { firebaseEmail?: string } | null)?.firebaseEmail ?? null;
  if (firebaseEmail && firebaseEmail === emailForLink())
    return (
      <PageFrame title="Check your inbox">
        <div className={styles.wrap}>
          <p className={styles.lead}>
            We sent a sign-in link to <strong>{firebaseEmail}</strong>. Open it on this device to
            sign in. <Link to="/login">Use another email</Link>
          </p>
        </div>
      </PageFrame>
    );
  if (!pending) return <NoPendingLogin title="Check your inbox" />;
  return (
    <PageFrame title="Check your inbox">
      <div className={styles.wrap}>
        <p className={styles.lead}>
          We sent a code and a sign-in link to <strong>{pending.identifier}</strong>. Open the link
          on this device, or type the code below. <Link to="/login">Use another email</Link>
        </p>
        <DevOutboxNotice to={pending.identifier} />
        <CodeEntry pending={pending} onPendingChange={setPending} />
      </div>
    </PageFrame>
  );
}
