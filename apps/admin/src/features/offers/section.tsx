import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage, PageSkeleton } from '../../components';

const CouponsPage = lazy(() => import('./coupons-page'));
const CouponEditor = lazy(() => import('./coupon-editor'));
const CouponUsesPage = lazy(() => import('./coupon-uses-page'));

/** The offers section (the owner's "Coupons"): the list, the editor (new or existing) and a coupon's uses. */
export default function OffersSection() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<CouponsPage />} />
        <Route path="new" element={<CouponEditor />} />
        <Route path=":couponId" element={<CouponEditor />} />
        <Route path=":couponId/uses" element={<CouponUsesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
