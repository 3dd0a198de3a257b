import { UnpaidOrderLimits } from '@kirana/shared';
import { blocks, FormTextField, wholeOf } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

type Field = keyof UnpaidOrderLimits;
/** The limits as typed. */
type LimitsForm = Record<Field, string>;

/** The limits as sent; NaN for what is not a whole number (check stops it first). */
const bodyOf = (f: LimitsForm): UnpaidOrderLimits => ({
  MaxUnpaidOrders: wholeOf(f.MaxUnpaidOrders) ?? Number.NaN,
  MaxUnpaidUnits: wholeOf(f.MaxUnpaidUnits) ?? Number.NaN,
});

const check = (f: LimitsForm): Record<string, string> =>
  Object.values(bodyOf(f)).some(Number.isNaN) ? { root: 'Enter whole numbers, like 5 or 50' } : {};

/** How many orders, and units in them, one shopper may keep waiting for payment or cash. */
export function UnpaidOrdersPanel({ limits }: { limits: UnpaidOrderLimits }) {
  const [save, saving] = settingsApi.useSaveUnpaidOrdersMutation({
    fixedCacheKey: 'settings-unpaid-orders',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: {
      MaxUnpaidOrders: String(limits.MaxUnpaidOrders),
      MaxUnpaidUnits: String(limits.MaxUnpaidUnits),
    },
    schema: UnpaidOrderLimits,
    bodyOf,
    check,
    send: save,
  });
  const field = (name: Field, label: string, hint: string) => (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      inputMode="numeric"
    />
  );
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
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
