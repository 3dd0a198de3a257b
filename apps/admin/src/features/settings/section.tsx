import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSkeleton } from '../../components';

const SettingsPage = lazy(() => import('./settings-page'));

/** The settings section: store, delivery and fees, COD, pincodes, sign-in, WhatsApp, payments. */
export default function SettingsSection() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<Navigate to="store" replace />} />
        <Route path=":tab" element={<SettingsPage />} />
      </Routes>
    </Suspense>
  );
}
