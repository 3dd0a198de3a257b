import { Link, useSearchParams } from '../../../lib/router';
import { useAppSelector } from '../../../app/hooks';
import { buttonClassName, EmptyState, ErrorState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import { selectDisplayName, selectIsAuthenticated } from '../../users';
import styles from '../components/auth.module.css';
import { LoginMethods } from '../providers/login-methods';
import { safeReturnTo } from '../return-to';
import { useLoginConfig } from '../use-login-config';

/** Sign in with the methods of the sign-in service the server chose. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const name = useAppSelector(selectDisplayName);
  const config = useLoginConfig();

  if (signedIn)
    return (
      <PageFrame title="Sign in" card>
        <EmptyState
          icon="user"
          title={`You are signed in as ${name}`}
          actions={
            <>
              <Link to="/user/profile" className={buttonClassName()}>
                My account
              </Link>
              <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
                Continue shopping
              </Link>
            </>
          }
        />
      </PageFrame>
    );

  return (
    <PageFrame title="Sign in" description="No password needed.">
      <div className={styles.wrap}>
        {config.status === 'loading' ? <InlineLoader label="Loading sign-in" /> : null}
        {config.status === 'error' ? (
          <ErrorState title="Sign-in could not load" onRetry={config.retry} />
        ) : null}
        {config.status === 'ready' ? (
          <LoginMethods config={config.value} returnTo={safeReturnTo(params.get('next'))} />
        ) : null}
      </div>
    </PageFrame>
  );
}
