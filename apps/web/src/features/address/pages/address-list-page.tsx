import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Choose a delivery address: a friendly placeholder until this feature ships. */
export default function AddressListPage() {
  return (
    <ComingSoonPage
      title="Choose a delivery address"
      headline="Address selection arrives soon"
      message="At checkout you will pick one of your saved addresses here."
      icon="pin"
    />
  );
}
