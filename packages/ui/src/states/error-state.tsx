import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { panelClass, type StateLook } from './state-look';
import styles from './state-panel.module.css';
import { ENGLISH_UI_WORDS, useUiWords } from '../ui-words';

/** The retry button's English words (the console's; the storefront gives its own, see UiWords). */
export const RETRY_LABEL = ENGLISH_UI_WORDS.retry;
/** How long a load that failed soon after the connection came back waits to try again. */
export const ONLINE_RETRY_AGAIN_MS = 3000;
/** How long after the connection comes back a failed load counts as "soon after". */
export const ONLINE_SETTLE_MS = 10_000;

// when the browser last said it is online again (one listener for every panel, from the start:
// the panel that failed just after it mounts only then)
let backOnlineAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined')
  window.addEventListener('online', () => (backOnlineAt = Date.now()));

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
 * connection comes back, and once more a moment later when that try failed too (a page that
 * failed offline loads once the phone is online again).
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  actions,
  level = 2,
  look = 'page',
}: ErrorStateProps) {
  const words = useUiWords();
  const shownMessage = message === undefined ? words.errorMessage : message;
  const Heading = level === 1 ? 'h1' : 'h2';
  const retry = useRef(onRetry);
  retry.current = onRetry;
  const canRetry = onRetry !== undefined;
  useEffect(() => {
    if (!canRetry) return;
    const online = () => retry.current?.();
    window.addEventListener('online', online);
    // "online" can come before the network carries requests (a phone's radio, a browser's
    // worker): a load that failed again just after it tries once more a moment later
    const again =
      Date.now() - backOnlineAt < ONLINE_SETTLE_MS
        ? setTimeout(() => retry.current?.(), ONLINE_RETRY_AGAIN_MS)
        : undefined;
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(again);
    };
  }, [canRetry]);
  return (
    <div className={panelClass(look, styles.error)} role="alert">
      {look === 'page' ? (
        <span className={styles.icon}>
          <Icon name="alert" size={32} />
        </span>
      ) : null}
      <Heading className={styles.title}>{title === undefined ? words.errorTitle : title}</Heading>
      {shownMessage ? <p className={styles.message}>{shownMessage}</p> : null}
      <div className={styles.actions}>
        {onRetry ? (
          <Button variant={look === 'page' ? 'primary' : 'secondary'} onClick={onRetry}>
            {look === 'page' ? <Icon name="reload" size={18} /> : null}
            {retryLabel ?? words.retry}
          </Button>
        ) : null}
        {actions}
      </div>
    </div>
  );
}
