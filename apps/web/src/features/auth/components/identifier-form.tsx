import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '@kirana/ui';
import type { OtpChannel } from '../auth-types';
import { normaliseEmail, normaliseMobile } from '../identifiers';
import { Trans, useT } from '../../../lib/i18n';
import styles from './auth.module.css';

/**
 * Email or Indian mobile entry of every sign-in service: checks the value, then hands the
 * normalised identifier to `onSubmit`, which resolves to an error to show next to the box.
 */
export function IdentifierForm({
  channels,
  submitLabel,
  children,
  onSubmit,
}: {
  channels: OtpChannel[];
  submitLabel: (channel: OtpChannel) => string;
  /** shown between the box and the button (the reCAPTCHA container, say) */
  children?: ReactNode;
  onSubmit: (channel: OtpChannel, identifier: string) => Promise<string | null>;
}) {
  const t = useT();
  const [channel, setChannel] = useState<OtpChannel>(channels[0] ?? 'phone');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const identifier = channel === 'phone' ? normaliseMobile(value) : normaliseEmail(value);
    if (!identifier) {
      setError(
        channel === 'phone' ? t('auth.identifier.badMobile') : t('auth.identifier.badEmail'),
      );
      return;
    }
    setError(null);
    setSending(true);
    try {
      setError(await onSubmit(channel, identifier));
    } finally {
      setSending(false);
    }
  };

  const errorId = 'login-error';
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {channels.length > 1 ? (
        <fieldset className={styles.choice}>
          <legend>{t('auth.identifier.signInWith')}</legend>
          {channels.map((option) => (
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
              {option === 'phone' ? t('auth.identifier.phone') : t('auth.identifier.email')}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="login-identifier">
          {channel === 'phone' ? t('auth.identifier.mobileLabel') : t('auth.identifier.emailLabel')}
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
            placeholder={
              channel === 'phone'
                ? t('auth.identifier.mobilePlaceholder')
                : t('auth.identifier.emailPlaceholder')
            }
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
      {children}
      <Button type="submit" size="l" block disabled={sending}>
        {sending ? t('auth.identifier.sending') : submitLabel(channel)}
      </Button>
      <p className={styles.hint}>
        <Trans
          id="auth.identifier.agree"
          components={{ 0: <Link to="/terms-and-conditions" />, 1: <Link to="/privacy-policy" /> }}
        />
      </p>
    </form>
  );
}
