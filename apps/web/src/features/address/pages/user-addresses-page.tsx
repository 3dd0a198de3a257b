import { AddressBook } from '../components/address-book';

/** My addresses: list, default badge, set default, edit, delete, add new. */
export default function UserAddressesPage() {
  return <AddressBook title="My addresses" />;
}
