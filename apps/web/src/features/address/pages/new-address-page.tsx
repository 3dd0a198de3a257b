import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Add a delivery address: a friendly placeholder until this feature ships. */
export default function NewAddressPage() {
  return (
    <ComingSoonPage
      title="Add a delivery address"
      headline="Saved addresses arrive soon"
      message="Soon you will add delivery addresses with your pincode, landmark and a phone number for the delivery partner."
      icon="pin"
    />
  );
}
