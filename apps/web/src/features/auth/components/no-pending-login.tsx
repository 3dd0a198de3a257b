import { Link } from '../../../lib/router';
import { buttonClassName, EmptyState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';

/** Shown on a code page opened without a code request (a bookmark, another tab). */
export function NoPendingLogin({ title }: { title: string }) {
  return (
    <PageFrame title={title} card>
      <EmptyState
        icon="shield"
        title="No code was requested in this tab"
        message="Start again from the sign-in page and we will send you a new code."
        actions={
          <Link to="/login" className={buttonClassName()}>
            Sign in
          </Link>
        }
      />
    </PageFrame>
  );
}
