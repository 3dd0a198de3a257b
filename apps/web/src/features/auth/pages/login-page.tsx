import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Sign in: a friendly placeholder until this feature ships. */
export default function LoginPage() {
  return (
    <ComingSoonPage
      title="Sign in"
      headline="Sign-in arrives soon"
      message="Soon you will sign in with your email or phone number and a one-time password, or with Google or Facebook. Until then you can browse the store and fill your cart."
      icon="login"
    />
  );
}
