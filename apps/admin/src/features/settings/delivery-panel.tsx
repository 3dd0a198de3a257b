import { useWatch } from 'react-hook-form';
import type { Translate } from '@kirana/ui/i18n';
import {
  DeliverySettings,
  FEE_GST_RATES,
  PlatformFeeSettings,
  type AdminSettings,
  type PlatformFeeSettingsView,
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
import { useT } from '../../lib/i18n';
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
function methodProblem(t: Translate, f: MethodForm): string | undefined {
  const name = f.Name;
  if (Number.isNaN(requiredPaiseOf(f.Fee))) return t('settings.delivery.fee-wrong', { name });
  if (Number.isNaN(paiseOf(f.FreeAbove))) return t('settings.delivery.free-wrong', { name });
  const days = [wholeOf(f.EtaDaysMin), wholeOf(f.EtaDaysMax)];
  if (days.some((d) => d === null || Number.isNaN(d)))
    return t('settings.delivery.days-wrong', { name });
  return undefined;
}

const methodsCheckOf =
  (t: Translate) =>
  (f: MethodsForm): Record<string, string> => {
    const problem = f.Methods.map((m) => methodProblem(t, m)).find(Boolean);
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
  const t = useT();
  const [save, saving] = settingsApi.useSaveDeliveryMutation({
    fixedCacheKey: 'settings-delivery',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: { Methods: methods.map(methodForm) },
    schema: DeliverySettings,
    bodyOf: methodsBodyOf,
    check: methodsCheckOf(t),
    send: save,
  });
  const { control, formState } = form;
  const forms = useWatch({ control, name: 'Methods' });

  return (
    <SettingsForm
      title={t('settings.delivery.title')}
      label={t('settings.delivery.label')}
      onSubmit={submit}
    >
      <p className={styles.note}>{t('settings.delivery.note')}</p>
      {forms.map((m, i) => (
        <fieldset key={m.DeliveryMethodId} className={blocks.card}>
          <legend>
            <FormCheckbox control={control} name={`Methods.${i}.IsEnabled`}>
              {t('settings.offered', { name: m.Name || m.DeliveryMethodId })}
            </FormCheckbox>
          </legend>
          <div className={blocks.formGrid}>
            <FormTextField
              control={control}
              name={`Methods.${i}.Name`}
              label={t('settings.name')}
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.Description`}
              label={t('settings.description')}
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.Fee`}
              label={t('settings.delivery.fee')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.FreeAbove`}
              label={t('settings.delivery.free-from')}
              hint={t('settings.delivery.free-from-hint')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.EtaDaysMin`}
              label={t('settings.delivery.earliest')}
              hint={t('settings.delivery.earliest-hint')}
              inputMode="numeric"
            />
            <FormTextField
              control={control}
              name={`Methods.${i}.EtaDaysMax`}
              label={t('settings.delivery.latest')}
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

/** A fee's rate offered: today's slabs, and a rate kept from before them shown as it is. */
const feeRatesFor = (kept: number): number[] =>
  (FEE_GST_RATES as readonly number[]).includes(kept)
    ? [...FEE_GST_RATES]
    : [...FEE_GST_RATES, kept];

/** The platform fee as typed: the fee in rupees. */
type FeeForm = Omit<PlatformFeeSettings, 'Fee'> & { Fee: string };

const feeBodyOf = (f: FeeForm): PlatformFeeSettings => ({ ...f, Fee: requiredPaiseOf(f.Fee) });
const feeCheckOf =
  (t: Translate) =>
  (f: FeeForm): Record<string, string> =>
    Number.isNaN(requiredPaiseOf(f.Fee))
      ? { root: t('settings.fee.wrong') }
      : (FEE_GST_RATES as readonly number[]).includes(f.GstRate)
        ? {}
        : { GstRate: t('settings.fee.old-rate', { rate: f.GstRate }) };

function PlatformFeeForm({ fee }: { fee: PlatformFeeSettingsView }) {
  const t = useT();
  const [save, saving] = settingsApi.useSavePlatformFeeMutation({
    fixedCacheKey: 'settings-platform-fee',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: { ...fee, Fee: rupeesText(fee.Fee) },
    schema: PlatformFeeSettings,
    bodyOf: feeBodyOf,
    check: feeCheckOf(t),
    rupees: () => ['Fee'],
    send: save,
  });
  const { control } = form;
  return (
    <SettingsForm title={t('settings.fee.title')} onSubmit={submit}>
      <FormCheckbox control={control} name="IsEnabled">
        {t('settings.fee.charge')}
      </FormCheckbox>
      <div className={blocks.formGrid}>
        <FormTextField control={control} name="Name" label={t('settings.fee.name')} />
        <FormTextField control={control} name="Description" label={t('settings.description')} />
        <FormTextField
          control={control}
          name="Fee"
          label={t('settings.fee.fee')}
          inputMode="decimal"
        />
        <FormField control={control} name="GstRate" label={t('settings.fee.gst-rate')}>
          {(p, field) => (
            <select
              {...p}
              className={inputClass}
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {feeRatesFor(fee.GstRate).map((r) => (
                <option key={r} value={r}>
                  {(FEE_GST_RATES as readonly number[]).includes(r)
                    ? `${r}%`
                    : t('settings.fee.old-rate-option', { rate: r })}
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
