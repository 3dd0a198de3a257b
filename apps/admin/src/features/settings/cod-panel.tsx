import { CodSettings } from '@kirana/shared';
import { blocks, FormTextField, paiseOf, rupeesText } from '../../components';
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

const check = (f: CodForm): Record<string, string> =>
  [f.MinOrderValue, f.MaxOrderValue, f.Fee].some((v) => Number.isNaN(paiseOf(v)))
    ? { root: 'Enter amounts in rupees, like 499 or 49.50' }
    : {};

/** Cash on delivery: on or off, the order values it is offered for, and its fee. */
export function CodPanel({ cod }: { cod: CodSettings }) {
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
    check,
    send: save,
  });
  const { control } = form;
  const money = (name: 'MinOrderValue' | 'MaxOrderValue' | 'Fee', label: string, hint: string) => (
    <FormTextField control={control} name={name} label={label} hint={hint} inputMode="decimal" />
  );
  return (
    <SettingsForm title="Cash on delivery" onSubmit={submit}>
      <FormCheckbox control={control} name="IsEnabled">
        Offer cash on delivery
      </FormCheckbox>
      <div className={blocks.formGrid}>
        {money('MinOrderValue', 'Smallest order (₹)', 'Empty: no minimum')}
        {money('MaxOrderValue', 'Largest order (₹)', 'Empty: no limit')}
        {money('Fee', 'COD fee (₹, GST included)', '0 for none')}
      </div>
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
