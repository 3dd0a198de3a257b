import { ComingSoonPage } from '../../../components/coming-soon-page';

/** My wallet: a friendly placeholder until this feature ships. */
export default function WalletPage() {
  return (
    <ComingSoonPage
      title="My wallet"
      headline="Your Kirana wallet arrives soon"
      message="Refunds and cashback will land in your wallet, and you will be able to pay for orders from it. It opens with sign-in."
      icon="wallet"
    />
  );
}
