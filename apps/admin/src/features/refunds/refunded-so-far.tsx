import type { AdminRefundDetails } from '@kirana/shared';
import { Money } from '../../components';
import { useT } from '../../lib/i18n';

/**
 * What the order got back so far, beside what it paid: "(refunded ₹215.00)" once paid out, and
 * "(to refund ₹215.00)" while this refund's UPI payout is still to be made (the order's refunded
 * figure already holds it then: the money is set aside, not yet sent).
 */
export function RefundedSoFar({ refund: r }: { refund: AdminRefundDetails }) {
  const t = useT();
  const toPay = r.MoneyTrail.filter((p) => p.Status === 'to_pay').reduce((n, p) => n + p.Amount, 0);
  const paidBack = Math.max(0, r.Order.Refunded - toPay);
  return (
    <>
      {' ('}
      {(paidBack > 0 || toPay === 0) && (
        <>
          {t('refunds.facts.refunded')} <Money paise={paidBack} />
        </>
      )}
      {paidBack > 0 && toPay > 0 && ', '}
      {toPay > 0 && (
        <>
          {t('refunds.facts.to-refund')} <Money paise={toPay} />
        </>
      )}
      {')'}
    </>
  );
}
