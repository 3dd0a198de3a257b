import { Route, Routes } from 'react-router';
import RefundPage from './refund-page';
import RefundsPage from './refunds-page';

/** The refunds section (the owner's "Returns"): the queue, and one refund. */
export default function RefundsSection() {
  return (
    <Routes>
      <Route index element={<RefundsPage />} />
      <Route path=":refundId" element={<RefundPage />} />
    </Routes>
  );
}
