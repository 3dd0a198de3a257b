import { UpiDirectSettings, type PaymentSettings } from '@kirana/shared';
import { blocks, FormTextField, QueryState, wholeOf } from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

interface UpiForm {
  IsEnabled: boolean;
  Vpa: string;
  PayeeName: string;
  HoldMinutes: string;
}

const bodyOf = (f: UpiForm): UpiDirectSettings => ({
  IsEnabled: f.IsEnabled,
  Vpa: f.Vpa.trim(),
  PayeeName: f.PayeeName.trim(),
  HoldMinutes: wholeOf(f.HoldMinutes) ?? Number.NaN,
});

/** "Pay by any UPI app": the shop's UPI ID and payee name, and how long an order is held. */
export function UpiPanel() {
  const query = settingsApi.usePaymentSettingsQuery();
  return (
    <QueryState query={query}>
      {(d) => <UpiSettingsForm key={JSON.stringify(d.Upi)} settings={d} />}
    </QueryState>
  );
}

function UpiSettingsForm({ settings }: { settings: PaymentSettings }) {
  const t = useT();
  const [save, saving] = settingsApi.useSaveUpiSettingsMutation({ fixedCacheKey: 'settings-upi' });
  const { form, submit, refusal } = useSettingsForm({
    values: { ...settings.Upi, HoldMinutes: String(settings.Upi.HoldMinutes) },
    schema: UpiDirectSettings,
    bodyOf,
    send: save,
  });
  const { control } = form;
  return (
    <SettingsForm title={t('settings.upi.title')} onSubmit={submit}>
      <p className={styles.note}>{t('settings.upi.note')}</p>
      <fieldset className={blocks.card}>
        <legend className={styles.buttons}>
          <FormCheckbox control={control} name="IsEnabled">
            {t('settings.upi.offered')}
          </FormCheckbox>
        </legend>
        <div className={blocks.formGrid}>
          <FormTextField
            control={control}
            name="Vpa"
            label={t('settings.upi.vpa')}
            hint={t('settings.upi.vpa-hint')}
            inputMode="email"
          />
          <FormTextField
            control={control}
            name="PayeeName"
            label={t('settings.upi.payee')}
            hint={t('settings.upi.payee-hint')}
          />
          <FormTextField
            control={control}
            name="HoldMinutes"
            label={t('settings.upi.hold')}
            hint={t('settings.upi.hold-hint')}
            inputMode="numeric"
          />
        </div>
      </fieldset>
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
