import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState as ErrorPanel } from '../../../components/error-state';
import type { ApiFailure } from '../../../lib/api-client';
import styles from './page-states.module.css';

export { EmptyState };

/** A category or product that does not exist: the page's heading and two ways on. */
export function NotFoundState({
  title,
  message,
  links,
}: {
  title: string;
  message: string;
  links: [{ to: string; label: string }, { to: string; label: string }];
}) {
  return (
    <EmptyState
      level={1}
      icon="search"
      title={title}
      message={message}
      actions={
        <>
          <Link to={links[0].to} className={buttonClassName()}>
            {links[0].label}
          </Link>
          <Link to={links[1].to} className={buttonClassName({ variant: 'secondary' })}>
            {links[1].label}
          </Link>
        </>
      }
    />
  );
}

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
