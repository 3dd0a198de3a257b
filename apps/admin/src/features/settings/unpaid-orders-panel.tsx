import { UnpaidOrderLimits } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { blocks, FormTextField, wholeOf } from '../../components';
import { useT } from '../../lib/i18n';
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

const checkOf =
  (t: Translate) =>
  (f: LimitsForm): Record<string, string> =>
    Object.values(bodyOf(f)).some(Number.isNaN) ? { root: t('settings.unpaid.whole') } : {};

/** The two limits' fields, with their labels and hints as message ids. */
const FIELDS: { name: Field; labelId: string; hintId: string }[] = [
  {
    name: 'MaxUnpaidOrders',
    labelId: 'settings.unpaid.orders',
    hintId: 'settings.unpaid.orders-hint',
  },
  {
    name: 'MaxUnpaidUnits',
    labelId: 'settings.unpaid.units',
    hintId: 'settings.unpaid.units-hint',
  },
];

/** How many orders, and units in them, one shopper may keep waiting for payment or cash. */
export function UnpaidOrdersPanel({ limits }: { limits: UnpaidOrderLimits }) {
  const t = useT();
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
    check: checkOf(t),
    send: save,
  });
  return (
    <SettingsForm title={t('settings.unpaid.title')} onSubmit={submit}>
      <p className={styles.note}>{t('settings.unpaid.note')}</p>
      <div className={blocks.formGrid}>
        {FIELDS.map((f) => (
          <FormTextField
            key={f.name}
            control={form.control}
            name={f.name}
            label={t(f.labelId)}
            hint={t(f.hintId)}
            inputMode="numeric"
          />
        ))}
      </div>
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
