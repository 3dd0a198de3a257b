import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Order confirmed: a friendly placeholder until this feature ships. */
export default function OrderConfirmedPage() {
  return (
    <ComingSoonPage
      title="Order confirmed"
      headline="Ordering arrives soon"
      message="After you place an order, this page will confirm it and show when it will reach you."
      icon="package"
    />
  );
}
