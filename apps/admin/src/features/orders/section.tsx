import { Route, Routes } from 'react-router';
import OrderDetailsPage from './order-details-page';
import OrdersListPage from './orders-list-page';

/** The orders section: the list at /admin/orders, one order at /admin/orders/:orderId. */
export default function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrdersListPage />} />
      <Route path=":orderId" element={<OrderDetailsPage />} />
    </Routes>
  );
}
