import type { FormEvent } from 'react';
import { ORDER_STATUSES } from '@kirana/shared/orders/order-flow';
import { blocks, Button, Field, inputClass, useCan } from '../../components';
import { settingsApi } from '../settings';
import { PAYMENT_METHOD_LABELS } from '@kirana/shared/checkout/payment-methods';
import { statusLabel } from './order-status';

/**
 * The delivery slot windows to filter by, as "07:00–09:00": read from the slot settings, so
 * only for staff who may read them (settings:write); none while they load or if they cannot.
 */
function useSlotWindowOptions(): [string, string][] | null {
  const canRead = useCan('settings:write');
  const { data } = settingsApi.useDeliverySlotsQuery(undefined, { skip: !canRead });
  if (!data || data.Windows.length === 0) return null;
  return data.Windows.map((w): [string, string] => [String(w.WindowId), `${w.Starts}–${w.Ends}`]);
}

/** The list's filters; each change goes into the URL (so a filtered list can be shared). */
export function OrderFilters({
  params,
  set,
}: {
  params: URLSearchParams;
  set: (changes: Record<string, string>) => void;
}) {
  const value = (name: string) => params.get(name) ?? '';
  const windows = useSlotWindowOptions();
  const select = (name: string, label: string, options: [string, string][]) => (
    <Field label={label}>
      {(p) => (
        <select
          {...p}
          className={inputClass}
          value={value(name)}
          onChange={(e) => set({ [name]: e.target.value })}
        >
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const date = (name: string, label: string) => (
    <Field label={label}>
      {(p) => (
        <input
          {...p}
          type="date"
          className={inputClass}
          value={value(name)}
          onChange={(e) => set({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
  // typed text goes to the URL when submitted (Enter or Search), not on each key
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    set({
      search: String(form.get('search') ?? '').trim(),
      pincode: String(form.get('pincode') ?? '').trim(),
    });
  };
  return (
    <form className={blocks.toolbar} onSubmit={submit} role="search" key={params.toString()}>
      <Field label="Search" hint="Order number, mobile or email">
        {(p) => (
          <input
            {...p}
            name="search"
            type="search"
            className={inputClass}
            defaultValue={value('search')}
          />
        )}
      </Field>
      <Field label="Pincode">
        {(p) => (
          <input
            {...p}
            name="pincode"
            inputMode="numeric"
            pattern="[1-9][0-9]{5}"
            maxLength={6}
            className={inputClass}
            defaultValue={value('pincode')}
          />
        )}
      </Field>
      {select('status', 'Status', [
        ['', 'Any status'],
        ...ORDER_STATUSES.map((s): [string, string] => [s, statusLabel(s)]),
      ])}
      {select('payment', 'Payment', [
        ['', 'Any payment'],
        ...Object.entries(PAYMENT_METHOD_LABELS),
      ])}
      {date('from', 'Placed from')}
      {date('to', 'Placed to')}
      {date('slotDate', 'Delivery slot on')}
      {windows ? select('slotWindow', 'Slot window', [['', 'Any window'], ...windows]) : null}
      {select('test', 'Test orders', [
        ['', 'Include'],
        ['no', 'Leave out'],
        ['yes', 'Only test orders'],
      ])}
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
