import { Link } from '../../../lib/router';
import { buttonClassName } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import styles from './info-page.module.css';

/** Help for 'Unable to login with Facebook': how to share an email or phone number with Kirana. */
export default function FacebookLoginHelpPage() {
  return (
    <PageFrame
      title="Signing in with Facebook"
      description="We need an email address or a phone number to create your account and send order updates."
      narrow
    >
      <div className={styles.stack}>
        <Card>
          <h2 className={styles.sectionTitle}>Why did sign-in fail?</h2>
          <p>
            Facebook did not share an email address or a phone number with Kirana. This happens when
            you turned off email sharing while signing in, or when your Facebook account has neither
            an email nor a phone number.
          </p>
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>Let Facebook share your email</h2>
          <ol className={styles.steps}>
            <li>Open Facebook and go to Settings &amp; privacy, then Settings.</li>
            <li>Open Apps and websites and choose Kirana.</li>
            <li>Tap Edit (or View and edit) and allow your email address.</li>
            <li>Save, come back here and sign in with Facebook again.</li>
          </ol>
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>No email or phone on your Facebook account?</h2>
          <ol className={styles.steps}>
            <li>
              In Facebook, open Settings, then Accounts Centre, then Personal details, then Contact
              info.
            </li>
            <li>
              Add an email address or a mobile number and confirm it with the code Facebook sends.
            </li>
            <li>Come back and sign in with Facebook again.</li>
          </ol>
        </Card>
        <p className={styles.note}>
          Prefer not to use Facebook? Sign in with your email or phone number and a one-time
          password instead.
        </p>
        <div className={styles.actions}>
          <Link to="/login" className={buttonClassName()}>
            Sign in another way
          </Link>
          <Link to="/contact-us" className={buttonClassName({ variant: 'secondary' })}>
            Contact support
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
