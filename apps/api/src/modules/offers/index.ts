// The offers module's public face: coupons, their uses, and the offers list.
export {
  couponUsesOf,
  findCoupon,
  listOffers,
  liveCoupons,
  redeemCoupon,
  releaseCoupon,
  type StoredCoupon,
} from './offers.service';
export { bestCoupon, evaluateCoupon, paymentMethodRefusal, type Coupon } from './coupon-rules';
export { seedCoupons } from './seed-coupons';
