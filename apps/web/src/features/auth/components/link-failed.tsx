import { Link } from '../../../lib/router';
import { buttonClassName, ErrorState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';

/** An email sign-in link that did not work: why, and the way back to /login. */
export function LinkFailed({ message, action }: { message: string; action: string }) {
  const t = useT();
  return (
    <PageFrame title={t('auth.link.verifyTitle')} card>
      <ErrorState
        title={t('auth.link.failedTitle')}

        message={message}
        actions={
          <Link to="/login" className={buttonClassName()}>
            {action}
          </Link>
        }
      />
    </PageFrame>
  );
}
