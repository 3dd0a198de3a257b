import { useState } from 'react';
import type { AdminSettings } from '@kirana/shared';
import { blocks } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import styles from './settings.module.css';

/** Which ways of signing in the storefront shows; keys and secrets stay in the environment. */
export function SignInPanel({ settings }: { settings: AdminSettings }) {
  const [form, setForm] = useState(settings.SignIn);
  const [save, saving] = settingsApi.useSaveSignInMutation({ fixedCacheKey: 'settings-sign-in' });
  const available = settings.SignInAvailable;
  const option = (name: 'EmailLoginEnabled' | 'PhoneLoginEnabled', label: string, can: boolean) => (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.checked })}
      />
      {label}
      {!can && ' (the server has no way to send these yet)'}
    </label>
  );
  return (
    <form
      className={styles.panel}
      onSubmit={(e) => {
        e.preventDefault();
        void save(form);
      }}
    >
      <section className={blocks.card} aria-label="Sign-in methods">
        <h2 className={styles.sectionTitle}>Sign-in methods</h2>
        <p className={styles.note}>
          Sign-in service: <strong>{available.Provider}</strong>. Keys, secrets and the email or SMS
          service are set in the server’s environment, not here.
        </p>
        {option('EmailLoginEnabled', 'Email with a one-time code', available.Email)}
        {option('PhoneLoginEnabled', 'Mobile with a one-time code (SMS)', available.Phone)}
        <SaveBar state={saving} />
      </section>
    </form>
  );
}
