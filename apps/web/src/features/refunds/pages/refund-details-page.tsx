import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Refund details: a friendly placeholder until this feature ships. */
export default function RefundDetailsPage() {
  return (
    <ComingSoonPage
      title="Refund details"
      headline="Refund details arrive soon"
      message="Soon you will follow a refund here, from request to credit."
      icon="refund"
    />
  );
}
