import { UpiDirectSettings, type PaymentSettings } from '@kirana/shared';
import { blocks, FormTextField, QueryState, wholeOf } from '../../components';
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
  const [save, saving] = settingsApi.useSaveUpiSettingsMutation({ fixedCacheKey: 'settings-upi' });
  const { form, submit, refusal } = useSettingsForm({
    values: { ...settings.Upi, HoldMinutes: String(settings.Upi.HoldMinutes) },
    schema: UpiDirectSettings,
    bodyOf,
    send: save,
  });
  const { control } = form;
  return (
    <SettingsForm title="Pay by any UPI app" onSubmit={submit}>
      <p className={styles.note}>
        Shoppers pay straight to your bank with any UPI app: no gateway, no fee. You confirm each
        payment in “UPI payments”, one by one or by importing your bank statement.
      </p>
      <fieldset className={blocks.card}>
        <legend className={styles.buttons}>
          <FormCheckbox control={control} name="IsEnabled">
            UPI to the shop offered
          </FormCheckbox>
        </legend>
        <div className={blocks.formGrid}>
          <FormTextField
            control={control}
            name="Vpa"
            label="Shop’s UPI ID"
            hint="As your bank or UPI app shows it, e.g. sharmastore@okhdfcbank"
            inputMode="email"
          />
          <FormTextField
            control={control}
            name="PayeeName"
            label="Payee name"
            hint="The name on the account, as shoppers’ apps show it"
          />
          <FormTextField
            control={control}
            name="HoldMinutes"
            label="Hold time (minutes)"
            hint="How long an order keeps its items while you wait for the money (5 to 1440)"
            inputMode="numeric"
          />
        </div>
      </fieldset>
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
