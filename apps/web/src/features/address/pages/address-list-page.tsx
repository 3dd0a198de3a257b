import { AddressBook } from '../components/address-book';

/** Choose a delivery address: the address book with "Deliver here". */
export default function AddressListPage() {
  return <AddressBook title="Choose a delivery address" choosing />;
}
