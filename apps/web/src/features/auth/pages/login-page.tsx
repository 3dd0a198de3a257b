import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { toFailure } from '../../../lib/api-client';
import { errorDialogShown } from '../../general/ui-slice';
import { OTP_FAILURE_BODY, OTP_FAILURE_TITLE } from '../../user/session-messages';
import { selectDisplayName, selectIsAuthenticated } from '../../user/user-slice';
import type { OtpChannel } from '../../user/user-types';
import { requestOtp, savePendingLogin } from '../auth-api';
import { DevOutboxNotice } from '../components/dev-outbox-notice';
import styles from '../components/auth.module.css';
import { normaliseEmail, normaliseMobile } from '../identifiers';
import { safeReturnTo } from '../return-to';

/** Sign in: choose email or phone, then we send a one-time code. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const name = useAppSelector(selectDisplayName);
  const [channel, setChannel] = useState<OtpChannel>('phone');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (signedIn)
    return (
      <PageFrame title="Sign in" card>
        <EmptyState
          icon="user"
          title={`You are signed in as ${name}`}
          actions={
            <>
              <Link to="/user/profile" className={buttonClassName()}>
                My account
              </Link>
              <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
                Continue shopping
              </Link>
            </>
          }
        />
      </PageFrame>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const identifier = channel === 'phone' ? normaliseMobile(value) : normaliseEmail(value);
    if (!identifier) {
      setError(
        channel === 'phone'
          ? 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9'
          : 'Enter a valid email address',
      );
      return;
    }
    setError(null);
    setSending(true);
    try {
      const answer = await requestOtp(channel, identifier);
      savePendingLogin(channel, identifier, answer, safeReturnTo(params.get('next')));
      await navigate(channel === 'phone' ? '/confirm-otp' : '/verification-link-sent');
    } catch (err) {
      const failure = toFailure(err);
      if (failure.status === 400 || failure.status === 429) setError(failure.message);
      else dispatch(errorDialogShown({ title: OTP_FAILURE_TITLE, body: OTP_FAILURE_BODY }));
    } finally {
      setSending(false);
    }
  };

  const errorId = 'login-error';
  return (
    <PageFrame title="Sign in" description="We will send you a one-time code. No password needed.">
      <div className={styles.wrap}>
        <DevOutboxNotice />
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className={styles.choice}>
            <legend>Sign in with</legend>
            {(['phone', 'email'] as const).map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name="channel"
                  value={option}
                  checked={channel === option}
                  onChange={() => {
                    setChannel(option);
                    setValue('');
                    setError(null);
                  }}
                />
                {option === 'phone' ? 'Phone' : 'Email'}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="login-identifier">
              {channel === 'phone' ? 'Mobile number' : 'Email address'}
            </label>
            <div className={styles.inputRow}>
              {channel === 'phone' ? (
                <span className={styles.prefix} aria-hidden="true">
                  +91
                </span>
              ) : null}
              <input
                id="login-identifier"
                className={styles.input}
                type={channel === 'phone' ? 'tel' : 'email'}
                inputMode={channel === 'phone' ? 'numeric' : 'email'}
                autoComplete={channel === 'phone' ? 'tel-national' : 'email'}
                maxLength={channel === 'phone' ? 16 : 254}
                placeholder={channel === 'phone' ? '98765 43210' : 'you@example.com'}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                required
              />
            </div>
            {error ? (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="l" block disabled={sending}>
            {sending ? 'Sending code…' : 'Send code'}
          </Button>
          <p className={styles.hint}>
            By continuing you agree to our <Link to="/terms-and-conditions">terms</Link> and{' '}
            <Link to="/privacy-policy">privacy policy</Link>.
          </p>
        </form>
      </div>
    </PageFrame>
  );
}
