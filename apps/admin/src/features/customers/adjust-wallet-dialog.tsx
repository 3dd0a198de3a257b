import { useState } from 'react';
import { paiseFromRupees } from '@kirana/shared/common/money';
import { errorMessage, fieldErrors } from '../../app/api';
import { Button, Dialog, Field, formatInr, inputClass, TextField } from '../../components';
import { customersApi } from './api';

const newKey = () => crypto.randomUUID();

/** The most one adjustment moves: ₹9,99,999.99 (six rupee digits). */
const MAX_ADJUSTMENT_PAISE = 99_999_999;

/** Rupees as typed ("250", "99.50") to whole paise, or null when it is not such an amount. */
function toPaise(typed: string): number | null {
  const paise = paiseFromRupees(typed);
  return paise === null || paise === 0 || paise > MAX_ADJUSTMENT_PAISE ? null : paise;
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
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [tried, setTried] = useState(false);
  const [adjust, state] = customersApi.useAdjustWalletMutation();
  const server = fieldErrors(state.error);
  const paise = toPaise(amount.replace(/^-/, ''));
  const amountError =
    (tried && paise === null ? 'Enter an amount in rupees, like 250 or 99.50' : undefined) ??
    server['body.AmountPaise'];
  const reasonError =
    (tried && reason.trim().length < 3 ? 'Say why, in 3 to 200 characters' : undefined) ??
    server['body.Reason'];
  const close = () => {
    state.reset();
    setAmount('');
    setReason('');
    setTried(false);
    setKey(newKey());
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (paise === null || reason.trim().length < 3) return;
    const AmountPaise = direction === 'credit' ? paise : -paise;
    const res = await adjust({ userId, key, body: { AmountPaise, Reason: reason.trim() } });
    if ('data' in res) close();
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
      <Field label="Credit or debit">
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={direction}
            onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
          >
            <option value="credit">Credit (add money)</option>
            <option value="debit">Debit (take money back)</option>
          </select>
        )}
      </Field>
      <TextField
        label="Amount (₹)"
        error={amountError}
        hint="Up to ₹1,00,000 at a time"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <TextField
        label="Reason"
        error={reasonError}
        hint="The customer sees it in their wallet"
        rows={2}
        maxLength={200}
        value={reason}
        onChange={setReason}
      />
      {state.isError && !server['body.AmountPaise'] && !server['body.Reason'] && (
        <p role="alert">{errorMessage(state.error)}</p>
      )}
    </Dialog>
  );
}
