import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Edit address: a friendly placeholder until this feature ships. */
export default function UpdateAddressPage() {
  return (
    <ComingSoonPage
      title="Edit address"
      headline="Editing addresses arrives soon"
      message="Soon you will update a saved delivery address here."
      icon="pin"
    />
  );
}
