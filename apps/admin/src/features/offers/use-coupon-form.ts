import { useNavigate } from 'react-router';
import { CouponCreateBody, CouponUpdateBody, type AdminCoupon } from '@kirana/shared';
import { useRequestForm } from '../../components';
import { useT } from '../../lib/i18n';
import { offersApi } from './api';
import {
  couponFormErrors,
  couponRupees,
  createBodyOf,
  EMPTY_COUPON,
  formOf,
  updateBodyOf,
  type CouponForm,
} from './coupon-form';

/**
 * The coupon editor's form: the console's own checks, then the API's request schema (a new
 * coupon or an edit); back to the coupon list once saved.
 */
export function useCouponForm(coupon: AdminCoupon | null) {
  const t = useT();
  const navigate = useNavigate();
  const [create, creating] = offersApi.useCreateCouponMutation();
  const [update, updating] = offersApi.useUpdateCouponMutation();
  const { form, submit } = useRequestForm({
    values: coupon ? formOf(coupon) : EMPTY_COUPON,
    schema: coupon ? CouponUpdateBody : CouponCreateBody,
    bodyOf: (f: CouponForm) => (coupon ? updateBodyOf(f) : createBodyOf(f)),
    check: (f) => couponFormErrors(t, f),
    rupees: couponRupees,
    send: (body) =>
      // an edit's body is updateBodyOf's
      coupon ? update({ couponId: coupon.CouponId, body: body as CouponUpdateBody }) : create(body),
    onSaved: () => navigate('/coupons'),
  });
  return { form, state: coupon ? updating : creating, submit };
}
