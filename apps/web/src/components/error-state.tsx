import type { ReactNode } from 'react';
import { Button } from './button';
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

/** A failed load: what went wrong and a "Please try again" button. */
export function ErrorState({
  title = 'Something went wrong',
  message = 'Something went wrong, Please try again after some time',
  onRetry,
  retryLabel = RETRY_LABEL,
  actions,
  level = 2,
}: ErrorStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
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
