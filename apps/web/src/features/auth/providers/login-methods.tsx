import { useNavigate } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorState } from '@kirana/ui';
import { toFailure } from '../../../lib/api-client';
import { errorDialogShown } from '../../ui';
import type { OtpChannel } from '../auth-types';
import { requestOtp } from '../api';
import { savePendingLogin } from '../pending-login';
import { DevOutboxNotice } from '../components/dev-outbox-notice';
import { IdentifierForm } from '../components/identifier-form';
import { FirebaseSignIn } from './firebase-sign-in';
import { OtplessSignIn } from './otpless-sign-in';
import type { SignInProps } from './sign-in-props';

/** The sign-in methods of the service the server chose (built-in OTP, Firebase or OTPless). */
export function LoginMethods({ config, returnTo }: SignInProps) {
  if (config.LoginServiceProvider === 'firebase')
    return <FirebaseSignIn config={config} returnTo={returnTo} />;
  if (config.LoginServiceProvider === 'otpless')
    return <OtplessSignIn config={config} returnTo={returnTo} />;
  return <BuiltInOtp config={config} returnTo={returnTo} />;
}

/** Kirana's own one-time code by SMS or email. */
function BuiltInOtp({ config, returnTo }: SignInProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const channels = (['phone', 'email'] as const).filter((c) =>
    c === 'phone'
      ? config.Config.PhoneLoginEnabled !== false
      : config.Config.EmailLoginEnabled !== false,
  );
  const send = async (channel: OtpChannel, identifier: string) => {
    try {
      const answer = await requestOtp(channel, identifier);
      savePendingLogin(channel, identifier, answer, returnTo);
      await navigate(channel === 'phone' ? '/confirm-otp' : '/verification-link-sent');
      return null;
    } catch (err) {
      const failure = toFailure(err);
      if (failure.status === 400 || failure.status === 429) return failure.message;
      dispatch(
        errorDialogShown({ title: t('auth.otpFailure.title'), body: t('auth.otpFailure.body') }),
      );
      return null;
    }
  };
  if (!channels.length)
    return (
      <ErrorState
        title={t('auth.provider.unavailableTitle')}
        message={t('auth.provider.unavailableBody')}
      />
    );
  return (
    <>
      <DevOutboxNotice />
      <IdentifierForm channels={channels} submitLabel={() => t('auth.sendCode')} onSubmit={send} />
    </>
  );
}
