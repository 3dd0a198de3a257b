import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { SlotSettingsBody, type SlotSettings } from '@kirana/shared';
import { blocks, Button, FormTextField, QueryState, wholeOf } from '../../components';
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
function check(f: SlotsForm): Record<string, string> {
  if (notWhole(f.DaysAhead) || notWhole(f.CutoffMinutes))
    return { root: 'Enter the days and the cut-off as whole numbers' };
  const bad = f.Windows.find((w) => notWhole(w.Capacity));
  return bad
    ? { root: `${bad.Starts}–${bad.Ends}: enter the orders it takes as a whole number` }
    : {};
}

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
  const [save, saving] = settingsApi.useSaveDeliverySlotsMutation({
    fixedCacheKey: 'settings-delivery-slots',
  });
  const { form, submit, refusal } = useSettingsForm({
    values: formOf(settings),
    schema: SlotSettingsBody,
    bodyOf,
    check,
    send: save,
  });
  const { control } = form;
  const windows = useFieldArray({ control, name: 'Windows' });
  return (
    <SettingsForm title="Delivery slots" onSubmit={submit}>
      <FormCheckbox control={control} name="IsEnabled">
        Shoppers choose a delivery slot at checkout
      </FormCheckbox>
      <p className={styles.note}>
        Times are India time. A full slot is shown to shoppers and not offered.
      </p>
      <div className={blocks.formGrid}>
        <FormTextField
          control={control}
          name="DaysAhead"
          label="Days after today offered"
          hint="0 to 6 (0: today only)"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="CutoffMinutes"
          label="Cut-off (minutes before a slot starts)"
          hint="0 to 720"
          inputMode="numeric"
        />
      </div>
      {windows.fields.map((w, i) => (
        <WindowFields key={w.id} control={control} index={i} onRemove={() => windows.remove(i)} />
      ))}
      <Button variant="secondary" size="s" onClick={() => windows.append(NEW_WINDOW)}>
        Add a window
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
  const w = useWatch({ control, name: `Windows.${index}` });
  return (
    <fieldset className={blocks.card}>
      <legend>
        <FormCheckbox control={control} name={`Windows.${index}.IsEnabled`}>
          Window {w.Starts}–{w.Ends} offered
        </FormCheckbox>
      </legend>
      <div className={blocks.formGrid}>
        <FormTextField
          control={control}
          name={`Windows.${index}.Starts`}
          label="Starts"
          type="time"
        />
        <FormTextField control={control} name={`Windows.${index}.Ends`} label="Ends" type="time" />
        <FormTextField
          control={control}
          name={`Windows.${index}.Capacity`}
          label="Orders per day"
          inputMode="numeric"
        />
      </div>
      <Button variant="ghost" size="s" onClick={onRemove}>
        Remove this window
      </Button>
    </fieldset>
  );
}
