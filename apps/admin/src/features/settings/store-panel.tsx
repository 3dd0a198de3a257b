import { useState } from 'react';
import type { StoreDetails, StoreDetailsBody } from '@kirana/shared';
import { INDIAN_STATES } from '@kirana/shared/common/india-states';
import { errorMessage } from '../../app/api';
import { blocks, Field, formErrors, inputClass, TextField } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { SettingsForm } from './settings-form';
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
];

/** The store's name, logo, contacts, address and tax identity. */
export function StorePanel({ store }: { store: StoreDetails }) {
  const { LogoUrl, ...initial } = store;
  const [form, setForm] = useState<StoreDetailsBody>(initial as StoreDetailsBody);
  const [save, saving] = settingsApi.useSaveStoreMutation({ fixedCacheKey: 'settings-store' });
  const [upload, uploading] = settingsApi.useUploadLogoMutation();
  const errors = formErrors(saving.error);
  const set = (name: keyof StoreDetailsBody, value: string) =>
    setForm((f) => ({ ...f, [name]: value }));

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
      <SettingsForm title="Store details" onSubmit={() => void save(form)}>
        <div className={blocks.formGrid}>
          {TEXT_FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              hint={f.hint}
              error={errors[f.name]}
              type={f.type ?? 'text'}
              value={form[f.name]}
              onChange={(v) => set(f.name, v)}
            />
          ))}
          <Field label="State" error={errors.StoreState} hint="Decides CGST+SGST or IGST on bills">
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={form.StoreState}
                onChange={(e) => set('StoreState', e.target.value)}
              >
                {INDIAN_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <SaveBar state={saving} />
      </SettingsForm>
    </div>
  );
}
