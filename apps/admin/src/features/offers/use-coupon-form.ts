import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CouponCreateBody, CouponUpdateBody, type AdminCoupon } from '@kirana/shared';
import { requestResolver, setServerErrors } from '../../components';
import { offersApi } from './api';
import {
  couponFormErrors,
  createBodyOf,
  EMPTY_COUPON,
  formOf,
  updateBodyOf,
  type CouponForm,
} from './coupon-form';

/**
 * The coupon editor's form: the console's own checks, then the API's request schema (a new
 * coupon or an edit); saved to the server, whose refusals are shown on the fields it names.
 * Back to the coupon list once saved.
 */
export function useCouponForm(coupon: AdminCoupon | null) {
  const navigate = useNavigate();
  const isNew = coupon === null;
  const resolver = useMemo(
    () =>
      isNew
        ? requestResolver<CouponForm>(CouponCreateBody, createBodyOf, couponFormErrors)
        : requestResolver<CouponForm>(CouponUpdateBody, updateBodyOf, couponFormErrors),
    [isNew],
  );
  const form = useForm<CouponForm>({
    defaultValues: coupon ? formOf(coupon) : EMPTY_COUPON,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const [create, creating] = offersApi.useCreateCouponMutation();
  const [update, updating] = offersApi.useUpdateCouponMutation();

  const save = async (values: CouponForm) => {
    const res = coupon
      ? await update({ couponId: coupon.CouponId, body: updateBodyOf(values) })
      : await create(createBodyOf(values));
    if (res.error) setServerErrors(res.error, form.setError);
    else navigate('/coupons');
  };
  return { form, state: coupon ? updating : creating, submit: form.handleSubmit(save) };
}
