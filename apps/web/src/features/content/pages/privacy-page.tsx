import { useT } from '../../../lib/i18n';
import { RemoteContentPage } from '../remote-content-page';

/** Privacy policy, from the API. */
export default function PrivacyPage() {
  const t = useT();
  return <RemoteContentPage title={t('content.privacy.title')} contentKey="privacyPolicyContent" />;
}
