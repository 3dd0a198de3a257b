import { Route, Routes } from 'react-router';
import RefundPage from './refund-page';
import ReturnsPage from './returns-page';

/** The returns section: the queue, and one refund. */
export default function ReturnsSection() {
  return (
    <Routes>
      <Route index element={<ReturnsPage />} />
      <Route path=":refundId" element={<RefundPage />} />
    </Routes>
  );
}
