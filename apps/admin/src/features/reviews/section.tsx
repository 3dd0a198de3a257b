import { Route, Routes } from 'react-router';
import ReviewQueuePage from './review-queue-page';

/** Reviews: the moderation queue. */
export default function ReviewsSection() {
  return (
    <Routes>
      <Route index element={<ReviewQueuePage />} />
    </Routes>
  );
}
