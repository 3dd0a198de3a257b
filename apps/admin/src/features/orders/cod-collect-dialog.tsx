import { useState, type FormEvent } from 'react';
import {
  COD_COLLECT_METHODS,
  type AdminCodCollectedBody,
  type CodCollectMethod,
} from '@kirana/shared';
import { fieldErrors } from '../../app/api';
import {
  Button,
  Dialog,
  Field,
  formatInr,
  FormError,
  inputClass,
  paiseOf,
  rupeesText,
  TextField,
} from '../../components';
import type { Translate } from '@kirana/ui/i18n';
import { useT } from '../../lib/i18n';
import { booksApi } from '../books';
import { codAmountError, codAmountRange } from './cod-amount';
import styles from './orders.module.css';

const SOMEONE_ELSE = 'other';

/** A UPI reference as the API takes it (6 to 40 letters, digits or hyphens), in the console's words. */
function referenceError(t: Translate, reference: string): string | undefined {
  const r = reference.trim();
  if (!r) return t('books.collect.reference-missing');
  if (r.length < 6) return t('forms.text-min', { min: 6 });
  if (r.length > 40) return t('forms.text-max', { max: 40 });
  if (!/^[A-Za-z0-9-]+$/.test(r)) return t('books.collect.reference-chars');
  return undefined;
}

/** Someone else's name: 2 to 60 characters. */
function nameError(t: Translate, name: string): string | undefined {
  const n = name.trim();
  if (n.length < 2) return t('forms.text-min', { min: 2 });
  if (n.length > 60) return t('forms.text-max', { max: 60 });
  return undefined;
}

/**
 * "Cash collected" asks what came in at the door: the amount (what is due, filled in; less only
 * as a recorded shortfall), cash or UPI (with its reference), and the delivery person.
 */
export function CodCollectDialog({
  open,
  due,
  onClose,
  busy,
  error,
  onCollect,
}: {
  open: boolean;
  /** paise due at the door */
  due: number;
  onClose: () => void;
  busy: boolean;
  error: unknown;
  onCollect: (body: AdminCodCollectedBody) => void;
}) {
  const t = useT();
  const people = booksApi.useDeliveryPeopleQuery(undefined, { skip: !open });
  const [amount, setAmount] = useState(rupeesText(due));
  const [method, setMethod] = useState<CodCollectMethod>('cash');
  const [reference, setReference] = useState('');
  const [who, setWho] = useState('');
  const [name, setName] = useState('');
  const [short, setShort] = useState(false);
  // the amount's own words: the client's check on submit, or the server's 400 on it said the
  // same way; either gone as soon as the amount changes
  const [amountError, setAmountError] = useState<string | null>(null);
  const [amountEdited, setAmountEdited] = useState(false);
  // the reference's and the collector's words from the dialog's own check (the form is
  // noValidate: the browser's English bubble never shows, #28)
  const [missing, setMissing] = useState<{ reference?: string; name?: string }>({});
  const fields = fieldErrors(error);
  const serverAmount =
    fields['body.Amount'] && !amountEdited
      ? (codAmountError(t, amount) ?? codAmountRange(t))
      : undefined;
  const paise = paiseOf(amount);
  const shortBy = paise !== null && !Number.isNaN(paise) && paise < due ? due - paise : 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = codAmountError(t, amount);
    setAmountError(wrong);
    const now = {
      reference: method === 'upi' ? referenceError(t, reference) : undefined,
      name: who === SOMEONE_ELSE ? nameError(t, name) : undefined,
    };
    setMissing(now);
    if (wrong || now.reference || now.name) return;
    setAmountEdited(false);
    onCollect({
      Amount: paise!,
      Method: method,
      ...(method === 'upi' ? { Reference: reference.trim() } : {}),
      ...(who === SOMEONE_ELSE ? { CollectorName: name.trim() } : {}),
      ...(who && who !== SOMEONE_ELSE ? { CollectorStaffId: Number(who) } : {}),
      ...(shortBy > 0 && short ? { Shortfall: true as const } : {}),
    });
  };
  return (
    <Dialog
      open={open}
      title={t('orders.actions.cash-collected')}
      onClose={onClose}
      actions={
        <Button type="submit" form="cod-form" busy={busy} disabled={shortBy > 0 && !short}>
          {t('orders.actions.cash-collected')}
        </Button>
      }
    >
      <form id="cod-form" onSubmit={submit} noValidate>
        <p className={styles.muted}>{t('books.collect.due', { amount: formatInr(due) })}</p>
        <TextField
          label={t('books.collect.amount')}
          error={amountError ?? serverAmount}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setAmountError(null);
            setAmountEdited(true);
          }}
          inputMode="decimal"
          required
        />
        {shortBy > 0 && (
          <label className={styles.check}>
            <input type="checkbox" checked={short} onChange={(e) => setShort(e.target.checked)} />{' '}
            {t('books.collect.shortfall', { amount: formatInr(shortBy) })}
          </label>
        )}
        <fieldset className={styles.choice}>
          <legend>{t('books.collect.method')}</legend>
          {COD_COLLECT_METHODS.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="cod-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
              />{' '}
              {t(`books.collect.method-${m}`)}
            </label>
          ))}
        </fieldset>
        {method === 'upi' && (
          <TextField
            label={t('books.collect.reference')}
            hint={t('books.collect.reference-hint')}
            error={missing.reference ?? fields['body.Reference']}
            value={reference}
            onChange={(v) => {
              setReference(v);
              setMissing((m) => ({ ...m, reference: undefined }));
            }}
            required
            minLength={6}
            maxLength={40}
            pattern="[A-Za-z0-9\-]+"
          />
        )}
        <Field label={t('books.collect.who')} error={fields['body.CollectorStaffId']}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={who}
              onChange={(e) => setWho(e.target.value)}
            >
              <option value="">{t('books.collect.me')}</option>
              {people.data?.Staff.map((s) => (
                <option key={s.StaffId} value={String(s.StaffId)}>
                  {s.Name}
                </option>
              ))}
              <option value={SOMEONE_ELSE}>{t('books.collect.someone-else')}</option>
            </select>
          )}
        </Field>
        {who === SOMEONE_ELSE && (
          <Field
            label={t('books.collect.name')}
            error={missing.name ?? fields['body.CollectorName']}
          >
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setMissing((m) => ({ ...m, name: undefined }));
                }}
                required
                minLength={2}
                maxLength={60}
                list="cod-names"
              />
            )}
          </Field>
        )}
        <datalist id="cod-names">
          {people.data?.Names.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <FormError error={error} fields={fields} />
      </form>
    </Dialog>
  );
}
