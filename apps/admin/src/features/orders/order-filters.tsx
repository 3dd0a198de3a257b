import type { FormEvent } from 'react';
import { ORDER_STATUSES } from '@kirana/shared/orders/order-flow';
import { blocks, Button, Field, inputClass } from '../../components';
import { PAYMENT_METHOD_LABELS } from '@kirana/shared/checkout/payment-methods';
import { statusLabel } from './order-status';

/** The list's filters; each change goes into the URL (so a filtered list can be shared). */
export function OrderFilters({
  params,
  set,
}: {
  params: URLSearchParams;
  set: (changes: Record<string, string>) => void;
}) {
  const value = (name: string) => params.get(name) ?? '';
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
