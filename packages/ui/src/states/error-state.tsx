import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { panelClass, type StateLook } from './state-look';
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
  /** 'card': the console's look, a bordered card, the title in red, no icon. */
  look?: StateLook;
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
  look = 'page',
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
    <div className={panelClass(look, styles.error)} role="alert">
      {look === 'page' ? (
        <span className={styles.icon}>
          <Icon name="alert" size={32} />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      <div className={styles.actions}>
        {onRetry ? (
          <Button variant={look === 'page' ? 'primary' : 'secondary'} onClick={onRetry}>
            {look === 'page' ? <Icon name="reload" size={18} /> : null}
            {retryLabel}
          </Button>
        ) : null}
        {actions}
      </div>
    </div>
  );
}
