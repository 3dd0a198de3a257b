import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../lib/router';
import { Button, buttonClassName, ErrorState, RETRY_LABEL } from '@kirana/ui';

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
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error.name === 'ChunkLoadError') {
      return (
        <ErrorState
          level={1}
          title="This page could not load"
          message="Please check your internet connection, then reload the page."
          actions={<Button onClick={() => window.location.reload()}>Reload page</Button>}
        />
      );
    }
    return (
      <ErrorState
        level={1}
        title="Something went wrong"
        message="This page ran into a problem. Please try again, or go back to the home page."
        onRetry={() => this.setState({ error: null })}
        retryLabel={RETRY_LABEL}
        actions={
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            Go to home
          </Link>
        }
      />
    );
  }
}
