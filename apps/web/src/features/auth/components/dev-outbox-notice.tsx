import { useEffect, useState } from 'react';
import { getLoginConfig } from '../api';
import styles from './auth.module.css';

/** "Demo mode" notice, shown only when the login configuration says Config.DevOutbox. */
export function DevOutboxNotice({ to }: { to?: string }) {
  const [devOutbox, setDevOutbox] = useState(false);
  useEffect(() => {
    let live = true;
    void getLoginConfig().then((config) => {
      if (live) setDevOutbox(config?.Config?.DevOutbox === true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!devOutbox) return null;
  const href = `/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`;
  return (
    <p className={styles.notice} role="note">
      Demo mode: find your code in the{' '}
      <a href={href} target="_blank" rel="noreferrer">
        developer outbox
      </a>
      .
    </p>
  );
}
