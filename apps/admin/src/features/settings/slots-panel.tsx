import { useState } from 'react';
import type { SlotSettings, SlotSettingsBody } from '@kirana/shared';
import { blocks, Button, formErrors, QueryState, TextField, wholeOf } from '../../components';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { Checkbox, SettingsForm } from './settings-form';
import styles from './settings.module.css';

interface WindowForm {
  WindowId: number | null;
  Starts: string;
  Ends: string;
  Capacity: string;
  IsEnabled: boolean;
}

const NEW_WINDOW: WindowForm = {
  WindowId: null,
  Starts: '07:00',
  Ends: '09:00',
  Capacity: '10',
  IsEnabled: true,
};

/** The form as the server takes it, or the first thing the form can tell is wrong. */
function bodyOf(
  rules: { IsEnabled: boolean; DaysAhead: string; CutoffMinutes: string },
  windows: WindowForm[],
): SlotSettingsBody | string {
  const days = wholeOf(rules.DaysAhead);
  const cutoff = wholeOf(rules.CutoffMinutes);
  if (days === null || cutoff === null || Number.isNaN(days) || Number.isNaN(cutoff))
    return 'Enter the days and the cut-off as whole numbers';
  const out: SlotSettingsBody['Windows'] = [];
  for (const w of windows) {
    const capacity = wholeOf(w.Capacity);
    if (capacity === null || Number.isNaN(capacity))
      return `${w.Starts}–${w.Ends}: enter the orders it takes as a whole number`;
    out.push({ ...w, Capacity: capacity });
  }
  return { IsEnabled: rules.IsEnabled, DaysAhead: days, CutoffMinutes: cutoff, Windows: out };
}

/** Delivery slots: on or off, the days offered, the cut-off and the daily windows. */
export function SlotsPanel() {
  const query = settingsApi.useDeliverySlotsQuery();
  return (
    <QueryState query={query}>
      {(d) => <SlotsForm key={JSON.stringify(d)} settings={d} />}
    </QueryState>
  );
}

function SlotsForm({ settings }: { settings: SlotSettings }) {
  const [rules, setRules] = useState({
    IsEnabled: settings.IsEnabled,
    DaysAhead: String(settings.DaysAhead),
    CutoffMinutes: String(settings.CutoffMinutes),
  });
  const [windows, setWindows] = useState<WindowForm[]>(
    settings.Windows.map((w) => ({ ...w, Capacity: String(w.Capacity) })),
  );
  const [localError, setLocalError] = useState<string>();
  const [save, saving] = settingsApi.useSaveDeliverySlotsMutation({
    fixedCacheKey: 'settings-delivery-slots',
  });
  const errors = formErrors(saving.error);
  const set = (i: number, patch: Partial<WindowForm>) =>
    setWindows((all) => all.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  const submit = () => {
    const body = bodyOf(rules, windows);
    setLocalError(typeof body === 'string' ? body : undefined);
    if (typeof body !== 'string') void save(body);
  };
  return (
    <SettingsForm title="Delivery slots" onSubmit={submit}>
      <Checkbox checked={rules.IsEnabled} onChange={(v) => setRules({ ...rules, IsEnabled: v })}>
        Shoppers choose a delivery slot at checkout
      </Checkbox>
      <p className={styles.note}>
        Times are India time. A full slot is shown to shoppers and not offered.
      </p>
      <div className={blocks.formGrid}>
        <TextField
          label="Days after today offered"
          hint="0 to 6 (0: today only)"
          error={errors.DaysAhead}
          inputMode="numeric"
          value={rules.DaysAhead}
          onChange={(v) => setRules({ ...rules, DaysAhead: v })}
        />
        <TextField
          label="Cut-off (minutes before a slot starts)"
          hint="0 to 720"
          error={errors.CutoffMinutes}
          inputMode="numeric"
          value={rules.CutoffMinutes}
          onChange={(v) => setRules({ ...rules, CutoffMinutes: v })}
        />
      </div>
      {windows.map((w, i) => (
        <fieldset key={w.WindowId ?? `new-${i}`} className={blocks.card}>
          <legend>
            <Checkbox checked={w.IsEnabled} onChange={(v) => set(i, { IsEnabled: v })}>
              Window {w.Starts}–{w.Ends} offered
            </Checkbox>
          </legend>
          <div className={blocks.formGrid}>
            <TextField
              label="Starts"
              type="time"
              error={errors[`Windows.${i}.Starts`]}
              value={w.Starts}
              onChange={(v) => set(i, { Starts: v })}
            />
            <TextField
              label="Ends"
              type="time"
              error={errors[`Windows.${i}.Ends`]}
              value={w.Ends}
              onChange={(v) => set(i, { Ends: v })}
            />
            <TextField
              label="Orders per day"
              error={errors[`Windows.${i}.Capacity`]}
              inputMode="numeric"
              value={w.Capacity}
              onChange={(v) => set(i, { Capacity: v })}
            />
          </div>
          <Button
            variant="ghost"
            size="s"
            onClick={() => setWindows((all) => all.filter((_, j) => j !== i))}
          >
            Remove this window
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" size="s" onClick={() => setWindows([...windows, NEW_WINDOW])}>
        Add a window
      </Button>
      <SaveBar state={saving} localError={localError} />
    </SettingsForm>
  );
}
