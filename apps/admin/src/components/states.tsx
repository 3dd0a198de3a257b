import type { ReactNode } from 'react';
import { errorMessage } from '../app/api';
import { Button } from '@kirana/ui';
import styles from './states.module.css';

/** Grey blocks in the shape of a page while its data loads. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading">
      <div className={styles.bar} style={{ width: '40%', height: 28 }} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.bar} />
      ))}
    </div>
  );
}

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.panel}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {action}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className={`${styles.panel} ${styles.error}`} role="alert">
      <h2>This could not be loaded</h2>
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * An RTK Query result's three states around its content: a skeleton while it first loads, the
 * error with a retry, the empty state when `isEmpty(data)`, else `children(data)`.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <PageSkeleton />;
  if (query.isError || query.data === undefined) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>;
  return <>{children(query.data)}</>;
}
