import { SignInSettings, type AdminSettings } from '@kirana/shared';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

/** The ways of signing in, each with its label's message id and what the server can send. */
const OPTIONS = [
  { name: 'EmailLoginEnabled', labelId: 'settings.sign-in.email', way: 'Email' },
  { name: 'PhoneLoginEnabled', labelId: 'settings.sign-in.phone', way: 'Phone' },
] as const;

/** Which ways of signing in the storefront shows; keys and secrets stay in the environment. */
export function SignInPanel({ settings }: { settings: AdminSettings }) {
  const t = useT();
  const [save, saving] = settingsApi.useSaveSignInMutation({ fixedCacheKey: 'settings-sign-in' });
  const { form, submit, refusal } = useSettingsForm({
    values: settings.SignIn,
    schema: SignInSettings,
    bodyOf: (f: SignInSettings) => f,
    send: save,
  });
  const available = settings.SignInAvailable;
  return (
    <SettingsForm title={t('settings.sign-in.title')} onSubmit={submit}>
      <p className={styles.note}>
        {t('settings.sign-in.service')} <strong>{available.Provider}</strong>
        {t('settings.sign-in.env')}
      </p>
      {OPTIONS.map((o) => (
        <FormCheckbox key={o.name} control={form.control} name={o.name}>
          {t(o.labelId)}
          {!available[o.way] && ` ${t('settings.sign-in.cannot-send')}`}
        </FormCheckbox>
      ))}
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
