import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../app/api';
import { CancelReasonCode } from '@kirana/shared';
import { Button, Dialog, Field, FormError, inputClass, TextField } from '../../components';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  error: unknown;
}

/** Typed words of `min` to `max` characters, or what is wrong in the console's words. */
function lengthError(t: Translate, text: string, min: number, max: number): string | undefined {
  if (!text) return t('forms.required');
  if (text.length < min) return t('forms.text-min', { min });
  if (text.length > max) return t('forms.text-max', { max });
  return undefined;
}

/** Shipping asks for the carrier and the tracking number. */
export function ShipDialog({
  open,
  onClose,
  busy,
  error,
  onShip,
}: DialogProps & { onShip: (carrier: string, tracking: string) => void }) {
  const t = useT();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  // the dialog's own words (the form is noValidate: no browser bubble in English, #28)
  const [missing, setMissing] = useState<{ carrier?: string; tracking?: string }>({});
  const fields = fieldErrors(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [c, n] = [carrier.trim(), tracking.trim()];
    const now = {
      carrier: lengthError(t, c, 2, 60),
      tracking:
        lengthError(t, n, 4, 40) ??
        (/^[A-Za-z0-9-]+$/.test(n) ? undefined : t('orders.ship.tracking-chars')),
    };
    setMissing(now);
    if (now.carrier || now.tracking) return;
    onShip(c, n);
  };
  return (
    <Dialog
      open={open}
      title={t('orders.ship.title')}
      onClose={onClose}
      actions={
        <Button type="submit" form="ship-form" busy={busy}>
          {t('orders.ship.submit')}
        </Button>
      }
    >
      <form id="ship-form" onSubmit={submit} noValidate>
        <TextField
          label={t('orders.ship.carrier')}
          error={missing.carrier ?? fields['body.Carrier']}
          value={carrier}
          onChange={(v) => {
            setCarrier(v);
            setMissing((m) => ({ ...m, carrier: undefined }));
          }}
          required
          minLength={2}
          maxLength={60}
          placeholder={t('orders.ship.carrier-example')}
        />
        <TextField
          label={t('orders.ship.tracking')}
          error={missing.tracking ?? fields['body.TrackingNumber']}
          hint={t('orders.ship.tracking-hint')}
          value={tracking}
          onChange={(v) => {
            setTracking(v);
            setMissing((m) => ({ ...m, tracking: undefined }));
          }}
          required
          minLength={4}
          maxLength={40}
          pattern="[A-Za-z0-9\-]+"
        />
        <FormError error={error} fields={fields} />
      </form>
    </Dialog>
  );
}

/** The preset reasons in the order the dialog offers them; 'other' asks for the store's words. */
const PRESETS = CancelReasonCode.options;

/**
 * Cancelling asks why: a preset reason (kept as its code, the shopper reads it in their
 * language) or, for "Other", the store's own words. No reason is chosen until the staff member
 * picks one (#28: a default sent "Out of stock" on one press). Money, stock and coupon come back.
 */
export function CancelDialog({
  open,
  onClose,
  busy,
  error,
  onCancel,
}: DialogProps & { onCancel: (reason: string, code: CancelReasonCode) => void }) {
  const t = useT();
  const [code, setCode] = useState<CancelReasonCode | ''>('');
  const [reason, setReason] = useState('');
  // the dialog's own words for what is missing (the form is noValidate: no browser bubble)
  const [missing, setMissing] = useState<{ code?: string; reason?: string }>({});
  const fields = fieldErrors(error);
  const presetText = (c: CancelReasonCode) => t(`orders.cancel.why.${c}`);
  const close = () => {
    setCode('');
    setReason('');
    setMissing({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code) return setMissing({ code: t('orders.cancel.choose') });
    const words = code === 'other' ? reason.trim() : presetText(code);
    const short = code === 'other' ? lengthError(t, words, 3, 200) : undefined;
    if (short) return setMissing({ reason: short });
    setMissing({});
    onCancel(words, code);
  };
  return (
    <Dialog
      open={open}
      title={t('orders.cancel.title')}
      onClose={close}
      closeLabel={t('orders.cancel.keep')}
      actions={
        <Button type="submit" form="cancel-form" variant="danger" busy={busy}>
          {t('orders.cancel.submit')}
        </Button>
      }
    >
      <form id="cancel-form" onSubmit={submit} noValidate>
        <p>{t('orders.cancel.text')}</p>
        <Field label={t('orders.cancel.preset')} error={missing.code ?? fields['body.ReasonCode']}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={code}
              onChange={(e) => {
                setCode(e.target.value as CancelReasonCode | '');
                setMissing({});
              }}
            >
              <option value="" disabled>
                {t('orders.cancel.choose-option')}
              </option>
              {PRESETS.map((c) => (
                <option key={c} value={c}>
                  {presetText(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {code === 'other' && (
          <TextField
            label={t('orders.cancel.reason')}
            error={missing.reason ?? fields['body.Reason']}
            hint={t('orders.cancel.reason-hint')}
            value={reason}
            onChange={setReason}
            required
            minLength={3}
            maxLength={200}
            rows={3}
          />
        )}
        <FormError error={error} fields={fields} />
      </form>
    </Dialog>
  );
}
