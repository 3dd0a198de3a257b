import { PageHeader } from '../../components';
import { StatementImport } from './statement-import';
import { UpiQueue } from './upi-queue';

/** UPI payments paid straight to the shop: check them one by one, or import the bank statement. */
export default function UpiPaymentsPage() {
  return (
    <>
      <PageHeader
        title="UPI payments to check"
        sub="Orders paid by UPI to the shop wait, held, until you confirm the money is in your bank"
      />
      <UpiQueue />
      <StatementImport />
    </>
  );
}
