import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { SlotSettingsBody, type SlotSettings } from '@kirana/shared';
import type { Translate } from '@kirana/ui/i18n';
import { blocks, Button, FormTextField, QueryState, wholeOf } from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { FormCheckbox, SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

interface WindowForm {
  WindowId: number | null;
  Starts: string;
  Ends: string;
  Capacity: string;
  IsEnabled: boolean;
}

/** The slots as typed: whole numbers as text until they are sent. */
interface SlotsForm {
  IsEnabled: boolean;
  DaysAhead: string;
  CutoffMinutes: string;
  Windows: WindowForm[];
}

const NEW_WINDOW: WindowForm = {
  WindowId: null,
  Starts: '07:00',
  Ends: '09:00',
  Capacity: '10',
  IsEnabled: true,
};

const formOf = (s: SlotSettings): SlotsForm => ({
  IsEnabled: s.IsEnabled,
  DaysAhead: String(s.DaysAhead),
  CutoffMinutes: String(s.CutoffMinutes),
  Windows: s.Windows.map((w) => ({ ...w, Capacity: String(w.Capacity) })),
});

/** The slots as the server takes them (NaN where check has already said what is wrong). */
const bodyOf = (f: SlotsForm): SlotSettingsBody => ({
  IsEnabled: f.IsEnabled,
  DaysAhead: wholeOf(f.DaysAhead) ?? Number.NaN,
  CutoffMinutes: wholeOf(f.CutoffMinutes) ?? Number.NaN,
  Windows: f.Windows.map((w) => ({ ...w, Capacity: wholeOf(w.Capacity) ?? Number.NaN })),
});

const notWhole = (text: string) => {
  const n = wholeOf(text);
  return n === null || Number.isNaN(n);
};

/** The first thing the form can tell is wrong, in the console's words. */
const checkOf =
  (t: Translate) =>
  (f: SlotsForm): Record<string, string> => {
    if (notWhole(f.DaysAhead) || notWhole(f.CutoffMinutes))
      return { root: t('settings.slots.whole') };
    const bad = f.Windows.find((w) => notWhole(w.Capacity));
    return bad
      ? { root: t('settings.slots.capacity-wrong', { starts: bad.Starts, ends: bad.Ends }) }
      : {};
  };

/** Delivery slots: on or off, the days offered, the cut-off and the daily windows. */
export function SlotsPanel() {
  const query = settingsApi.useDeliverySlotsQuery();
  return (
    <QueryState query={query}>
      {(d) => <SlotsEditor key={JSON.stringify(d)} settings={d} />}
    </QueryState>
  );
}

function SlotsEditor({ settings }: { settings: SlotSettings }) {
  const t = useT();
  const [save, saving] = settingsApi.useSaveDeliverySlotsMutation({
    fixedCacheKey: 'settings-delivery-slots',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: formOf(settings),
    schema: SlotSettingsBody,
    bodyOf,
    check: checkOf(t),
    send: save,
  });
  const { control } = form;
  const windows = useFieldArray({ control, name: 'Windows' });
  return (
    <SettingsForm title={t('settings.slots.title')} onSubmit={submit}>
      <FormCheckbox control={control} name="IsEnabled">
        {t('settings.slots.enabled')}
      </FormCheckbox>
      <p className={styles.note}>{t('settings.slots.note')}</p>
      <div className={blocks.formGrid}>
        <FormTextField
          control={control}
          name="DaysAhead"
          label={t('settings.slots.days')}
          hint={t('settings.slots.days-hint')}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="CutoffMinutes"
          label={t('settings.slots.cutoff')}
          hint={t('settings.slots.cutoff-hint')}
          inputMode="numeric"
        />
      </div>
      {windows.fields.map((w, i) => (
        <WindowFields key={w.id} control={control} index={i} onRemove={() => windows.remove(i)} />
      ))}
      <Button variant="secondary" size="s" onClick={() => windows.append(NEW_WINDOW)}>
        {t('settings.slots.add')}
      </Button>
      <SaveBar state={saving} localError={refusal} />
    </SettingsForm>
  );
}

/** One daily window: offered or not, its times and the orders it takes a day. */
function WindowFields({
  control,
  index,
  onRemove,
}: {
  control: Control<SlotsForm>;
  index: number;
  onRemove: () => void;
}) {
  const t = useT();
  const w = useWatch({ control, name: `Windows.${index}` });
  return (
    <fieldset className={blocks.card}>
      <legend>
        <FormCheckbox control={control} name={`Windows.${index}.IsEnabled`}>
          {t('settings.slots.window', { starts: w.Starts, ends: w.Ends })}
        </FormCheckbox>
      </legend>
      <div className={blocks.formGrid}>
        <FormTextField
          control={control}
          name={`Windows.${index}.Starts`}
          label={t('settings.slots.starts')}
          type="time"
        />
        <FormTextField
          control={control}
          name={`Windows.${index}.Ends`}
          label={t('settings.slots.ends')}
          type="time"
        />
        <FormTextField
          control={control}
          name={`Windows.${index}.Capacity`}
          label={t('settings.slots.capacity')}
          inputMode="numeric"
        />
      </div>
      <Button variant="ghost" size="s" onClick={onRemove}>
        {t('settings.slots.remove')}
      </Button>
    </fieldset>
  );
}
