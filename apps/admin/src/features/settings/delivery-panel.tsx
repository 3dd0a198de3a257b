import { useWatch } from 'react-hook-form';
import {
  DeliverySettings,
  PlatformFeeSettings,
  type AdminSettings,
  type DeliveryOptionSetting,
} from '@kirana/shared';
import {
  blocks,
  FormField,
  FormTextField,
  inputClass,
  messagesOf,
  paiseOf,
  requiredPaiseOf,
  rupeesText,
  wholeOf,
} from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

type MethodForm = Omit<DeliveryOptionSetting, 'Fee' | 'FreeAbove' | 'EtaDaysMin' | 'EtaDaysMax'> & {
  Fee: string;
  FreeAbove: string;
  EtaDaysMin: string;
  EtaDaysMax: string;
};
interface MethodsForm {
  Methods: MethodForm[];
}

const methodForm = (m: DeliveryOptionSetting): MethodForm => ({
  ...m,
  Fee: rupeesText(m.Fee),
  FreeAbove: rupeesText(m.FreeAbove),
  EtaDaysMin: String(m.EtaDaysMin),
  EtaDaysMax: String(m.EtaDaysMax),
});

/** The methods as the server takes them (NaN where check has already said what is wrong). */
const methodsBodyOf = (f: MethodsForm): DeliverySettings => ({
  Methods: f.Methods.map((m) => ({
    ...m,
    Fee: requiredPaiseOf(m.Fee),
    FreeAbove: paiseOf(m.FreeAbove),
    EtaDaysMin: wholeOf(m.EtaDaysMin) ?? Number.NaN,
    EtaDaysMax: wholeOf(m.EtaDaysMax) ?? Number.NaN,
  })),
});

/** The first thing the form can tell is wrong with a method, in the console's words. */
function methodProblem(f: MethodForm): string | undefined {
  if (Number.isNaN(requiredPaiseOf(f.Fee)))
    return `${f.Name}: enter the fee in rupees (0 for free)`;
  if (Number.isNaN(paiseOf(f.FreeAbove)))
    return `${f.Name}: enter the free-delivery amount in rupees, or leave it empty`;
  const days = [wholeOf(f.EtaDaysMin), wholeOf(f.EtaDaysMax)];
  if (days.some((d) => d === null || Number.isNaN(d)))
    return `${f.Name}: enter the days as whole numbers`;
  return undefined;
}

const methodsCheck = (f: MethodsForm): Record<string, string> => {
  const problem = f.Methods.map(methodProblem).find(Boolean);
  return problem ? { root: problem } : {};
};

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
  const [save, saving] = settingsApi.useSaveDeliveryMutation({
    fixedCacheKey: 'settings-delivery',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: { Methods: methods.map(methodForm) },
    schema: DeliverySettings,
    bodyOf: methodsBodyOf,
    check: methodsCheck,
    send: save,
  });
  const { control, formState } = form;
  const forms = useWatch({ control, name: 'Methods' });

  return (
    <SettingsForm title="Delivery methods and fees" label="Delivery methods" onSubmit={submit}>
      <p className={styles.note}>
        Fees include GST. The next bill of every cart uses what you save here.
      </p>
      {forms.map((m, i) => (
        <fieldset key={m.DeliveryMethodId} className={blocks.card}>
          <legend>
            <FormCheckbox control={control} name={`Methods.${i}.IsEnabled`}>
              {m.Name || m.DeliveryMethodId} offered
            </FormCheckbox>
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
              name={`Methods.${i}.Fee`}
              label="Fee (₹)"
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.FreeAbove`}
              label="Free from (₹)"
              hint="Item total for free delivery; empty: never free"
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.EtaDaysMin`}
              label="Earliest day"
              hint="Days after the order"
              inputMode="numeric"
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.EtaDaysMax`}
              label="Latest day"
              inputMode="numeric"
            />
          </div>
        </fieldset>
      ))}
      {/* a rule over all the methods is told in the save bar, in its own words */}
      <SaveBar state={saving} localError={messagesOf(formState.errors).Methods ?? refusal} />
    </SettingsForm>
  );
}

const GST_RATES = [0, 5, 12, 18, 28] as const;

/** The platform fee as typed: the fee in rupees. */
type FeeForm = Omit<PlatformFeeSettings, 'Fee'> & { Fee: string };

const feeBodyOf = (f: FeeForm): PlatformFeeSettings => ({ ...f, Fee: requiredPaiseOf(f.Fee) });
const feeCheck = (f: FeeForm): Record<string, string> =>
  Number.isNaN(requiredPaiseOf(f.Fee)) ? { root: 'Enter the fee in rupees' } : {};

function PlatformFeeForm({ fee }: { fee: PlatformFeeSettings }) {
  const [save, saving] = settingsApi.useSavePlatformFeeMutation({
    fixedCacheKey: 'settings-platform-fee',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: { ...fee, Fee: rupeesText(fee.Fee) },
    schema: PlatformFeeSettings,
    bodyOf: feeBodyOf,
    check: feeCheck,
    send: save,
  });
  const { control } = form;
  return (
    <SettingsForm title="Platform fee" onSubmit={submit}>
      <FormCheckbox control={control} name="IsEnabled">
        Charge a platform fee on every order
      </FormCheckbox>
      <div className={blocks.formGrid}>
        <FormTextField control={control} name="Name" label="Name on the bill" />
        <FormTextField control={control} name="Description" label="Description" />
        <FormTextField
          control={control}
          name="Fee"
          label="Fee (₹, GST included)"
          inputMode="decimal"
        />
        <FormField control={control} name="GstRate" label="GST rate">
          {(p, field) => (
            <select
              {...p}
              className={inputClass}
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {GST_RATES.map((r) => (
                <option key={r} value={r}>
                  {r}%
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
