import type { ReactNode } from 'react';
import { EmptyState as KitEmptyState, ErrorState as KitErrorState, SkeletonText } from '@kirana/ui';
import { errorMessage } from '../app/api';
import { useT } from '../lib/i18n';

// The console's states are the kit's in its card look.

/** Grey lines in the shape of a page while its data loads. */
export const PageSkeleton = ({ rows = 6 }: { rows?: number }) => <SkeletonText lines={rows} />;

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return <KitEmptyState look="card" title={title} message={text} actions={action} />;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <KitErrorState
      look="card"
      title={t('components.load-failed')}
      message={errorMessage(error)}
      onRetry={onRetry}
      retryLabel={t('components.retry')}
    />
  );
}

function NothingYet() {
  const t = useT();
  return <EmptyState title={t('components.nothing-yet')} />;
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
  if (isEmpty?.(query.data)) return <>{empty ?? <NothingYet />}</>;
  return <>{children(query.data)}</>;
}
