import { Route, Routes } from 'react-router';
import UpiPaymentsPage from './upi-payments-page';

/** UPI paid straight to the shop's bank: the payments to check and the statement import. */
export default function UpiSection() {
  return (
    <Routes>
      <Route index element={<UpiPaymentsPage />} />
    </Routes>
  );
}
