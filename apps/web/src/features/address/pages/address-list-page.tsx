import { AddressBook } from '../components/address-book';
import { useT } from '../../../lib/i18n';

/** Choose a delivery address: the address book with "Deliver here". */
export default function AddressListPage() {
  const t = useT();
  return <AddressBook title={t('address.title.choose')} choosing />;
}
