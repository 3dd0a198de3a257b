import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '@kirana/ui';
import type { OtpChannel } from '../auth-types';
import { normaliseEmail, normaliseMobile } from '../identifiers';
import styles from './auth.module.css';

const LABELS: Record<OtpChannel, string> = { phone: 'Phone', email: 'Email' };

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
  const [channel, setChannel] = useState<OtpChannel>(channels[0] ?? 'phone');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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
          <legend>Sign in with</legend>
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
              {LABELS[option]}
            </label>
          ))}
        </fieldset>
      ) : null}
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
      {children}
      <Button type="submit" size="l" block disabled={sending}>
        {sending ? 'Sending…' : submitLabel(channel)}
      </Button>
      <p className={styles.hint}>
        By continuing you agree to our <Link to="/terms-and-conditions">terms</Link> and{' '}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </form>
  );
}
