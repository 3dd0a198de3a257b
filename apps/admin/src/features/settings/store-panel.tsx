import { StoreDetailsBody, type StoreDetails } from '@kirana/shared';
import { INDIAN_STATES } from '@kirana/shared/common/india-states';
import { errorMessage } from '../../app/api';
import { blocks, FilePicker, FormField, FormTextField, inputClass } from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

type TextName = Exclude<keyof StoreDetailsBody, 'SocialLinks' | 'StoreState'>;
/** The text fields, their labels and hints as message ids of the settings catalogue. */
const TEXT_FIELDS: { name: TextName; labelId: string; hintId?: string; type?: string }[] = [
  { name: 'StoreName', labelId: 'settings.store.name' },
  { name: 'Tagline', labelId: 'settings.store.tagline' },
  { name: 'LegalName', labelId: 'settings.store.legal-name', hintId: 'settings.store.legal-hint' },
  { name: 'Gstin', labelId: 'settings.store.gstin', hintId: 'settings.store.gstin-hint' },
  { name: 'SupportPhone', labelId: 'settings.store.support-phone', type: 'tel' },
  { name: 'SupportEmail', labelId: 'settings.store.support-email', type: 'email' },
  { name: 'SupportHours', labelId: 'settings.store.support-hours' },
  { name: 'StoreAddress', labelId: 'settings.store.address' },
  {
    name: 'WhatsAppNumber',
    labelId: 'settings.store.whatsapp',
    hintId: 'settings.store.whatsapp-hint',
    type: 'tel',
  },
];

/** The store's name, logo, contacts, address and tax identity. */
export function StorePanel({ store }: { store: StoreDetails }) {
  const t = useT();
  const { LogoUrl, ...initial } = store;
  const [save, saving] = settingsApi.useSaveStoreMutation({ fixedCacheKey: 'settings-store' });
  const [upload, uploading] = settingsApi.useUploadLogoMutation();
  const { form, submit, refusal } = useSettingsForm({
    // as the server keeps them (its state code one of the list's)
    values: initial as StoreDetailsBody,
    schema: StoreDetailsBody,
    bodyOf: (f: StoreDetailsBody) => f,
    send: save,
  });
  const { control } = form;

  return (
    <div className={styles.panel}>
      <section className={blocks.card} aria-label={t('settings.store.logo')}>
        <h2 className={styles.sectionTitle}>{t('settings.store.logo')}</h2>
        <div className={styles.logoRow}>
          <img className={styles.logo} src={LogoUrl} alt={t('settings.store.logo-alt')} />
          <span className={styles.check}>
            <FilePicker
              aria-label={t('settings.store.logo-file')}
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading.isLoading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
                e.target.value = '';
              }}
            />
          </span>
        </div>
        <p className={styles.note}>{t('settings.store.logo-note')}</p>
        {uploading.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(uploading.error)}
          </p>
        )}
      </section>
      <SettingsForm title={t('settings.store.title')} onSubmit={submit}>
        <div className={blocks.formGrid}>
          {TEXT_FIELDS.map((f) => (
            <FormTextField
              key={f.name}
              control={control}
              name={f.name}
              label={t(f.labelId)}
              hint={f.hintId && t(f.hintId)}
              type={f.type ?? 'text'}
            />
          ))}
          <FormField
            control={control}
            name="StoreState"
            label={t('settings.store.state')}
            hint={t('settings.store.state-hint')}
          >
            {(p, field) => (
              <select {...p} {...field} className={inputClass}>
                {INDIAN_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {t(`settings.state.${s.code}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <SaveBar state={saving} localError={refusal} />
      </SettingsForm>
    </div>
  );
}
