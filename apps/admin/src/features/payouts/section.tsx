import { Route, Routes } from 'react-router';
import PayoutsPage from './payouts-page';

/** Razorpay's payouts: the settlement report import and what did not tie. */
export default function PayoutsSection() {
  return (
    <Routes>
      <Route index element={<PayoutsPage />} />
    </Routes>
  );
}
