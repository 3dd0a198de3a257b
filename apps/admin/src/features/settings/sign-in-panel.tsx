import { useState } from 'react';
import type { AdminSettings } from '@kirana/shared';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { Checkbox, SettingsForm } from './settings-form';
import styles from './settings.module.css';

/** Which ways of signing in the storefront shows; keys and secrets stay in the environment. */
export function SignInPanel({ settings }: { settings: AdminSettings }) {
  const [form, setForm] = useState(settings.SignIn);
  const [save, saving] = settingsApi.useSaveSignInMutation({ fixedCacheKey: 'settings-sign-in' });
  const available = settings.SignInAvailable;
  const option = (name: 'EmailLoginEnabled' | 'PhoneLoginEnabled', label: string, can: boolean) => (
    <Checkbox checked={form[name]} onChange={(v) => setForm({ ...form, [name]: v })}>
      {label}
      {!can && ' (the server has no way to send these yet)'}
    </Checkbox>
  );
  return (
    <SettingsForm title="Sign-in methods" onSubmit={() => void save(form)}>
      <p className={styles.note}>
        Sign-in service: <strong>{available.Provider}</strong>. Keys, secrets and the email or SMS
        service are set in the server’s environment, not here.
      </p>
      {option('EmailLoginEnabled', 'Email with a one-time code', available.Email)}
      {option('PhoneLoginEnabled', 'Mobile with a one-time code (SMS)', available.Phone)}
      <SaveBar state={saving} />
    </SettingsForm>
  );
}
