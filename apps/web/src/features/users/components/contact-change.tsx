import { useState, type FormEvent } from 'react';
import type { OtpChannel } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { toFailure } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { normaliseEmail, normaliseMobile } from '../../auth';
import { profileChanged } from '../../auth';
import { confirmContact, requestContactCode } from '../api';
import styles from './profile.module.css';

/** Changes the email or the mobile: a code goes to the new one, and typing it applies it. */
export function ContactChange({ channel, onDone }: { channel: OtpChannel; onDone: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = `contact-${channel}`;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const identifier = channel === 'phone' ? normaliseMobile(value) : normaliseEmail(value);
    if (!identifier) {
      setError(t('account.contact.invalid', { channel }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setRequestId((await requestContactCode(channel, identifier)).RequestId);
    } catch (err) {
      setError(toFailure(err).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!requestId || !/^\d{6}$/.test(code)) {
      setError(t('account.contact.enterCode'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const profile = await confirmContact(requestId, code);
      await dispatch(profileChanged({ email: profile.Email, phoneNumber: profile.PhoneNumber }));
      onDone();
    } catch (err) {
      const failure = toFailure(err);
      setError(failure.code === 'OTP_INVALID' ? t('account.contact.wrongCode') : failure.message);
      setBusy(false);
    }
  };

  const errorNode = error ? (
    <p id={`${inputId}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
  if (requestId)
    return (
      <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
        <label className={styles.fieldLabel} htmlFor={`${inputId}-code`}>
          {t('account.contact.codeSent', { channel })}
        </label>
        <div className={styles.inline}>
          <input
            id={`${inputId}-code`}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            autoFocus
          />
          <Button type="submit" disabled={busy}>
            {t('account.contact.confirm')}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {t('account.cancel')}
          </Button>
        </div>
        {errorNode}
      </form>
    );
  return (
    <form className={styles.form} onSubmit={(e) => void send(e)} noValidate>
      <label className={styles.fieldLabel} htmlFor={inputId}>
        {t('account.contact.new', { channel })}
      </label>
      <div className={styles.inline}>
        <input
          id={inputId}
          className={styles.input}
          type={channel === 'phone' ? 'tel' : 'email'}
          inputMode={channel === 'phone' ? 'numeric' : 'email'}
          autoComplete={channel === 'phone' ? 'tel-national' : 'email'}
          placeholder={
            channel === 'phone'
              ? t('account.contact.phonePlaceholder')
              : t('account.contact.emailPlaceholder')
          }
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          autoFocus
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('account.contact.sending') : t('account.contact.send')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('account.cancel')}
        </Button>
      </div>
      {errorNode}
    </form>
  );
}
