import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../lib/router';
import { Button, buttonClassName, ErrorState } from '@kirana/ui';
import { useT } from '../lib/i18n';
import { firstScreenReady } from './after-first-screen';

interface State {
  error: Error | null;
}

/** Catches a page's render errors; a ChunkLoadError offers a full reload (new deploys, flaky networks). */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  State
> {
  override state: State = { error: null };

  override componentDidUpdate(prev: { resetKey?: string }): void {
    // Navigating away from a failed page clears the error.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
    // no page will say it is ready: the work held for it starts now
    firstScreenReady();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteErrorView error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

/** What a failed page shows, in the shopper's language. */
function RouteErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  if (error.name === 'ChunkLoadError') {
    return (
      <ErrorState
        level={1}
        title={t('shell.error.chunk.title')}
        message={t('shell.error.chunk.message')}
        actions={
          <Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>
        }
      />
    );
  }
  return (
    <ErrorState
      level={1}
      title={t('shell.error.title')}
      message={t('shell.error.message')}
      onRetry={onRetry}
      actions={
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          {t('shell.error.home')}
        </Link>
      }
    />
  );
}
