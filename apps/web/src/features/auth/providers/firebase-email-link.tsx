import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
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
          setRetype(t('auth.link.wrongEmail', { email }));
          return;
        }
        setFailure(firebaseFailureText(t, err) ?? t('auth.link.genericFailure'));
      }
    })();
  }, [ready, email, dispatch, navigate, returnTo, t]);

  if (config.status === 'error')
    return (
      <PageFrame title={t('auth.link.verifyTitle')} card>
        <ErrorState title={t('auth.login.loadFailed')} onRetry={config.retry} />
      </PageFrame>
    );
  if (failure) return <LinkFailed message={failure} action={t('auth.link.requestLink')} />;
  if (!email)
    return (
      <PageFrame title={t('auth.link.confirmTitle')}>
        <div className={styles.wrap}>
          <p className={styles.lead}>{t('auth.link.typeEmail')}</p>
          {retype ? (
            <p className={styles.errorBlock} role="alert">
              {retype}
            </p>
          ) : null}
          <IdentifierForm
            channels={['email']}
            submitLabel={() => t('auth.signIn')}
            onSubmit={async (_channel, value) => {
              setEmail(value);
              return null;
            }}
          />
        </div>
      </PageFrame>
    );
  return (
    <PageFrame title={t('auth.signingIn')}>
      <InlineLoader label={t('auth.link.checking')} />
    </PageFrame>
  );
}
