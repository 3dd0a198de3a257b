import { Link, useParams } from 'react-router';
import type { AdminCoupon } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Button,
  buttonClassName,
  formErrors,
  messagesOf,
  PageHeader,
  QueryState,
} from '../../components';
import { useT } from '../../lib/i18n';
import { offersApi } from './api';
import { CouponAudience, CouponLimits, CouponScope, CouponTerms } from './coupon-form-sections';
import { useCouponForm } from './use-coupon-form';
import styles from './offers.module.css';

/** /coupons/new and /coupons/:couponId: the coupon's terms, limits and dates. */
export default function CouponEditor() {
  const t = useT();
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
          <PageHeader
            title={t('offers.not-found')}
            sub={<Link to="/coupons">{t('offers.back')}</Link>}
          />
        );
      }}
    </QueryState>
  );
}

function CouponFormPage({ coupon }: { coupon: AdminCoupon | null }) {
  const t = useT();
  const { form, state, submit } = useCouponForm(coupon);
  const { control, register, formState, watch } = form;
  const errors = messagesOf(formState.errors);
  return (
    <>
      <PageHeader
        title={coupon ? t('offers.edit-title', { code: coupon.Code }) : t('offers.new')}
        sub={coupon ? t('offers.used-times', { count: coupon.UsedCount }) : undefined}
      />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <CouponTerms control={control} coupon={coupon} kind={watch('Kind')} />
        <CouponLimits control={control} />
        <CouponScope
          control={control}
          saved={coupon?.Categories ?? []}
          error={
            errors.CategoryIds ??
            Object.entries(errors).find(([k]) => k.startsWith('CategoryIds.'))?.[1]
          }
        />
        <CouponAudience control={control} register={register} isNew={!coupon} />
        {state.isError && Object.keys(formErrors(state.error)).length === 0 && (
          <p role="alert" className={styles.error}>
            {errorMessage(state.error)}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="submit" busy={state.isLoading}>
            {coupon ? t('offers.save') : t('offers.create')}
          </Button>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/coupons">
            {t('components.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
