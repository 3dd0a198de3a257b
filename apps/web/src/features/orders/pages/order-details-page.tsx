import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Order details: a friendly placeholder until this feature ships. */
export default function OrderDetailsPage() {
  return (
    <ComingSoonPage
      title="Order details"
      headline="Order details arrive soon"
      message="Soon you will follow an order here: items, payment, delivery status and invoice."
      icon="package"
    />
  );
}
