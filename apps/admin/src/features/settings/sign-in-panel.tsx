import { SignInSettings, type AdminSettings } from '@kirana/shared';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

/** Which ways of signing in the storefront shows; keys and secrets stay in the environment. */
export function SignInPanel({ settings }: { settings: AdminSettings }) {
  const [save, saving] = settingsApi.useSaveSignInMutation({ fixedCacheKey: 'settings-sign-in' });
  const { form, submit, refusal } = useSettingsForm({
    values: settings.SignIn,
    schema: SignInSettings,
    bodyOf: (f: SignInSettings) => f,
    send: save,
  });
  const available = settings.SignInAvailable;
  const option = (name: keyof SignInSettings, label: string, can: boolean) => (
    <FormCheckbox control={form.control} name={name}>
      {label}
      {!can && ' (the server has no way to send these yet)'}
    </FormCheckbox>
  );
  return (
    <SettingsForm title="Sign-in methods" onSubmit={submit}>
      <p className={styles.note}>
        Sign-in service: <strong>{available.Provider}</strong>. Keys, secrets and the email or SMS
        service are set in the server’s environment, not here.
      </p>
      {option('EmailLoginEnabled', 'Email with a one-time code', available.Email)}
      {option('PhoneLoginEnabled', 'Mobile with a one-time code (SMS)', available.Phone)}
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
