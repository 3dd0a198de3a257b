import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import { useNavigate } from '../../../lib/router';
import { Trans, useT } from '../../../lib/i18n';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { errorDialogShown } from '../../ui';
import type { OtpChannel } from '../auth-types';
import styles from '../components/auth.module.css';
import type { SignInProps } from './sign-in-props';
import { CodeInput } from '../components/code-input';
import { ProviderLogo } from '../components/provider-logo';
import { IdentifierForm } from '../components/identifier-form';
import { displayIdentifier } from '../identifiers';
import {
  firebaseFailureText,
  isAbandoned,
  loadFirebaseAuth,
  sendEmailLink,
  sendPhoneCode,
  signInWithProviderPopup,
} from './firebase-auth';
import { signInWithFirebase } from './firebase-session';

type Popup = 'Google' | 'Facebook';

/** Sign in through Firebase: Google and Facebook popups, SMS code, email link (as allowed). */
export function FirebaseSignIn({ config, returnTo }: SignInProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const allowed = new Set(config.FirebaseAllowedLoginMethods);
  const popups = (['Google', 'Facebook'] as const).filter((m) => allowed.has(m));
  const channels = (['phone', 'email'] as const).filter((c) =>
    allowed.has(c === 'phone' ? 'Phone' : 'Email'),
  );
  const [busy, setBusy] = useState<Popup | null>(null);
  const [sent, setSent] = useState<{ result: ConfirmationResult; mobile: string } | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);

  // load the SDK as the box shows: a popup opened after a download is blocked by Safari
  useEffect(() => {
    loadFirebaseAuth(config.Config).catch((err: unknown) => console.warn('Firebase', err));
  }, [config]);

  const failed = (err: unknown) => {
    if (isAbandoned(err)) return;
    dispatch(
      errorDialogShown({
        title: t('auth.otpFailure.title'),
        body: firebaseFailureText(t, err) ?? t('auth.otpFailure.body'),
      }),
    );
  };

  const popup = async (method: Popup) => {
    setBusy(method);
    try {
      const credential = await signInWithProviderPopup(config.Config, method);
      if (!(await dispatch(signInWithFirebase(credential, method))))
        await navigate(returnTo, { replace: true });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const send = async (channel: OtpChannel, identifier: string) => {
    try {
      if (channel === 'phone') {
        const result = await sendPhoneCode(config.Config, identifier, recaptcha.current!);
        setSent({ result, mobile: identifier });
      } else {
        await sendEmailLink(config.Config, identifier, returnTo);
        await navigate('/verification-link-sent', { state: { firebaseEmail: identifier } });
      }
      return null;
    } catch (err) {
      const text = firebaseFailureText(t, err);
      if (!text) failed(err);
      return text;
    }
  };

  if (sent)
    return (
      <FirebaseCodeForm
        mobile={sent.mobile}
        confirmation={sent.result}
        returnTo={returnTo}
        onChangeNumber={() => setSent(null)}
      />
    );
  return (
    <div className={styles.form}>
      {popups.map((method) => (
        <Button
          key={method}
          variant="secondary"
          size="l"
          block
          disabled={busy !== null}
          onClick={() => void popup(method)}
        >
          <ProviderLogo provider={method} />
          {busy === method
            ? t('auth.provider.waitingFor', { provider: method })
            : t('auth.provider.continueWith', { provider: method })}
        </Button>
      ))}
      {popups.length && channels.length ? (
        <p className={styles.divider}>
          <span>{t('auth.or')}</span>
        </p>
      ) : null}
      {channels.length ? (
        <IdentifierForm
          channels={channels}
          submitLabel={(c) => (c === 'phone' ? t('auth.sendCode') : t('auth.emailMeLink'))}
          onSubmit={send}
        >
          <div ref={recaptcha} />
        </IdentifierForm>
      ) : null}
    </div>
  );
}

/** The SMS code Firebase sent, confirmed with Firebase, then with our server. */
function FirebaseCodeForm({
  mobile,
  confirmation,
  returnTo,
  onChangeNumber,
}: {
  mobile: string;
  confirmation: ConfirmationResult;
  returnTo: string;
  onChangeNumber: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('auth.code.enterSix'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const credential = await confirmation.confirm(code);
      if (!(await dispatch(signInWithFirebase(credential, 'Phone'))))
        await navigate(returnTo, { replace: true });
    } catch (err) {
      setCode('');
      const text = firebaseFailureText(t, err);
      if (text) setError(text);
      else
        dispatch(
          errorDialogShown({ title: t('auth.otpFailure.title'), body: t('auth.otpFailure.body') }),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.lead}>
        <Trans
          id="auth.code.sentTo"
          values={{ destination: displayIdentifier('phone', mobile) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <CodeInput value={code} onChange={setCode} error={error} hint={t('auth.code.hint')} />
      <Button type="submit" size="l" block disabled={busy}>
        {busy ? t('auth.code.checking') : t('auth.code.verify')}
      </Button>
      <Button variant="ghost" onClick={onChangeNumber} disabled={busy}>
        {t('auth.code.changeOrResend')}
      </Button>
    </form>
  );
}
