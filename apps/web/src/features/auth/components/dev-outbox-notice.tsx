import { useLoginConfig } from '../use-login-config';
import { Trans } from '../../../lib/i18n';
import styles from './auth.module.css';

/** "Demo mode" notice, shown only when the login configuration says Config.DevOutbox. */
export function DevOutboxNotice({ to }: { to?: string }) {
  const config = useLoginConfig();
  if (config.status !== 'ready' || config.value.Config?.DevOutbox !== true) return null;
  const href = `/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`;
  return (
    <p className={styles.notice} role="note">
      <Trans
        id="auth.demo.notice"
        components={{ 0: <a href={href} target="_blank" rel="noreferrer" /> }}
      />
    </p>
  );
}
