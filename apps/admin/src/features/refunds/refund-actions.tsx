import { useState } from 'react';
import {
  UpiPayoutReference,
  type AdminRefundDetails,
  type AdminRefundStatusBody,
} from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Button, ConfirmDialog, formatInr, useCan } from '../../components';
import { refundsApi } from './api';
import { useT } from '../../lib/i18n';
import { TextDialog } from './reason-dialog';

type Asking = 'approve' | 'reject' | 'pickup' | 'upi' | null;

/** The moves the store may make on a refund now, each confirmed first; hidden without the right. */
export function RefundActions({ refund }: { refund: AdminRefundDetails }) {
  const t = useT();
  const can = useCan('returns:manage');
  const [asking, setAsking] = useState<Asking>(null);
  const [move, state] = refundsApi.useMoveRefundMutation();
  if (!can) return null;
  const send = async (body: AdminRefundStatusBody) => {
    const res = await move({ refundId: refund.RefundId, body });
    if ('data' in res) setAsking(null);
  };
  const close = () => {
    state.reset();
    setAsking(null);
  };
  const owesUpi = refund.MoneyTrail.some((p) => p.Status === 'to_pay');
  const busy = state.isLoading;
  const error = state.isError ? state.error : undefined;
  return (
    <>
      {refund.Status === 'requested' && (
        <>
          <Button onClick={() => setAsking('approve')}>{t('refunds.approve')}</Button>
          <Button variant="danger" onClick={() => setAsking('reject')}>
            {t('refunds.reject')}
          </Button>
        </>
      )}
      {refund.Status === 'approved' && refund.Kind === 'return' && (
        <Button onClick={() => setAsking('pickup')}>{t('refunds.pickup')}</Button>
      )}
      {owesUpi && <Button onClick={() => setAsking('upi')}>{t('refunds.upi-paid')}</Button>}
      <ConfirmDialog
        open={asking === 'approve'}
        title={t('refunds.approve-title')}
        text={t('refunds.approve-text')}
        confirmLabel={t('refunds.approve')}
        busy={busy}
        error={error && errorMessage(error)}
        onConfirm={() => send({ Status: 'approved' })}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'pickup'}
        title={t('refunds.pickup-title')}
        text={t('refunds.pickup-text', { amount: formatInr(refund.Amount) })}
        confirmLabel={t('refunds.pickup')}
        busy={busy}
        error={error && errorMessage(error)}
        onConfirm={() => send({ Status: 'picked_up' })}
        onClose={close}
      />
      <TextDialog
        open={asking === 'reject'}
        title={t('refunds.reject-title')}
        label={t('refunds.reject-reason')}
        field="Reason"
        confirmLabel={t('refunds.reject')}
        danger
        busy={busy}
        error={error}
        onSubmit={(Reason) => send({ Status: 'rejected', Reason })}
        onClose={close}
      />
      <TextDialog
        open={asking === 'upi'}
        title={t('refunds.upi-title')}
        label={t('refunds.upi-reference')}
        field="PayoutReference"
        // a 12-digit RRN or a bank's UTR of letters and digits: one line, no numeric-only keyboard
        singleLine
        hint={t('refunds.upi-paid-to', { upi: refund.UpiId ?? t('refunds.upi-shopper') })}
        // the server's own check (a 12-digit RRN, or a bank UTR), told beside the field at once
        check={(text) =>
          UpiPayoutReference.safeParse(text).success ? undefined : t('refunds.upi-reference-format')
        }
        confirmLabel={t('refunds.upi-confirm')}
        busy={busy}
        error={error}
        onSubmit={(PayoutReference) => send({ Status: 'refunded', PayoutReference })}
        onClose={close}
      />
    </>
  );
}
