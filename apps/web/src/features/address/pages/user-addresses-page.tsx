import { AddressBook } from '../components/address-book';
import { useT } from '../../../lib/i18n';

/** My addresses: list, default badge, set default, edit, delete, add new. */
export default function UserAddressesPage() {
  const t = useT();
  return <AddressBook title={t('address.title.mine')} />;
}
