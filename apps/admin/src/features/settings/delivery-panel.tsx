import { useState } from 'react';
import type { AdminSettings, DeliveryOptionSetting, PlatformFeeSettings } from '@kirana/shared';
import {
  blocks,
  Field,
  formErrors,
  inputClass,
  paiseOf,
  rupeesText,
  TextField,
  wholeOf,
} from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { Checkbox, SettingsForm } from './settings-form';
import styles from './settings.module.css';

type MethodForm = Omit<DeliveryOptionSetting, 'Fee' | 'FreeAbove' | 'EtaDaysMin' | 'EtaDaysMax'> & {
  Fee: string;
  FreeAbove: string;
  EtaDaysMin: string;
  EtaDaysMax: string;
};

const methodForm = (m: DeliveryOptionSetting): MethodForm => ({
  ...m,
  Fee: rupeesText(m.Fee),
  FreeAbove: rupeesText(m.FreeAbove),
  EtaDaysMin: String(m.EtaDaysMin),
  EtaDaysMax: String(m.EtaDaysMax),
});

/** The form's methods as the server takes them, or the first thing the form can tell is wrong. */
function methodsOf(forms: MethodForm[]): DeliveryOptionSetting[] | string {
  const out: DeliveryOptionSetting[] = [];
  for (const f of forms) {
    const fee = paiseOf(f.Fee);
    const free = paiseOf(f.FreeAbove);
    const min = wholeOf(f.EtaDaysMin);
    const max = wholeOf(f.EtaDaysMax);
    if (fee === null || Number.isNaN(fee)) return `${f.Name}: enter the fee in rupees (0 for free)`;
    if (Number.isNaN(free))
      return `${f.Name}: enter the free-delivery amount in rupees, or leave it empty`;
    if (min === null || max === null || Number.isNaN(min) || Number.isNaN(max))
      return `${f.Name}: enter the days as whole numbers`;
    out.push({ ...f, Fee: fee, FreeAbove: free, EtaDaysMin: min, EtaDaysMax: max });
  }
  return out;
}

/** Delivery methods with their fees and free-delivery thresholds, and the platform fee. */
export function DeliveryPanel({ settings }: { settings: AdminSettings }) {
  return (
    <div className={styles.panel}>
      <MethodsForm methods={settings.Delivery.Methods} />
      <PlatformFeeForm fee={settings.PlatformFee} />
    </div>
  );
}

function MethodsForm({ methods }: { methods: DeliveryOptionSetting[] }) {
  const [forms, setForms] = useState(methods.map(methodForm));
  const [localError, setLocalError] = useState<string>();
  const [save, saving] = settingsApi.useSaveDeliveryMutation({
    fixedCacheKey: 'settings-delivery',
  });
  const errors = formErrors(saving.error);
  const set = (i: number, patch: Partial<MethodForm>) =>
    setForms((all) => all.map((f, j) => (j === i ? { ...f, ...patch } : f)));

  return (
    <SettingsForm
      title="Delivery methods and fees"
      label="Delivery methods"
      onSubmit={() => {
        const parsed = methodsOf(forms);
        setLocalError(typeof parsed === 'string' ? parsed : undefined);
        if (typeof parsed !== 'string') void save({ Methods: parsed });
      }}
    >
      <p className={styles.note}>
        Fees include GST. The next bill of every cart uses what you save here.
      </p>
      {forms.map((m, i) => (
        <fieldset key={m.DeliveryMethodId} className={blocks.card}>
          <legend>
            <Checkbox checked={m.IsEnabled} onChange={(v) => set(i, { IsEnabled: v })}>
              {m.Name || m.DeliveryMethodId} offered
            </Checkbox>
          </legend>
          <div className={blocks.formGrid}>
            <TextField
              label="Name"
              error={errors[`Methods.${i}.Name`]}
              value={m.Name}
              onChange={(v) => set(i, { Name: v })}
            />
            <TextField
              label="Description"
              error={errors[`Methods.${i}.Description`]}
              value={m.Description}
              onChange={(v) => set(i, { Description: v })}
            />
            <TextField
              label="Fee (₹)"
              error={errors[`Methods.${i}.Fee`]}
              inputMode="decimal"
              value={m.Fee}
              onChange={(v) => set(i, { Fee: v })}
            />
            <TextField
              label="Free from (₹)"
              hint="Item total for free delivery; empty: never free"
              error={errors[`Methods.${i}.FreeAbove`]}
              inputMode="decimal"
              value={m.FreeAbove}
              onChange={(v) => set(i, { FreeAbove: v })}
            />
            <TextField
              label="Earliest day"
              hint="Days after the order"
              error={errors[`Methods.${i}.EtaDaysMin`]}
              inputMode="numeric"
              value={m.EtaDaysMin}
              onChange={(v) => set(i, { EtaDaysMin: v })}
            />
            <TextField
              label="Latest day"
              error={errors[`Methods.${i}.EtaDaysMax`]}
              inputMode="numeric"
              value={m.EtaDaysMax}
              onChange={(v) => set(i, { EtaDaysMax: v })}
            />
          </div>
        </fieldset>
      ))}
      <SaveBar state={saving} localError={localError ?? errors.Methods} />
    </SettingsForm>
  );
}

const GST_RATES = [0, 5, 12, 18, 28] as const;

function PlatformFeeForm({ fee }: { fee: PlatformFeeSettings }) {
  const [form, setForm] = useState({ ...fee, Fee: rupeesText(fee.Fee) });
  const [localError, setLocalError] = useState<string>();
  const [save, saving] = settingsApi.useSavePlatformFeeMutation({
    fixedCacheKey: 'settings-platform-fee',
  });
  const errors = formErrors(saving.error);
  return (
    <SettingsForm
      title="Platform fee"
      onSubmit={() => {
        const paise = paiseOf(form.Fee);
        if (paise === null || Number.isNaN(paise)) return setLocalError('Enter the fee in rupees');
        setLocalError(undefined);
        void save({ ...form, Fee: paise });
      }}
    >
      <Checkbox checked={form.IsEnabled} onChange={(v) => setForm({ ...form, IsEnabled: v })}>
        Charge a platform fee on every order
      </Checkbox>
      <div className={blocks.formGrid}>
        <TextField
          label="Name on the bill"
          error={errors.Name}
          value={form.Name}
          onChange={(v) => setForm({ ...form, Name: v })}
        />
        <TextField
          label="Description"
          error={errors.Description}
          value={form.Description}
          onChange={(v) => setForm({ ...form, Description: v })}
        />
        <TextField
          label="Fee (₹, GST included)"
          error={errors.Fee}
          inputMode="decimal"
          value={form.Fee}
          onChange={(v) => setForm({ ...form, Fee: v })}
        />
        <Field label="GST rate" error={errors.GstRate}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={form.GstRate}
              onChange={(e) =>
                setForm({
                  ...form,
                  GstRate: Number(e.target.value) as PlatformFeeSettings['GstRate'],
                })
              }
            >
              {GST_RATES.map((r) => (
                <option key={r} value={r}>
                  {r}%
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SaveBar state={saving} localError={localError} />
    </SettingsForm>
  );
}
