import { useController, type Control, type UseFormRegister } from 'react-hook-form';
import type { AdminCoupon } from '@kirana/shared';
import { PAYMENT_METHOD_LABELS } from '@kirana/shared/checkout/payment-methods';
import { useT } from '../../lib/i18n';
import { blocks, FormField, FormTextField, inputClass } from '../../components';
import { CouponCategoriesField } from './coupon-categories-field';
import type { CouponForm } from './coupon-form';
import { methodName } from './coupon-text';
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
  const t = useT();
  const money = { control, inputMode: 'decimal' } as const;
  return (
    <section className={`${blocks.card} ${blocks.formGrid}`} aria-label={t('offers.coupon')}>
      {coupon ? (
        <p className={styles.note}>
          {t('offers.code')} <strong>{coupon.Code}</strong> ·{' '}
          {coupon.Kind === 'flat' ? t('offers.kind.flat') : t('offers.kind.percent')}
        </p>
      ) : (
        <>
          <FormTextField
            control={control}
            name="Code"
            label={t('offers.code')}
            hint={t('offers.code-hint')}
          />
          <FormField control={control} name="Kind" label={t('offers.kind')}>
            {(p, field) => (
              <select {...p} {...field} className={inputClass}>
                <option value="flat">{t('offers.kind.flat-off')}</option>
                <option value="percent">{t('offers.kind.percent-off')}</option>
              </select>
            )}
          </FormField>
        </>
      )}
      <FormTextField
        control={control}
        name="Title"
        label={t('offers.field.title')}
        hint={t('offers.field.title-hint')}
      />
      <FormTextField control={control} name="Description" label={t('offers.field.description')} />
      {kind === 'flat' ? (
        <FormTextField {...money} name="Value" label={t('offers.field.amount-off')} />
      ) : (
        <FormTextField
          control={control}
          name="Value"
          label={t('offers.kind.percent-off')}
          inputMode="numeric"
          hint={t('offers.field.percent-hint')}
        />
      )}
      {kind === 'percent' && (
        <FormTextField
          {...money}
          name="MaxDiscount"
          label={t('offers.field.max-discount')}
          hint={t('offers.field.no-cap')}
        />
      )}
      <FormTextField
        {...money}
        name="MinOrderValue"
        label={t('offers.field.min-order')}
        hint={t('offers.field.no-minimum')}
      />
    </section>
  );
}

/** How often it may be used, and from when to when (India time). */
export function CouponLimits({ control }: SectionProps) {
  const t = useT();
  const count = { control, inputMode: 'numeric', hint: t('offers.field.no-limit') } as const;
  return (
    <section className={`${blocks.card} ${blocks.formGrid}`} aria-label={t('offers.limits')}>
      <FormTextField {...count} name="TotalLimit" label={t('offers.field.total-limit')} />
      <FormTextField {...count} name="PerUserLimit" label={t('offers.field.per-user')} />
      <FormTextField
        control={control}
        name="StartsAt"
        label={t('offers.field.starts')}
        type="datetime-local"
        hint={t('offers.field.starts-hint')}
      />
      <FormTextField
        control={control}
        name="EndsAt"
        label={t('offers.field.ends')}
        type="datetime-local"
        hint={t('offers.field.ends-hint')}
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
  const t = useT();
  const { field } = useController({ control, name: 'PaymentMethods' });
  const methods = Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[];
  const firstOrderOnly = register('FirstOrderOnly');
  const isActive = register('IsActive');
  return (
    <section className={blocks.card} aria-label={t('offers.audience')}>
      <fieldset className={styles.checks}>
        <legend>{t('offers.methods')}</legend>
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
            {methodName(t, m)}
          </label>
        ))}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" {...firstOrderOnly} />
        {t('offers.first-order')}
      </label>{' '}
      {isNew && (
        <label className={styles.check}>
          <input type="checkbox" {...isActive} />
          {t('offers.live-at-once')}
        </label>
      )}
    </section>
  );
}
