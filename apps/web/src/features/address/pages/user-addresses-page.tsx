import { ComingSoonPage } from '../../../components/coming-soon-page';

/** My addresses: a friendly placeholder until this feature ships. */
export default function UserAddressesPage() {
  return (
    <ComingSoonPage
      title="My addresses"
      headline="Saved addresses arrive soon"
      message="Your saved delivery addresses will be listed here once sign-in is live."
      icon="pin"
    />
  );
}
