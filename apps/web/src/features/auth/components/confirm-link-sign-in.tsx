import { Link } from '../../../lib/router';
import { Button, buttonClassName, EmptyState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';

/**
 * A sign-in link opened in a browser that did not ask for it: nothing happens until the shopper
 * says this account is theirs to use here.
 */
export function ConfirmLinkSignIn({
  question,
  onConfirm,
}: {
  question: string;
  onConfirm: () => void;
}) {
  return (
    <PageFrame title="Verify your email" card>
      <EmptyState
        icon="mail"
        title={question}
        message="This link was asked for in another browser or on another device. Sign in here only if you asked for it yourself."
        actions={
          <>
            <Button onClick={onConfirm}>Sign in</Button>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              Not now
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}
