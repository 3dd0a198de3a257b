import { StoreDetailsBody, type StoreDetails } from '@kirana/shared';
import { INDIAN_STATES } from '@kirana/shared/common/india-states';
import { errorMessage } from '../../app/api';
import { blocks, FormField, FormTextField, inputClass } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

type TextName = Exclude<keyof StoreDetailsBody, 'SocialLinks' | 'StoreState'>;
const TEXT_FIELDS: { name: TextName; label: string; hint?: string; type?: string }[] = [
  { name: 'StoreName', label: 'Store name' },
  { name: 'Tagline', label: 'Tagline' },
  { name: 'LegalName', label: 'Legal name', hint: 'As registered for GST' },
  { name: 'Gstin', label: 'GSTIN', hint: '15 characters, e.g. 29ABCDE1234F1Z5' },
  { name: 'SupportPhone', label: 'Support phone', type: 'tel' },
  { name: 'SupportEmail', label: 'Support email', type: 'email' },
  { name: 'SupportHours', label: 'Support hours' },
  { name: 'StoreAddress', label: 'Store address' },
  {
    name: 'WhatsAppNumber',
    label: 'WhatsApp number',
    hint: 'A 10-digit mobile: shoppers get “Chat with us on WhatsApp” on the order and contact pages. Empty: no link',
    type: 'tel',
  },
];

/** The store's name, logo, contacts, address and tax identity. */
export function StorePanel({ store }: { store: StoreDetails }) {
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
      <section className={blocks.card} aria-label="Logo">
        <h2 className={styles.sectionTitle}>Logo</h2>
        <div className={styles.logoRow}>
          <img className={styles.logo} src={LogoUrl} alt="The store's logo" />
          <label className={styles.check}>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading.isLoading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        <p className={styles.note}>JPEG, PNG or WebP up to 8 MB; a square picture looks best.</p>
        {uploading.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(uploading.error)}
          </p>
        )}
      </section>
      <SettingsForm title="Store details" onSubmit={submit}>
        <div className={blocks.formGrid}>
          {TEXT_FIELDS.map((f) => (
            <FormTextField
              key={f.name}
              control={control}
              name={f.name}
              label={f.label}
              hint={f.hint}
              type={f.type ?? 'text'}
            />
          ))}
          <FormField
            control={control}
            name="StoreState"
            label="State"
            hint="Decides CGST+SGST or IGST on bills"
          >
            {(p, field) => (
              <select {...p} {...field} className={inputClass}>
                {INDIAN_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
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
