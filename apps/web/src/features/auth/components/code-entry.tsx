import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { toFailure, type ApiFailure } from '../../../lib/api-client';
import { errorDialogShown } from '../../ui';
import { useT, type Translate } from '../../../lib/i18n';
import { signIn } from '../sign-in-thunks';
import type { AuthUsersBody } from '../auth-types';
import { requestOtp } from '../api';
import { clearPendingLogin, savePendingLogin, type PendingLogin } from '../pending-login';
import { useCountdown } from '../use-countdown';
import styles from './auth.module.css';
import { CodeInput } from './code-input';

/** The sign-in body for a code request and the code typed. */
export function authBody(pending: PendingLogin, code: string): AuthUsersBody {
  // every field of the spec's payload, null when this sign-in does not know it
  const phone = pending.channel === 'phone';
  return {
    username: null,
    email: phone ? null : pending.identifier,
    phoneNumber: phone ? pending.identifier : null,
    loginUsing: phone ? 'Phone' : 'Email',
    loginService: 'kirana',
    RequestId: pending.requestId,
    Code: code,
    // typing the code on this page is the shopper's own confirmation
    Confirmed: true,
  };
}

/** The server accepts this many tries of one code (then answers OTP_TOO_MANY_ATTEMPTS). */
export const OTP_MAX_ATTEMPTS = 5;

/** What to tell the shopper about a wrong, spent or expired code (`left`: tries remaining). */
export function codeFailureText(
  t: Translate,
  failure: ApiFailure,
  left: number | null = null,
): string {
  if (failure.code === 'OTP_INVALID' && failure.message === 'The code is not correct') {
    if (left === 0) return t('auth.code.wrongNoneLeft');
    if (left !== null) return t('auth.code.wrongLeft', { left });
    return t('auth.code.wrong');
  }
  const hint = failure.body?.ErrorDescription;
  return `${failure.message}.${hint ? ` ${hint}.` : ''}`;
}

/** The one-time code box, with resend after the countdown, for a pending code request. */
export function CodeEntry({
  pending,
  onPendingChange,
}: {
  pending: PendingLogin;
  onPendingChange: (next: PendingLogin) => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const [wrong, setWrong] = useState({ requestId: pending.requestId, count: 0 });
  const wrongSoFar = wrong.requestId === pending.requestId ? wrong.count : 0;
  const resendIn = useCountdown(pending.resendAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('auth.code.enterSix'));
      return;
    }
    setError(null);
    setBusy(true);
    const failure = await dispatch(signIn(authBody(pending, code)));
    setBusy(false);
    if (!failure) {
      clearPendingLogin();
      await navigate(pending.returnTo || '/', { replace: true });
      return;
    }
    setCode('');
    const isWrong = failure.code === 'OTP_INVALID';
    const count = wrongSoFar + (isWrong ? 1 : 0);
    setWrong({ requestId: pending.requestId, count });
    setError(codeFailureText(t, failure, isWrong ? Math.max(0, OTP_MAX_ATTEMPTS - count) : null));
  };

  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await requestOtp(pending.channel, pending.identifier);
      onPendingChange(
        savePendingLogin(pending.channel, pending.identifier, answer, pending.returnTo),
      );
      setResent(true);
    } catch (err) {
      const failure = toFailure(err);
      if (failure.status === 400 || failure.status === 429) setError(failure.message);
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
      <CodeInput
        value={code}
        onChange={setCode}
        error={error}
        hint={t(resent ? 'auth.code.hintResent' : 'auth.code.hint')}
      />
      <Button type="submit" size="l" block disabled={busy}>
        {busy ? t('auth.code.checking') : t('auth.code.verify')}
      </Button>
      <div className={styles.row}>
        <span className={styles.hint} aria-live="polite">
          {resendIn > 0
            ? t('auth.code.resendIn', { seconds: resendIn })
            : t('auth.code.didNotGetIt')}
        </span>
        <Button variant="ghost" disabled={busy || resendIn > 0} onClick={() => void resend()}>
          {t('auth.code.resend')}
        </Button>
      </div>
    </form>
  );
}
