import { Link } from '../../../lib/router';
import { buttonClassName, EmptyState, ErrorState } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';

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

/** A catalogue page that failed to load: the API's failure in the kit's error state. */
export function LoadError({
  error,
  onRetry,
  title,
}: {
  error: ApiFailure | null;
  onRetry: () => void;
  title?: string;
}) {
  const t = useT();
  const message = error ? `${error.message}. ${error.description}` : undefined;
  return (
    <ErrorState title={title ?? t('shell.error.chunk.title')} message={message} onRetry={onRetry} />
  );
}

/** A shelf that failed to load: its heading, what went wrong and a retry, in the shelf's place. */
export function ShelfError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return <ErrorState level={2} title={title} message={message} onRetry={onRetry} />;
}
