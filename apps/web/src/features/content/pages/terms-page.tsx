import { useT } from '../../../lib/i18n';
import { RemoteContentPage } from '../remote-content-page';

/** Terms and conditions, from the API. */
export default function TermsPage() {
  const t = useT();
  return (
    <RemoteContentPage title={t('content.terms.title')} contentKey="termsAndConditionContent" />
  );
}
