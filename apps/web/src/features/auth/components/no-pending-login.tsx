import { Link } from '../../../lib/router';
import { buttonClassName, EmptyState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';

/** Shown on a code page opened without a code request (a bookmark, another tab). */
export function NoPendingLogin({ title }: { title: string }) {
  const t = useT();
  return (
    <PageFrame title={title} card>
      <EmptyState
        icon="shield"
        title={t('auth.noPending.title')}
        message={t('auth.noPending.message')}
        actions={
          <Link to="/login" className={buttonClassName()}>
            {t('auth.signIn')}
          </Link>
        }
      />
    </PageFrame>
  );
}
