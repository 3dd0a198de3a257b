import { Link } from '../../../lib/router';
import { buttonClassName, ErrorState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';

/** An email sign-in link that did not work: why, and the way back to /login. */
export function LinkFailed({ message, action }: { message: string; action: string }) {
  return (
    <PageFrame title="Verify your email" card>
      <ErrorState
        title="We could not sign you in with this link"
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
