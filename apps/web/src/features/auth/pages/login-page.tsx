import { Link, useSearchParams } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const name = useAppSelector(selectDisplayName) || t('shell.my-account');
  const config = useLoginConfig();

  if (signedIn)
    return (
      <PageFrame title={t('auth.login.title')} card>
        <EmptyState
          icon="user"
          title={t('auth.login.signedInAs', { name })}
          actions={
            <>
              <Link to="/user/profile" className={buttonClassName()}>
                {t('auth.myAccount')}
              </Link>
              <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
                {t('auth.continueShopping')}
              </Link>
            </>
          }
        />
      </PageFrame>
    );

  return (
    <PageFrame title={t('auth.login.title')} description={t('auth.login.description')}>
      <div className={styles.wrap}>
        {config.status === 'loading' ? <InlineLoader label={t('auth.login.loading')} /> : null}
        {config.status === 'error' ? (
          <ErrorState title={t('auth.login.loadFailed')} onRetry={config.retry} />
        ) : null}
        {config.status === 'ready' ? (
          <LoginMethods config={config.value} returnTo={safeReturnTo(params.get('next'))} />
        ) : null}
      </div>
    </PageFrame>
  );
}
