import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage, PageSkeleton } from '../../components';

const ContentPage = lazy(() => import('./content-page'));

/** The pages section: about-us, terms and privacy. */
export default function ContentSection() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<Navigate to="about-us" replace />} />
        <Route path=":slug" element={<ContentPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
