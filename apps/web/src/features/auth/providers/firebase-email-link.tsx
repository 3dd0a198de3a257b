import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import styles from '../components/auth.module.css';
import { IdentifierForm } from '../components/identifier-form';
import { LinkFailed } from '../components/link-failed';
import { useLoginConfig } from '../use-login-config';
import {
  completeEmailLink,
  emailForLink,
  firebaseCode,
  firebaseFailureText,
} from './firebase-auth';
import { signInWithFirebase } from './firebase-session';

/**
 * A Firebase email sign-in link opened at /verify-email: signs in with the address it was sent
 * to from this browser, or asks for it when the link is opened elsewhere.
 */
export function FirebaseEmailLink({ returnTo }: { returnTo: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const config = useLoginConfig();
  const [email, setEmail] = useState(emailForLink);
  const [failure, setFailure] = useState<string | null>(null);
  const [retype, setRetype] = useState<string | null>(null);
  const started = useRef(false);
  const ready = config.status === 'ready' ? config.value : null;

  useEffect(() => {
    if (!ready || !email || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const credential = await completeEmailLink(ready.Config, email, window.location.href);
        const refused = await dispatch(signInWithFirebase(credential, 'Email'));
        if (!refused) await navigate(returnTo, { replace: true });
        else setFailure(refused.message);
      } catch (err) {
        if (firebaseCode(err) === 'auth/invalid-email') {
          // typed on another device and not the address the link was sent to: ask again
          started.current = false;
          setEmail(null);
          setRetype(`${email} is not the address this link was sent to.`);
          return;
        }
        setFailure(firebaseFailureText(err) ?? 'Something went wrong, Please try again.');
      }
    })();
  }, [ready, email, dispatch, navigate, returnTo]);

  if (config.status === 'error')
    return (
      <PageFrame title="Verify your email" card>
        <ErrorState title="Sign-in could not load" onRetry={config.retry} />
      </PageFrame>
    );
  if (failure) return <LinkFailed message={failure} action="Request a new link" />;
  if (!email)
    return (
      <PageFrame title="Confirm your email">
        <div className={styles.wrap}>
          <p className={styles.lead}>
            This link was opened on another device or browser. Enter the email address it was sent
            to.
          </p>
          {retype ? (
            <p className={styles.errorBlock} role="alert">
              {retype}
            </p>
          ) : null}
          <IdentifierForm
            channels={['email']}
            submitLabel={() => 'Sign in'}
            onSubmit={async (_channel, value) => {
              setEmail(value);
              return null;
            }}
          />
        </div>
      </PageFrame>
    );
  return (
    <PageFrame title="Signing you in">
      <InlineLoader label="Checking your sign-in link" />
    </PageFrame>
  );
}
