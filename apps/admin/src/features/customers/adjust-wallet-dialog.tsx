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
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
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

/** The amount and the reason (by the API's own rule) in the console's words, both at once. */
function adjustmentErrors(t: Translate, f: AdjustmentForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (toPaise(f.AmountPaise) === null) errors.AmountPaise = t('customers.adjust.amount-error');
  if (!WalletAdjustmentBody.shape.Reason.safeParse(f.Reason).success)
    errors.Reason = t('customers.adjust.reason-error');
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
  const t = useT();
  const [key, setKey] = useState(newKey);
  const [adjust, state] = customersApi.useAdjustWalletMutation();
  const { form, submit } = useRequestForm({
    values: EMPTY,
    schema: WalletAdjustmentBody,
    bodyOf,
    check: (f) => adjustmentErrors(t, f),
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
      title={t('customers.adjust.title')}
      onClose={close}
      actions={
        <Button busy={state.isLoading} onClick={submit}>
          {paise
            ? t('customers.adjust.submit', { direction, amount: formatInr(paise) })
            : t('customers.adjust.save')}
        </Button>
      }
    >
      <FormField control={control} name="Direction" label={t('customers.adjust.direction')}>
        {(p, field) => (
          <select {...p} {...field} className={inputClass}>
            <option value="credit">{t('customers.adjust.credit')}</option>
            <option value="debit">{t('customers.adjust.debit')}</option>
          </select>
        )}
      </FormField>
      <FormTextField
        control={control}
        name="AmountPaise"
        label={t('customers.adjust.amount')}
        hint={t('customers.adjust.amount-hint')}
        inputMode="decimal"
      />
      <FormTextField
        control={control}
        name="Reason"
        label={t('customers.adjust.reason')}
        hint={t('customers.adjust.reason-hint')}
        rows={2}
        maxLength={200}
      />
      <FormError error={state.error} fields={messagesOf(formState.errors)} />
    </Dialog>
  );
}
