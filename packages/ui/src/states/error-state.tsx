import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@kirana/ui';
import { Icon } from './icon';
import styles from './state-panel.module.css';

export const RETRY_LABEL = 'Please try again';

export interface ErrorStateProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  actions?: ReactNode;
  level?: 1 | 2;
}

/**
 * A failed load: what went wrong and a "Please try again" button, pressed by itself when the
 * connection comes back (a page that failed offline loads once the phone is online again).
 */
export function ErrorState({
  title = 'Something went wrong',
  message = 'Something went wrong, Please try again after some time',
  onRetry,
  retryLabel = RETRY_LABEL,
  actions,
  level = 2,
}: ErrorStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const retry = useRef(onRetry);
  retry.current = onRetry;
  const canRetry = onRetry !== undefined;
  useEffect(() => {
    if (!canRetry) return;
    const online = () => retry.current?.();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [canRetry]);
  return (
    <div className={styles.panel} role="alert">
      <span className={styles.icon}>
        <Icon name="alert" size={32} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      <div className={styles.actions}>
        {onRetry ? (
          <Button onClick={onRetry}>
            <Icon name="reload" size={18} />
            {retryLabel}
          </Button>
        ) : null}
        {actions}
      </div>
    </div>
  );
}
