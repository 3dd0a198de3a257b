import { useWatch } from 'react-hook-form';
import type { Translate } from '@kirana/ui/i18n';
import {
  PaymentSettingsBody,
  type PaymentMethodSetting,
  type PaymentSettings,
} from '@kirana/shared';
import { Badge, blocks, FormTextField, paiseOf, QueryState, rupeesText } from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

/** The methods as typed: each largest order in rupees. */
interface PaymentsForm {
  Methods: (Omit<PaymentMethodSetting, 'MaxOrderValue'> & { MaxOrderValue: string })[];
}

const bodyOf = (f: PaymentsForm): PaymentSettingsBody => ({
  Methods: f.Methods.map((m) => ({ ...m, MaxOrderValue: paiseOf(m.MaxOrderValue) })),
});

const checkOf =
  (t: Translate) =>
  (f: PaymentsForm): Record<string, string> => {
    const wrong = f.Methods.find((m) => Number.isNaN(paiseOf(m.MaxOrderValue)));
    return wrong ? { root: t('settings.payments.limit', { name: wrong.Name }) } : {};
  };

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
  const t = useT();
  const [save, saving] = settingsApi.useSavePaymentSettingsMutation({
    fixedCacheKey: 'settings-payments',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: {
      Methods: settings.Methods.map(({ IsConfigured: _c, ...m }) => ({
        ...m,
        MaxOrderValue: rupeesText(m.MaxOrderValue),
      })),
    },
    schema: PaymentSettingsBody,
    bodyOf,
    check: checkOf(t),
    send: save,
  });
  const { control } = form;
  const names = useWatch({ control, name: 'Methods' }).map((m) => m.Name);
  return (
    <SettingsForm title={t('settings.payments.title')} onSubmit={submit}>
      <p className={styles.note}>{t('settings.payments.note')}</p>
      {settings.Methods.map((m, i) => (
        <fieldset key={m.PaymentMethodId} className={blocks.card}>
          <legend className={styles.buttons}>
            <FormCheckbox control={control} name={`Methods.${i}.IsEnabled`}>
              {t('settings.offered', { name: names[i] })}
            </FormCheckbox>
            <Badge tone={m.IsConfigured ? 'good' : 'warn'}>
              {m.IsConfigured ? t('settings.payments.set-up') : t('settings.payments.not-set-up')}
            </Badge>
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
              name={`Methods.${i}.MaxOrderValue`}
              label={t('settings.largest-order')}
              hint={t('settings.no-limit')}
              inputMode="decimal"
            />
          </div>
        </fieldset>
      ))}
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}
