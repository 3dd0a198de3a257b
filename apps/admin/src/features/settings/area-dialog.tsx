import { useState } from 'react';
import type { DeliveryArea } from '@kirana/shared';
import { Button, Dialog, Field, inputClass } from '../../components';
import { errorMessage, fieldErrors } from '../../app/api';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';

/** Adds one delivery area (`area` null) or edits or removes the one given. */
export function AreaDialog({
  area,
  open,
  onClose,
}: {
  area: DeliveryArea | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const [prefix, setPrefix] = useState(area?.Prefix ?? '');
  const [place, setPlace] = useState(area?.Place ?? '');
  const [days, setDays] = useState(String(area?.Days ?? 1));
  const [cutoff, setCutoff] = useState(area?.CutoffHour == null ? '' : String(area.CutoffHour));
  const [active, setActive] = useState(area?.IsActive ?? true);
  const [save, saving] = settingsApi.useSaveAreaMutation();
  const [remove, removing] = settingsApi.useRemoveAreaMutation();
  const [problem, setProblem] = useState<string>();
  const errors = fieldErrors(saving.error);

  const submit = async () => {
    if (!/^[1-9]\d{0,5}$/.test(prefix)) return setProblem(t('settings.area.prefix-wrong'));
    setProblem(undefined);
    const res = await save({
      prefix,
      body: {
        Place: place.trim() || null,
        Days: Number(days),
        CutoffHour: cutoff === '' ? null : Number(cutoff),
        IsActive: active,
      },
    });
    if (!('error' in res)) onClose();
  };
  const drop = async () => {
    if (!area) return;
    const res = await remove(area.Prefix);
    if (!('error' in res)) onClose();
  };

  return (
    <Dialog
      open={open}
      title={
        area ? t('settings.area.edit-title', { prefix: area.Prefix }) : t('settings.area.add-title')
      }
      onClose={onClose}
      actions={
        <>
          {area && (
            <Button variant="secondary" busy={removing.isLoading} onClick={drop}>
              {t('settings.area.remove')}
            </Button>
          )}
          <Button busy={saving.isLoading} onClick={submit}>
            {t('settings.area.save')}
          </Button>
        </>
      }
    >
      <Field
        label={t('settings.areas.prefix')}
        error={problem}
        hint={t('settings.area.prefix-hint')}
      >
        {(p) => (
          <input
            {...p}
            className={inputClass}
            inputMode="numeric"
            value={prefix}
            disabled={area !== null}
            onChange={(e) => setPrefix(e.target.value.trim())}
          />
        )}
      </Field>
      <Field label={t('settings.areas.place')} error={errors.Place}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('settings.areas.days')}
        error={errors.Days}
        hint={t('settings.area.days-hint')}
      >
        {(p) => (
          <input
            {...p}
            className={inputClass}
            type="number"
            min={0}
            max={30}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('settings.areas.cutoff')}
        error={errors.CutoffHour}
        hint={t('settings.area.cutoff-hint')}
      >
        {(p) => (
          <input
            {...p}
            className={inputClass}
            type="number"
            min={1}
            max={23}
            value={cutoff}
            onChange={(e) => setCutoff(e.target.value)}
          />
        )}
      </Field>
      <label>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />{' '}
        {t('settings.area.active')}
      </label>
      {(saving.isError || removing.isError) && (
        <p role="alert">{errorMessage(saving.error ?? removing.error)}</p>
      )}
    </Dialog>
  );
}
