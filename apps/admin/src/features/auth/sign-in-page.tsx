import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api';
import { LanguageSwitch, useT } from '../../lib/i18n';
import { selectToken, signedIn } from '../../app/session-slice';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { Button, TextField } from '../../components';
import { authApi } from './api';
import styles from './sign-in-page.module.css';

type Channel = 'email' | 'phone';
const CHANNELS: readonly Channel[] = ['email', 'phone'];

/** Staff sign in with a code sent to the email or mobile the owner invited. */
export function SignInPage() {
  const t = useT();
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [channel, setChannel] = useState<Channel>('email');
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [requestCode, asked] = authApi.useRequestCodeMutation();
  const [signIn, signing] = authApi.useSignInMutation();

  if (token) return <Navigate to={from} replace />;

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const res = await requestCode({ channel, identifier } as never);
    if ('data' in res && res.data) setRequestId(res.data.RequestId);
  };
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!requestId) return;
    const res = await signIn({ RequestId: requestId, Code: code });
    if ('data' in res && res.data) {
      dispatch(signedIn(res.data.Token));
      navigate(from, { replace: true });
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <LanguageSwitch className={styles.language} />
        <h1>{t('shell.sign-in.title')}</h1>
        {!requestId ? (
          <form onSubmit={send} className={styles.form} noValidate>
            <p className={styles.lead}>{t('shell.sign-in.lead')}</p>
            <div className={styles.tabs} role="radiogroup" aria-label={t('shell.sign-in.send-to')}>
              {CHANNELS.map((c) => (
                <label key={c} className={channel === c ? styles.tabOn : styles.tab}>
                  <input
                    type="radio"
                    name="channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => setChannel(c)}
                    className="visually-hidden"
                  />
                  {c === 'email' ? t('shell.sign-in.email') : t('shell.sign-in.mobile')}
                </label>
              ))}
            </div>
            <TextField
              label={
                channel === 'email'
                  ? t('shell.sign-in.email-address')
                  : t('shell.sign-in.mobile-number')
              }
              error={asked.isError ? errorMessage(asked.error) : undefined}
              type={channel === 'email' ? 'email' : 'tel'}
              inputMode={channel === 'email' ? 'email' : 'numeric'}
              autoComplete={channel === 'email' ? 'email' : 'tel-national'}
              value={identifier}
              onChange={setIdentifier}
              required
            />
            <Button type="submit" busy={asked.isLoading} disabled={!identifier.trim()}>
              {t('shell.sign-in.send-code')}
            </Button>
          </form>
        ) : (
          <form onSubmit={verify} className={styles.form} noValidate>
            <p className={styles.lead}>{t('shell.sign-in.code-sent', { identifier })}</p>
            <TextField
              label={t('shell.sign-in.code')}
              error={signing.isError ? errorMessage(signing.error) : undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(v) => setCode(v.replace(/\D/g, ''))}
              autoFocus
            />
            <Button type="submit" busy={signing.isLoading} disabled={code.length !== 6}>
              {t('shell.sign-in.submit')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setRequestId(null);
                setCode('');
              }}
            >
              {t('shell.sign-in.other')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
