import { CodSettings } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { blocks, FormTextField, paiseOf, rupeesText } from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

/** COD as typed: the amounts in rupees (an empty fee is none). */
interface CodForm {
  IsEnabled: boolean;
  MinOrderValue: string;
  MaxOrderValue: string;
  Fee: string;
}

const bodyOf = (f: CodForm): CodSettings => ({
  IsEnabled: f.IsEnabled,
  MinOrderValue: paiseOf(f.MinOrderValue),
  MaxOrderValue: paiseOf(f.MaxOrderValue),
  Fee: paiseOf(f.Fee) ?? 0,
});

const checkOf =
  (t: Translate) =>
  (f: CodForm): Record<string, string> =>
    [f.MinOrderValue, f.MaxOrderValue, f.Fee].some((v) => Number.isNaN(paiseOf(v)))
      ? { root: t('settings.cod.amounts') }
      : {};

/** The amount fields, with their labels and hints as message ids. */
const MONEY_FIELDS: {
  name: 'MinOrderValue' | 'MaxOrderValue' | 'Fee';
  labelId: string;
  hintId: string;
}[] = [
  { name: 'MinOrderValue', labelId: 'settings.smallest-order', hintId: 'settings.no-minimum' },
  { name: 'MaxOrderValue', labelId: 'settings.largest-order', hintId: 'settings.no-limit' },
  { name: 'Fee', labelId: 'settings.cod.fee', hintId: 'settings.cod.fee-hint' },
];

/** Cash on delivery: on or off, the order values it is offered for, and its fee. */
export function CodPanel({ cod }: { cod: CodSettings }) {
  const t = useT();
  const [save, saving] = settingsApi.useSaveCodMutation({ fixedCacheKey: 'settings-cod' });
  const { form, submit, refusal } = useSettingsForm({
    values: {
      IsEnabled: cod.IsEnabled,
      MinOrderValue: rupeesText(cod.MinOrderValue),
      MaxOrderValue: rupeesText(cod.MaxOrderValue),
      Fee: rupeesText(cod.Fee),
    },
    schema: CodSettings,
    bodyOf,
    check: checkOf(t),
    rupees: () => ['MinOrderValue', 'MaxOrderValue', 'Fee'],
    send: save,
  });
  const { control } = form;
  return (
    <SettingsForm title={t('settings.cod.title')} onSubmit={submit}>
      <FormCheckbox control={control} name="IsEnabled">
        {t('settings.cod.offer')}
      </FormCheckbox>
      <div className={blocks.formGrid}>
        {MONEY_FIELDS.map((f) => (
          <FormTextField
            key={f.name}
            control={control}
            name={f.name}
            label={t(f.labelId)}
            hint={t(f.hintId)}
            inputMode="decimal"
          />
        ))}
      </div>
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
