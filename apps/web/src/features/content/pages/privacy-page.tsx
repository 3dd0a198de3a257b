import { RemoteContentPage } from '../remote-content-page';

/** Privacy policy, from the API. */
export default function PrivacyPage() {
  return <RemoteContentPage title="Privacy policy" contentKey="privacyPolicyContent" />;
}
