import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminCoupon } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  blocks,
  Button,
  buttonClassName,
  Field,
  inputClass,
  PageHeader,
  QueryState,
  TextField,
} from '../../components';
import { formErrors } from '../settings/form-kit';
import { offersApi } from './api';
import { CouponCategoriesField } from './coupon-categories-field';
import { bodyOf, createBodyOf, EMPTY_COUPON, formOf, type CouponForm } from './coupon-form';
import { PAYMENT_METHOD_LABELS } from '@kirana/shared/checkout/payment-methods';
import styles from './offers.module.css';

/** /coupons/new and /coupons/:couponId: the coupon's terms, limits and dates. */
export default function CouponEditor() {
  const { couponId } = useParams();
  const query = offersApi.useCouponsQuery(undefined, { skip: !couponId });
  if (!couponId) return <CouponFormPage coupon={null} />;
  return (
    <QueryState query={query}>
      {(d) => {
        const coupon = d.Coupons.find((c) => String(c.CouponId) === couponId);
        return coupon ? (
          <CouponFormPage key={coupon.CouponId} coupon={coupon} />
        ) : (
          <PageHeader title="Coupon not found" sub={<Link to="/coupons">Back to coupons</Link>} />
        );
      }}
    </QueryState>
  );
}

function CouponFormPage({ coupon }: { coupon: AdminCoupon | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<CouponForm>(coupon ? formOf(coupon) : EMPTY_COUPON);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [create, creating] = offersApi.useCreateCouponMutation();
  const [update, updating] = offersApi.useUpdateCouponMutation();
  const state = coupon ? updating : creating;
  const errors = { ...formErrors(state.error), ...localErrors };
  const set = <K extends keyof CouponForm>(k: K, v: CouponForm[K]) =>
    setForm((f) => ({ ...f, [k]: v }));

  const save = async () => {
    const parsed = bodyOf(form);
    setLocalErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    const res = coupon
      ? await update({ couponId: coupon.CouponId, body: parsed.body })
      : await create(createBodyOf(form, parsed.body));
    if ('data' in res) navigate('/coupons');
  };

  const text = (
    name: keyof CouponForm,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; type?: string } = {},
  ): ReactNode => (
    <TextField
      label={label}
      error={errors[name]}
      {...extra}
      value={form[name] as string}
      onChange={(v) => set(name, v as never)}
    />
  );

  return (
    <>
      <PageHeader
        title={coupon ? `Edit ${coupon.Code}` : 'New coupon'}
        sub={coupon ? `Used ${coupon.UsedCount} times; no limit can go below that` : undefined}
      />
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <section className={`${blocks.card} ${blocks.formGrid}`} aria-label="Coupon">
          {coupon ? (
            <p className={styles.note}>
              Code <strong>{coupon.Code}</strong> ·{' '}
              {coupon.Kind === 'flat' ? 'flat amount' : 'percent'}
            </p>
          ) : (
            <>
              {text('Code', 'Code', { hint: '3 to 20 letters and digits, e.g. DIWALI100' })}
              <Field label="Kind" error={errors.Kind}>
                {(p) => (
                  <select
                    {...p}
                    className={inputClass}
                    value={form.Kind}
                    onChange={(e) => set('Kind', e.target.value as CouponForm['Kind'])}
                  >
                    <option value="flat">Flat amount off</option>
                    <option value="percent">Percent off</option>
                  </select>
                )}
              </Field>
            </>
          )}
          {text('Title', 'Title', {
            hint: 'Shown on the offers list, e.g. ₹100 off your first order',
          })}
          {text('Description', 'Description')}
          {form.Kind === 'flat'
            ? text('Value', 'Amount off (₹)', { inputMode: 'decimal' })
            : text('Value', 'Percent off', { inputMode: 'numeric', hint: '1 to 100' })}
          {form.Kind === 'percent' &&
            text('MaxDiscount', 'Largest discount (₹)', {
              inputMode: 'decimal',
              hint: 'Empty: no cap',
            })}
          {text('MinOrderValue', 'Minimum order (₹)', {
            inputMode: 'decimal',
            hint: 'Empty: no minimum',
          })}
        </section>
        <section className={`${blocks.card} ${blocks.formGrid}`} aria-label="Limits and dates">
          {text('TotalLimit', 'Uses in all', { inputMode: 'numeric', hint: 'Empty: no limit' })}
          {text('PerUserLimit', 'Uses per shopper', {
            inputMode: 'numeric',
            hint: 'Empty: no limit',
          })}
          {text('StartsAt', 'Starts', {
            type: 'datetime-local',
            hint: 'India time; empty: at once',
          })}
          {text('EndsAt', 'Ends', { type: 'datetime-local', hint: 'India time; empty: no end' })}
        </section>
        <CouponCategoriesField
          scope={form.Scope}
          ids={form.CategoryIds}
          saved={coupon?.Categories ?? []}
          error={
            errors.CategoryIds ??
            Object.entries(errors).find(([k]) => k.startsWith('CategoryIds.'))?.[1]
          }
          onScope={(v) => set('Scope', v)}
          onIds={(v) => set('CategoryIds', v)}
        />
        <section className={blocks.card} aria-label="Who can use it">
          <fieldset className={styles.checks}>
            <legend>Payment methods (none ticked: any)</legend>
            {(Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[]).map(
              (m) => (
                <label key={m} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={form.PaymentMethods.includes(m)}
                    onChange={(e) =>
                      set(
                        'PaymentMethods',
                        e.target.checked
                          ? [...form.PaymentMethods, m]
                          : form.PaymentMethods.filter((x) => x !== m),
                      )
                    }
                  />
                  {PAYMENT_METHOD_LABELS[m]}
                </label>
              ),
            )}
          </fieldset>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.FirstOrderOnly}
              onChange={(e) => set('FirstOrderOnly', e.target.checked)}
            />
            First order only
          </label>{' '}
          {!coupon && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.IsActive}
                onChange={(e) => set('IsActive', e.target.checked)}
              />
              Live at once (untick to save it paused)
            </label>
          )}
        </section>
        {state.isError && Object.keys(formErrors(state.error)).length === 0 && (
          <p role="alert" className={styles.error}>
            {errorMessage(state.error)}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="submit" busy={state.isLoading}>
            {coupon ? 'Save changes' : 'Create coupon'}
          </Button>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/coupons">
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
