import { Route, Routes } from 'react-router';
import CustomerPage from './customer-page';
import CustomersPage from './customers-page';

/** The customers section: the search list, and one customer. */
export default function CustomersSection() {
  return (
    <Routes>
      <Route index element={<CustomersPage />} />
      <Route path=":userId" element={<CustomerPage />} />
    </Routes>
  );
}
