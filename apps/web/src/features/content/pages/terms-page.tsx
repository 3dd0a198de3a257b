import { RemoteContentPage } from '../remote-content-page';

/** Terms and conditions, from the API. */
export default function TermsPage() {
  return <RemoteContentPage title="Terms and conditions" contentKey="termsAndConditionContent" />;
}
