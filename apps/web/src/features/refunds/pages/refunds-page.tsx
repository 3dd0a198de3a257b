import { ComingSoonPage } from '../../../components/coming-soon-page';

/** My refunds: a friendly placeholder until this feature ships. */
export default function RefundsPage() {
  return (
    <ComingSoonPage
      title="My refunds"
      headline="Refunds arrive soon"
      message="Refunds for returned or cancelled items will be listed here once ordering opens."
      icon="refund"
    />
  );
}
