import { useWatch } from 'react-hook-form';
import {
  PaymentSettingsBody,
  type PaymentMethodSetting,
  type PaymentSettings,
} from '@kirana/shared';
import { Badge, blocks, FormTextField, paiseOf, QueryState, rupeesText } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

/** The methods as typed: each largest order in rupees. */
interface PaymentsForm {
  Methods: (Omit<PaymentMethodSetting, 'MaxOrderValue'> & { MaxOrderValue: string })[];
}

const bodyOf = (f: PaymentsForm): PaymentSettingsBody => ({
  Methods: f.Methods.map((m) => ({ ...m, MaxOrderValue: paiseOf(m.MaxOrderValue) })),
});

const check = (f: PaymentsForm): Record<string, string> => {
  const wrong = f.Methods.find((m) => Number.isNaN(paiseOf(m.MaxOrderValue)));
  return wrong ? { root: `${wrong.Name}: enter the limit in rupees` } : {};
};

/** The owner's payment methods: wallet and online methods on or off, names, order limits. */
export function PaymentsPanel() {
  const query = settingsApi.usePaymentSettingsQuery();
  return (
    <QueryState query={query} isEmpty={(d) => d.Methods.length === 0}>
      {(d) => <PaymentsForm key={JSON.stringify(d)} settings={d} />}
    </QueryState>
  );
}

function PaymentsForm({ settings }: { settings: PaymentSettings }) {
  const [save, saving] = settingsApi.useSavePaymentSettingsMutation({
    fixedCacheKey: 'settings-payments',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: {
      Methods: settings.Methods.map(({ IsConfigured: _c, ...m }) => ({
        ...m,
        MaxOrderValue: rupeesText(m.MaxOrderValue),
      })),
    },
    schema: PaymentSettingsBody,
    bodyOf,
    check,
    send: save,
  });
  const { control } = form;
  const names = useWatch({ control, name: 'Methods' }).map((m) => m.Name);
  return (
    <SettingsForm title="Payment methods" onSubmit={submit}>
      <p className={styles.note}>
        Gateway keys stay in the server’s environment: a method without them is never offered,
        whatever is ticked here. Cash on delivery has its own tab.
      </p>
      {settings.Methods.map((m, i) => (
        <fieldset key={m.PaymentMethodId} className={blocks.card}>
          <legend className={styles.buttons}>
            <FormCheckbox control={control} name={`Methods.${i}.IsEnabled`}>
              {names[i]} offered
            </FormCheckbox>
            <Badge tone={m.IsConfigured ? 'good' : 'warn'}>
              {m.IsConfigured ? 'Set up' : 'Not set up'}
            </Badge>
          </legend>
          <div className={blocks.formGrid}>
            <FormTextField control={control} name={`Methods.${i}.Name`} label="Name" />
            <FormTextField
              control={control}
              name={`Methods.${i}.Description`}
              label="Description"
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.MaxOrderValue`}
              label="Largest order (₹)"
              hint="Empty: no limit"
              inputMode="decimal"
            />
          </div>
        </fieldset>
      ))}
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
