import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../app/api';
import { CancelReasonCode } from '@kirana/shared';
import { Button, Dialog, Field, FormError, inputClass, TextField } from '../../components';
import { useT } from '../../lib/i18n';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  error: unknown;
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
  const fields = fieldErrors(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onShip(carrier.trim(), tracking.trim());
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
      <form id="ship-form" onSubmit={submit}>
        <TextField
          label={t('orders.ship.carrier')}
          error={fields['body.Carrier']}
          value={carrier}
          onChange={setCarrier}
          required
          minLength={2}
          maxLength={60}
          placeholder={t('orders.ship.carrier-example')}
        />
        <TextField
          label={t('orders.ship.tracking')}
          error={fields['body.TrackingNumber']}
          hint={t('orders.ship.tracking-hint')}
          value={tracking}
          onChange={setTracking}
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
 * language) or, for "Other", the store's own words. Money, stock and coupon come back.
 */
export function CancelDialog({
  open,
  onClose,
  busy,
  error,
  onCancel,
}: DialogProps & { onCancel: (reason: string, code: CancelReasonCode) => void }) {
  const t = useT();
  const [code, setCode] = useState<CancelReasonCode>('out_of_stock');
  const [reason, setReason] = useState('');
  const fields = fieldErrors(error);
  const presetText = (c: CancelReasonCode) => t(`orders.cancel.why.${c}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCancel(code === 'other' ? reason.trim() : presetText(code), code);
  };
  return (
    <Dialog
      open={open}
      title={t('orders.cancel.title')}
      onClose={onClose}
      closeLabel={t('orders.cancel.keep')}
      actions={
        <Button type="submit" form="cancel-form" variant="danger" busy={busy}>
          {t('orders.cancel.submit')}
        </Button>
      }
    >
      <form id="cancel-form" onSubmit={submit}>
        <p>{t('orders.cancel.text')}</p>
        <Field label={t('orders.cancel.preset')} error={fields['body.ReasonCode']}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={code}
              onChange={(e) => setCode(e.target.value as CancelReasonCode)}
            >
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
            error={fields['body.Reason']}
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
