import { ComingSoonPage } from '../../../components/coming-soon-page';

/** My orders: a friendly placeholder until this feature ships. */
export default function OrderHistoryPage() {
  return (
    <ComingSoonPage
      title="My orders"
      headline="Order history arrives soon"
      message="Once ordering opens, every order you place will be listed here with its status and invoice."
      icon="package"
    />
  );
}
