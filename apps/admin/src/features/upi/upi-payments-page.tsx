import { PageHeader } from '../../components';
import { useT } from '../../lib/i18n';
import { StatementImport } from './statement-import';
import { UpiQueue } from './upi-queue';

/** UPI payments paid straight to the shop: check them one by one, or import the bank statement. */
export default function UpiPaymentsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('upi.title')} sub={t('upi.sub')} />
      <UpiQueue />
      <StatementImport />
    </>
  );
}
