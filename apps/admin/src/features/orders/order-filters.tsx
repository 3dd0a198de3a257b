import { useId, useState, type FormEvent } from 'react';
import { ORDER_STATUSES } from '@kirana/shared/orders/order-flow';
import { blocks, Button, Field, inputClass, useCan } from '../../components';
import { settingsApi } from '../settings';
import { PAYMENT_METHOD_IDS } from '@kirana/shared/checkout/payment-methods';
import { useT } from '../../lib/i18n';
import { paymentMethodLabel, statusLabel } from './order-status';
import styles from './orders.module.css';

/** The filters folded behind "Filters (N)" on a phone (the search box stays in view). */
export const FOLDED_FILTERS = [
  'pincode',
  'status',
  'payment',
  'from',
  'to',
  'slotDate',
  'slotWindow',
  'test',
] as const;

/** How many of the folded filters are set: the N of "Filters (N)". */
export const activeFilterCount = (params: URLSearchParams): number =>
  FOLDED_FILTERS.filter((name) => (params.get(name) ?? '') !== '').length;

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
  const t = useT();
  const value = (name: string) => params.get(name) ?? '';
  const windows = useSlotWindowOptions();
  const [open, setOpen] = useState(false);
  const [pinError, setPinError] = useState<string | undefined>();
  const moreId = useId();
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
    const pincode = String(form.get('pincode') ?? '').trim();
    // the form is noValidate: a wrong pincode is said in the console's words, not the browser's
    if (pincode && !/^[1-9][0-9]{5}$/.test(pincode)) return setPinError(t('forms.says.pincode'));
    setPinError(undefined);
    set({ search: String(form.get('search') ?? '').trim(), pincode });
  };
  // made here, not in the JSX: the field names and values are no words a user reads
  const byStatus = select('status', t('orders.col.status'), [
    ['', t('orders.filter.any-status')],
    ...ORDER_STATUSES.map((s): [string, string] => [s, statusLabel(t, s)]),
  ]);
  const byPayment = select('payment', t('orders.col.payment'), [
    ['', t('orders.filter.any-payment')],
    ...PAYMENT_METHOD_IDS.map((m): [string, string] => [m, paymentMethodLabel(t, m)]),
  ]);
  const from = date('from', t('orders.filter.from'));
  const to = date('to', t('orders.filter.to'));
  const slotDate = date('slotDate', t('orders.filter.slot-date'));
  const slotWindow = windows
    ? select('slotWindow', t('orders.filter.slot-window'), [
        ['', t('orders.filter.any-window')],
        ...windows,
      ])
    : null;
  const testOrders = select('test', t('orders.filter.test'), [
    ['', t('orders.filter.test-include')],
    ['no', t('orders.filter.test-leave-out')],
    ['yes', t('orders.filter.test-only')],
  ]);
  return (
    <form
      className={`${blocks.toolbar} ${styles.filterBar}`}
      onSubmit={submit}
      noValidate
      role="search"
      key={params.toString()}
    >
      <Field label={t('orders.filter.search')} hint={t('orders.filter.search-hint')}>
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
      {/* a phone folds the other filters behind this button; a wider screen shows them all */}
      <Button
        variant="secondary"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('orders.filter.more', { count: activeFilterCount(params) })}
      </Button>
      <div id={moreId} className={styles.moreFilters} data-open={open}>
        <Field label={t('orders.col.pincode')} error={pinError}>
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
        {byStatus}
        {byPayment}
        {from}
        {to}
        {slotDate}
        {slotWindow}
        {testOrders}
      </div>
      <Button type="submit" variant="secondary" className={styles.filterSubmit}>
        {t('orders.filter.submit')}
      </Button>
    </form>
  );
}
