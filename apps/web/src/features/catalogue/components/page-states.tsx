import { ErrorState as ErrorPanel } from '../../../components/error-state';
import type { ApiFailure } from '../../../lib/api-client';
import styles from './page-states.module.css';

export { EmptyState } from '../../../components/empty-state';

/** A failed load: what went wrong and the shared "Please try again" button. */
export function ErrorState({
  error,
  onRetry,
  title = 'We could not load this page',
}: {
  error: ApiFailure | null;
  onRetry: () => void;
  title?: string;
}) {
  const message = error ? `${error.message}. ${error.description}` : undefined;
  return <ErrorPanel title={title} message={message} onRetry={onRetry} />;
}

/** A grey shimmering block standing in for content while it loads (sized by `className`). */
export function Skeleton({ className }: { className?: string }) {
  return <span className={`${styles.skeleton} ${className ?? ''}`} aria-hidden="true" />;
}

/** A screen-reader announcement that content is loading. */
export function LoadingLabel({ label = 'Loading' }: { label?: string }) {
  return (
    <span className={styles.srOnly} role="status">
      {label}
    </span>
  );
}
