import { useState } from 'react';
import type { PaymentMethodSetting, PaymentSettings } from '@kirana/shared';
import { Badge, blocks, paiseOf, QueryState, rupeesText, TextField } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { Checkbox, SettingsForm } from './settings-form';
import styles from './settings.module.css';

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
  const [forms, setForms] = useState(
    settings.Methods.map((m) => ({ ...m, MaxOrderValue: rupeesText(m.MaxOrderValue) })),
  );
  const [localError, setLocalError] = useState<string>();
  const [save, saving] = settingsApi.useSavePaymentSettingsMutation({
    fixedCacheKey: 'settings-payments',
  });
  const set = (i: number, patch: Partial<(typeof forms)[number]>) =>
    setForms((all) => all.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const submit = () => {
    const methods: PaymentMethodSetting[] = [];
    for (const { IsConfigured: _c, ...f } of forms) {
      const max = paiseOf(f.MaxOrderValue);
      if (Number.isNaN(max)) return setLocalError(`${f.Name}: enter the limit in rupees`);
      methods.push({ ...f, MaxOrderValue: max });
    }
    setLocalError(undefined);
    void save({ Methods: methods });
  };
  return (
    <SettingsForm title="Payment methods" onSubmit={submit}>
      <p className={styles.note}>
        Gateway keys stay in the server’s environment: a method without them is never offered,
        whatever is ticked here. Cash on delivery has its own tab.
      </p>
      {forms.map((m, i) => (
        <fieldset key={m.PaymentMethodId} className={blocks.card}>
          <legend className={styles.buttons}>
            <Checkbox checked={m.IsEnabled} onChange={(v) => set(i, { IsEnabled: v })}>
              {m.Name} offered
            </Checkbox>
            <Badge tone={m.IsConfigured ? 'good' : 'warn'}>
              {m.IsConfigured ? 'Set up' : 'Not set up'}
            </Badge>
          </legend>
          <div className={blocks.formGrid}>
            <TextField label="Name" value={m.Name} onChange={(v) => set(i, { Name: v })} />
            <TextField
              label="Description"
              value={m.Description}
              onChange={(v) => set(i, { Description: v })}
            />
            <TextField
              label="Largest order (₹)"
              hint="Empty: no limit"
              inputMode="decimal"
              value={m.MaxOrderValue}
              onChange={(v) => set(i, { MaxOrderValue: v })}
            />
          </div>
        </fieldset>
      ))}
      <SaveBar state={saving} localError={localError} />
    </SettingsForm>
  );
}
