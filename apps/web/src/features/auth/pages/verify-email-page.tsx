import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Verify your email: a friendly placeholder until this feature ships. */
export default function VerifyEmailPage() {
  return (
    <ComingSoonPage
      title="Verify your email"
      headline="Email verification arrives soon"
      message="Soon you will confirm your email address here after signing in. Your cart stays saved on this device in the meantime."
      icon="mail"
    />
  );
}
