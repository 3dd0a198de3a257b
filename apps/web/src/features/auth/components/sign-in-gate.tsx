import type { ReactNode } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { useAppSelector } from '../../../app/hooks';
import { buttonClassName, EmptyState } from '@kirana/ui';
import type { IconName } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';
import { InlineLoader } from '../../../components/three-dots-loader';
import { useRestoreSession } from '../use-session';
import { selectIsAuthenticated, selectSessionStatus } from '../../users';

/**
 * Renders `children` for a signed-in user; while the saved session is being restored, the page
 * frame with a loader; for a guest, a "Sign in to …" panel that comes back here afterwards.
 */
export function SignInGate({
  title,
  prompt,
  icon = 'user',
  children,
}: {
  title: string;
  prompt: string;
  icon?: IconName;
  children: ReactNode;
}) {
  const t = useT();
  useRestoreSession();
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { pathname, search } = useLocation();
  if (signedIn) return children;
  if (status !== 'ready')
    return (
      <PageFrame title={title}>
        <InlineLoader label={t('auth.gate.checking')} />
      </PageFrame>
    );
  return (
    <PageFrame title={title} card>
      <EmptyState
        icon={icon}
        title={prompt}
        message={t('auth.gate.message')}
        actions={
          <>
            <Link
              to={`/login?next=${encodeURIComponent(pathname + search)}`}
              className={buttonClassName()}
            >
              {t('auth.signIn')}
            </Link>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {t('auth.continueShopping')}
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}
