import { useState } from 'react';
import { Link } from '../../../lib/router';
import { PageFrame } from '../../../components/page-frame';
import { readPendingLogin } from '../pending-login';
import styles from '../components/auth.module.css';
import { CodeEntry } from '../components/code-entry';
import { DevOutboxNotice } from '../components/dev-outbox-notice';
import { NoPendingLogin } from '../components/no-pending-login';
import { displayIdentifier } from '../identifiers';

/** Confirm the one-time code sent by SMS (or email) and sign in. */
export default function ConfirmOtpPage() {
  const [pending, setPending] = useState(readPendingLogin);
  if (!pending) return <NoPendingLogin title="Enter your code" />;
  return (
    <PageFrame title="Enter your code">
      <div className={styles.wrap}>
        <p className={styles.lead}>
          We sent a 6-digit code to{' '}
          <strong>{displayIdentifier(pending.channel, pending.identifier)}</strong>.{' '}
          <Link to="/login">Change</Link>
        </p>
        <DevOutboxNotice to={pending.identifier} />
        <CodeEntry pending={pending} onPendingChange={setPending} />
      </div>
    </PageFrame>
  );
}
