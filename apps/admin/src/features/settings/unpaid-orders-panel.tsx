import { useState } from 'react';
import type { UnpaidOrderLimits } from '@kirana/shared';
import { blocks, formErrors, TextField, wholeOf } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { SettingsForm } from './settings-form';
import styles from './settings.module.css';

type Field = keyof UnpaidOrderLimits;

/** How many orders, and units in them, one shopper may keep waiting for payment or cash. */
export function UnpaidOrdersPanel({ limits }: { limits: UnpaidOrderLimits }) {
  const [form, setForm] = useState({
    MaxUnpaidOrders: String(limits.MaxUnpaidOrders),
    MaxUnpaidUnits: String(limits.MaxUnpaidUnits),
  });
  const [localError, setLocalError] = useState<string>();
  const [save, saving] = settingsApi.useSaveUnpaidOrdersMutation({
    fixedCacheKey: 'settings-unpaid-orders',
  });
  const errors = formErrors(saving.error);
  const field = (name: Field, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      error={errors[name]}
      inputMode="numeric"
      value={form[name]}
      onChange={(v) => setForm({ ...form, [name]: v })}
    />
  );
  const submit = () => {
    const orders = wholeOf(form.MaxUnpaidOrders);
    const units = wholeOf(form.MaxUnpaidUnits);
    if (orders === null || units === null || Number.isNaN(orders) || Number.isNaN(units))
      return setLocalError('Enter whole numbers, like 5 or 50');
    setLocalError(undefined);
    void save({ MaxUnpaidOrders: orders, MaxUnpaidUnits: units });
  };
  return (
    <SettingsForm title="Unpaid orders per shopper" onSubmit={submit}>
      <p className={styles.note}>
        Orders waiting for online payment or for cash on delivery hold stock. A shopper past these
        limits pays for or cancels one before placing another unpaid order.
      </p>
      <div className={blocks.formGrid}>
        {field('MaxUnpaidOrders', 'Unpaid orders at a time', '1 to 100')}
        {field('MaxUnpaidUnits', 'Items in them together', '1 to 10,000')}
      </div>
      <SaveBar state={saving} localError={localError} />
    </SettingsForm>
  );
}
