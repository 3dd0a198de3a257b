import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { LOGIN_CONFIRMATION_NEEDED } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { buttonClassName, EmptyState } from '@kirana/ui';
import { PageFrame } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import { signIn } from '../sign-in-thunks';
import { clearPendingLogin, readPendingLogin } from '../pending-login';
import { heldBrowserKey } from '../browser-key';
import { codeFailureText } from '../components/code-entry';
import { ConfirmLinkSignIn } from '../components/confirm-link-sign-in';
import { LinkFailed } from '../components/link-failed';
import { isFirebaseEmailLink } from '../providers/firebase-auth';
import { FirebaseEmailLink } from '../providers/firebase-email-link';
import { safeReturnTo } from '../return-to';

type Status = 'checking' | 'confirm' | 'failed' | 'missing';

/**
 * The sign-in link of the email: ours is /verify-email?requestId=&code=, Firebase's comes back
 * with mode=signIn&oobCode=. Ours signs in by itself only in the browser that asked for the code;
 * anywhere else it asks first.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  if (isFirebaseEmailLink(window.location.href))
    return <FirebaseEmailLink returnTo={safeReturnTo(params.get('next'))} />;
  return <OwnEmailLink />;
}

function OwnEmailLink() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = params.get('requestId') ?? '';
  const code = params.get('code') ?? '';
  const valid = requestId.length > 0 && /^\d{6}$/.test(code);
  const [status, setStatus] = useState<Status>(valid ? 'checking' : 'missing');
  const [message, setMessage] = useState('');
  const started = useRef(false);

  const attempt = useCallback(
    async (confirmed: boolean) => {
      const pending = readPendingLogin();
      const sameRequest = pending?.requestId === requestId ? pending : null;
      const key = heldBrowserKey();
      const failure = await dispatch(
        signIn({
          username: null,
          email: sameRequest?.identifier ?? null,
          phoneNumber: null,
          loginUsing: 'Email',
          loginService: 'kirana',
          RequestId: requestId,
          Code: code,
          ...(key ? { BrowserKey: key } : {}),
          ...(confirmed ? { Confirmed: true } : {}),
        }),
      );
      if (!failure) {
        clearPendingLogin();
        void navigate(sameRequest?.returnTo || '/', { replace: true });
      } else if (failure.code === LOGIN_CONFIRMATION_NEEDED) {
        setMessage(failure.body?.ErrorDescription || t('auth.link.signInHere'));
        setStatus('confirm');
      } else {
        setMessage(codeFailureText(t, failure));
        setStatus('failed');
      }
    },
    [requestId, code, dispatch, navigate, t],
  );

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    void attempt(false);
  }, [valid, attempt]);

  if (status === 'confirm')
    return (
      <ConfirmLinkSignIn
        question={message}
        onConfirm={() => {
          setStatus('checking');
          void attempt(true);
        }}
      />
    );
  if (status === 'checking')
    return (
      <PageFrame title={t('auth.signingIn')}>
        <InlineLoader label={t('auth.link.checking')} />
      </PageFrame>
    );
  if (status === 'missing')
    return (
      <PageFrame title={t('auth.link.verifyTitle')} card>
        <EmptyState
          icon="mail"
          title={t('auth.link.incompleteTitle')}
          message={t('auth.link.incompleteMessage')}
          actions={
            <Link to="/login" className={buttonClassName()}>
              {t('auth.signIn')}
            </Link>
          }
        />
      </PageFrame>
    );
  if (status === 'failed')
    return <LinkFailed message={message} action={t('auth.link.requestCode')} />;

  return null;
}
