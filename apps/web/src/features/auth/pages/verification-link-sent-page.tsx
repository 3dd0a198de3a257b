import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Check your inbox: a friendly placeholder until this feature ships. */
export default function VerificationLinkSentPage() {
  return (
    <ComingSoonPage
      title="Check your inbox"
      headline="Email sign-in links arrive soon"
      message="When sign-in by email link is ready, this page will tell you where we sent your link. Until then, keep shopping: your cart is saved on this device."
      icon="mail"
    />
  );
}
