import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorState } from '@kirana/ui';
import { InlineLoader } from '../../../components/three-dots-loader';
import { loadScript } from '../../../lib/load-script';
import { errorDialogShown } from '../../ui';
import { signIn } from '../sign-in-thunks';
import type { LoginUsing } from '../auth-types';
import styles from '../components/auth.module.css';
import type { SignInProps } from './sign-in-props';

/** What OTPless's script hands to window.otpless after a sign-in (fields we read). */
export interface OtplessUser {
  token?: string;
  identities?: { identityType?: string; channel?: string; identityValue?: string; name?: string }[];
}

declare global {
  interface Window {
    otpless?: (user: OtplessUser) => void;
    otplessInit?: () => void;
  }
}

/** The method the shopper chose in OTPless's box (the server trusts only the verified token). */
export function otplessMethod(user: OtplessUser): LoginUsing {
  const first = user.identities?.[0];
  const channel = (first?.channel ?? '').toUpperCase();
  if (channel.includes('GOOGLE')) return 'Google';
  if (channel.includes('FACEBOOK')) return 'Facebook';
  return first?.identityType === 'EMAIL' ? 'Email' : 'Phone';
}

/** The spec's payload fields OTPless tells (the server keeps only what its token proves). */
export function otplessContact(user: OtplessUser) {
  const ids = user.identities ?? [];
  const value = (type: string) =>
    ids.find((i) => i.identityType === type)?.identityValue?.trim() || null;
  return {
    username: ids.find((i) => i.name)?.name ?? null,
    email: value('EMAIL'),
    phoneNumber: value('MOBILE'),
  };
}

/** OTPless's own sign-in box: its script draws into #otpless-login-page and calls window.otpless. */
export function OtplessSignIn({ config, returnTo }: SignInProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'signing-in'>('loading');
  const [attempt, setAttempt] = useState(0);
  const finish = useRef<(user: OtplessUser) => Promise<void>>(async () => undefined);

  const busy = useRef(false);

  finish.current = async (user) => {
    if (busy.current) return; // one sign-in at a time, however often the script calls back
    if (!user?.token) {
      dispatch(
        errorDialogShown({ title: t('auth.otpFailure.title'), body: t('auth.otpFailure.body') }),
      );
      return;
    }
    busy.current = true;
    setStatus('signing-in');
    const failure = await dispatch(
      signIn({
        loginService: 'otpless',
        loginUsing: otplessMethod(user),
        token: user.token,
        ...otplessContact(user),
      }),
    );
    busy.current = false;
    if (!failure) await navigate(returnTo, { replace: true });
    else setStatus('ready');
  };

  useEffect(() => {
    let live = true;
    window.otpless = (user) => void finish.current(user);
    const appId = config.OtpLessAppId ?? '';
    void loadScript('otpless-sdk', config.Config.OtplessSdkUrl ?? '', { 'data-appid': appId }).then(
      () => {
        if (!live) return;
        window.otplessInit?.(); // a second visit: the script ran already, draw the box again
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
      delete window.otpless;
    };
  }, [config, attempt]);

  if (status === 'error')
    return (
      <ErrorState
        title={t('auth.otpFailure.title')}
        message={t('auth.provider.boxFailed')}
        onRetry={() => {
          setStatus('loading');
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <div className={styles.form}>
      {status === 'loading' ? <InlineLoader label={t('auth.login.loading')} /> : null}
      {status === 'signing-in' ? <InlineLoader label={t('auth.signingIn')} /> : null}

      <div id="otpless-login-page" className={styles.providerBox} hidden={status !== 'ready'} />
    </div>
  );
}
