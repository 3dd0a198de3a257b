import { useController, type Control, type UseFormRegister } from 'react-hook-form';
import type { AdminCoupon } from '@kirana/shared';
import { PAYMENT_METHOD_LABELS } from '@kirana/shared/checkout/payment-methods';
import { blocks, FormField, FormTextField, inputClass } from '../../components';
import { CouponCategoriesField } from './coupon-categories-field';
import type { CouponForm } from './coupon-form';
import styles from './offers.module.css';

// The cards of the coupon editor's form, each bound to the form by field name.

interface SectionProps {
  control: Control<CouponForm>;
}

/** Code and kind (a new coupon's only), title, description, the amount off and its bounds. */
export function CouponTerms({
  control,
  coupon,
  kind,
}: SectionProps & { coupon: AdminCoupon | null; kind: CouponForm['Kind'] }) {
  const money = { control, inputMode: 'decimal' } as const;
  return (
    <section className={`${blocks.card} ${blocks.formGrid}`} aria-label="Coupon">
      {coupon ? (
        <p className={styles.note}>
          Code <strong>{coupon.Code}</strong> · {coupon.Kind === 'flat' ? 'flat amount' : 'percent'}
        </p>
      ) : (
        <>
          <FormTextField
            control={control}
            name="Code"
            label="Code"
            hint="3 to 20 letters and digits, e.g. DIWALI100"
          />
          <FormField control={control} name="Kind" label="Kind">
            {(p, field) => (
              <select {...p} {...field} className={inputClass}>
                <option value="flat">Flat amount off</option>
                <option value="percent">Percent off</option>
              </select>
            )}
          </FormField>
        </>
      )}
      <FormTextField
        control={control}
        name="Title"
        label="Title"
        hint="Shown on the offers list, e.g. ₹100 off your first order"
      />
      <FormTextField control={control} name="Description" label="Description" />
      {kind === 'flat' ? (
        <FormTextField {...money} name="Value" label="Amount off (₹)" />
      ) : (
        <FormTextField
          control={control}
          name="Value"
          label="Percent off"
          inputMode="numeric"
          hint="1 to 100"
        />
      )}
      {kind === 'percent' && (
        <FormTextField
          {...money}
          name="MaxDiscount"
          label="Largest discount (₹)"
          hint="Empty: no cap"
        />
      )}
      <FormTextField
        {...money}
        name="MinOrderValue"
        label="Minimum order (₹)"
        hint="Empty: no minimum"
      />
    </section>
  );
}

/** How often it may be used, and from when to when (India time). */
export function CouponLimits({ control }: SectionProps) {
  const count = { control, inputMode: 'numeric', hint: 'Empty: no limit' } as const;
  return (
    <section className={`${blocks.card} ${blocks.formGrid}`} aria-label="Limits and dates">
      <FormTextField {...count} name="TotalLimit" label="Uses in all" />
      <FormTextField {...count} name="PerUserLimit" label="Uses per shopper" />
      <FormTextField
        control={control}
        name="StartsAt"
        label="Starts"
        type="datetime-local"
        hint="India time; empty: at once"
      />
      <FormTextField
        control={control}
        name="EndsAt"
        label="Ends"
        type="datetime-local"
        hint="India time; empty: no end"
      />
    </section>
  );
}

/** All products or chosen categories, with the error the form or the server gave the choice. */
export function CouponScope({
  control,
  saved,
  error,
}: SectionProps & { saved: AdminCoupon['Categories']; error?: string }) {
  const scope = useController({ control, name: 'Scope' }).field;
  const ids = useController({ control, name: 'CategoryIds' }).field;
  return (
    <CouponCategoriesField
      scope={scope.value}
      ids={ids.value}
      saved={saved}
      error={error}
      onScope={scope.onChange}
      onIds={ids.onChange}
    />
  );
}

/** Which payment methods it is for, first orders only, and (a new one) whether it is live. */
export function CouponAudience({
  control,
  register,
  isNew,
}: SectionProps & { register: UseFormRegister<CouponForm>; isNew: boolean }) {
  const { field } = useController({ control, name: 'PaymentMethods' });
  const methods = Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[];
  return (
    <section className={blocks.card} aria-label="Who can use it">
      <fieldset className={styles.checks}>
        <legend>Payment methods (none ticked: any)</legend>
        {methods.map((m) => (
          <label key={m} className={styles.check}>
            <input
              type="checkbox"
              checked={field.value.includes(m)}
              onChange={(e) =>
                field.onChange(
                  e.target.checked ? [...field.value, m] : field.value.filter((x) => x !== m),
                )
              }
            />
            {PAYMENT_METHOD_LABELS[m]}
          </label>
        ))}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" {...register('FirstOrderOnly')} />
        First order only
      </label>{' '}
      {isNew && (
        <label className={styles.check}>
          <input type="checkbox" {...register('IsActive')} />
          Live at once (untick to save it paused)
        </label>
      )}
    </section>
  );
}
