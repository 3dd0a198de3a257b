import { useState } from 'react';
import type { CodSettings } from '@kirana/shared';
import { blocks, formErrors, paiseOf, rupeesText, TextField } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { Checkbox, SettingsForm } from './settings-form';

/** Cash on delivery: on or off, the order values it is offered for, and its fee. */
export function CodPanel({ cod }: { cod: CodSettings }) {
  const [form, setForm] = useState({
    IsEnabled: cod.IsEnabled,
    MinOrderValue: rupeesText(cod.MinOrderValue),
    MaxOrderValue: rupeesText(cod.MaxOrderValue),
    Fee: rupeesText(cod.Fee),
  });
  const [localError, setLocalError] = useState<string>();
  const [save, saving] = settingsApi.useSaveCodMutation({ fixedCacheKey: 'settings-cod' });
  const errors = formErrors(saving.error);
  const money = (name: 'MinOrderValue' | 'MaxOrderValue' | 'Fee', label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      error={errors[name]}
      inputMode="decimal"
      value={form[name]}
      onChange={(v) => setForm({ ...form, [name]: v })}
    />
  );
  const submit = () => {
    const min = paiseOf(form.MinOrderValue);
    const max = paiseOf(form.MaxOrderValue);
    const fee = paiseOf(form.Fee) ?? 0;
    if ([min, max, fee].some((v) => Number.isNaN(v)))
      return setLocalError('Enter amounts in rupees, like 499 or 49.50');
    setLocalError(undefined);
    void save({ IsEnabled: form.IsEnabled, MinOrderValue: min, MaxOrderValue: max, Fee: fee });
  };
  return (
    <SettingsForm title="Cash on delivery" onSubmit={submit}>
      <Checkbox checked={form.IsEnabled} onChange={(v) => setForm({ ...form, IsEnabled: v })}>
        Offer cash on delivery
      </Checkbox>
      <div className={blocks.formGrid}>
        {money('MinOrderValue', 'Smallest order (₹)', 'Empty: no minimum')}
        {money('MaxOrderValue', 'Largest order (₹)', 'Empty: no limit')}
        {money('Fee', 'COD fee (₹, GST included)', '0 for none')}
      </div>
      <SaveBar state={saving} localError={localError} />
    </SettingsForm>
  );
}
