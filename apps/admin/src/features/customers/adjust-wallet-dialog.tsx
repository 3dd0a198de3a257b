import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { WalletAdjustmentBody } from '@kirana/shared';
import {
  Button,
  Dialog,
  FormError,
  FormField,
  FormTextField,
  formatInr,
  inputClass,
  messagesOf,
  paiseOf,
  useRequestForm,
} from '../../components';
import { customersApi } from './api';

const newKey = () => crypto.randomUUID();

/** The most one adjustment moves: ₹9,99,999.99 (six rupee digits). */
const MAX_ADJUSTMENT_PAISE = 99_999_999;

/** Rupees as typed ("250", "99.50", a minus ignored) to whole paise, or null when not such an amount. */
function toPaise(typed: string): number | null {
  const paise = paiseOf(typed.trim().replace(/^-/, ''));
  return paise === null || !(paise > 0) || paise > MAX_ADJUSTMENT_PAISE ? null : paise;
}

/** The adjustment as typed: the amount in rupees, under the body's name so its errors land there. */
interface AdjustmentForm {
  Direction: 'credit' | 'debit';
  AmountPaise: string;
  Reason: string;
}

const EMPTY: AdjustmentForm = { Direction: 'credit', AmountPaise: '', Reason: '' };

const bodyOf = (f: AdjustmentForm) => {
  const paise = toPaise(f.AmountPaise) ?? Number.NaN;
  return { AmountPaise: f.Direction === 'credit' ? paise : -paise, Reason: f.Reason.trim() };
};

/** The amount in the console's words, and the reason by the API's own rule, both at once. */
function adjustmentErrors(f: AdjustmentForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (toPaise(f.AmountPaise) === null)
    errors.AmountPaise = 'Enter an amount in rupees, like 250 or 99.50';
  const reason = WalletAdjustmentBody.shape.Reason.safeParse(f.Reason);
  if (!reason.success) errors.Reason = reason.error.issues[0]!.message;
  return errors;
}

/**
 * Credits or debits a customer's wallet with a reason. One Idempotency-Key per dialog opening,
 * so a retried click moves the wallet once.
 */
export function AdjustWalletDialog({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [key, setKey] = useState(newKey);
  const [adjust, state] = customersApi.useAdjustWalletMutation();
  const { form, submit } = useRequestForm({
    values: EMPTY,
    schema: WalletAdjustmentBody,
    bodyOf,
    check: adjustmentErrors,
    send: (body) => adjust({ userId, key, body }),
    onSaved: () => close(),
  });
  const { control, formState } = form;
  const [direction, amount] = useWatch({ control, name: ['Direction', 'AmountPaise'] });
  const paise = toPaise(amount);
  const close = () => {
    state.reset();
    // credit or debit stays as picked
    form.reset({ ...EMPTY, Direction: form.getValues('Direction') });
    setKey(newKey());
    onClose();
  };
  return (
    <Dialog
      open={open}
      title="Adjust wallet"
      onClose={close}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          {paise ? `${direction === 'credit' ? 'Credit' : 'Debit'} ${formatInr(paise)}` : 'Save'}
        </Button>
      }
    >
      <FormField control={control} name="Direction" label="Credit or debit">
        {(p, field) => (
          <select {...p} {...field} className={inputClass}>
            <option value="credit">Credit (add money)</option>
            <option value="debit">Debit (take money back)</option>
          </select>
        )}
      </FormField>
      <FormTextField
        control={control}
        name="AmountPaise"
        label="Amount (₹)"
        hint="Up to ₹1,00,000 at a time"
        inputMode="decimal"
      />
      <FormTextField
        control={control}
        name="Reason"
        label="Reason"
        hint="The customer sees it in their wallet"
        rows={2}
        maxLength={200}
      />
      <FormError error={state.error} fields={messagesOf(formState.errors)} />
    </Dialog>
  );
}
