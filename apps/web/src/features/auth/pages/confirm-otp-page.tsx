import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Confirm your one-time password: a friendly placeholder until this feature ships. */
export default function ConfirmOtpPage() {
  return (
    <ComingSoonPage
      title="Confirm your one-time password"
      headline="Sign-in arrives soon"
      message="This is where you will enter the one-time password we send to your phone or email. Sign-in is on its way; meanwhile your cart stays saved on this device."
      icon="shield"
    />
  );
}
