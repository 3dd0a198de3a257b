import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../app/api';
import { Button, Dialog, FormError, TextField } from '../../components';

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
      title="Ship the order"
      onClose={onClose}
      actions={
        <Button type="submit" form="ship-form" busy={busy}>
          Mark shipped
        </Button>
      }
    >
      <form id="ship-form" onSubmit={submit}>
        <TextField
          label="Carrier"
          error={fields['body.Carrier']}
          value={carrier}
          onChange={setCarrier}
          required
          minLength={2}
          maxLength={60}
          placeholder="Delhivery, India Post…"
        />
        <TextField
          label="Tracking number"
          error={fields['body.TrackingNumber']}
          hint="Letters, digits and dashes"
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

/** Cancelling asks why; the shopper's money, stock and coupon come back by the store's rules. */
export function CancelDialog({
  open,
  onClose,
  busy,
  error,
  onCancel,
}: DialogProps & { onCancel: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const fields = fieldErrors(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCancel(reason.trim());
  };
  return (
    <Dialog
      open={open}
      title="Cancel the order"
      onClose={onClose}
      closeLabel="Keep order"
      actions={
        <Button type="submit" form="cancel-form" variant="danger" busy={busy}>
          Cancel order
        </Button>
      }
    >
      <form id="cancel-form" onSubmit={submit}>
        <p>
          The stock and the coupon come back, and what the shopper paid is refunded: the wallet part
          to the wallet, an online payment to where it came from.
        </p>
        <TextField
          label="Reason"
          error={fields['body.Reason']}
          hint="The shopper sees it"
          value={reason}
          onChange={setReason}
          required
          minLength={3}
          maxLength={200}
          rows={3}
        />
        <FormError error={error} fields={fields} />
      </form>
    </Dialog>
  );
}
