import { useState } from 'react';
import type { AdminRefundDetails, AdminRefundStatusBody } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Button, ConfirmDialog, formatInr, useCan } from '../../components';
import { refundsApi } from './api';
import { TextDialog } from './reason-dialog';

type Asking = 'approve' | 'reject' | 'pickup' | 'upi' | null;

/** The moves the store may make on a refund now, each confirmed first; hidden without the right. */
export function RefundActions({ refund }: { refund: AdminRefundDetails }) {
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
          <Button onClick={() => setAsking('approve')}>Approve</Button>
          <Button variant="danger" onClick={() => setAsking('reject')}>
            Reject
          </Button>
        </>
      )}
      {refund.Status === 'approved' && refund.Kind === 'return' && (
        <Button onClick={() => setAsking('pickup')}>Mark picked up</Button>
      )}
      {owesUpi && <Button onClick={() => setAsking('upi')}>Mark UPI paid</Button>}
      <ConfirmDialog
        open={asking === 'approve'}
        title="Approve this return?"
        text="The shopper is told, and the parcel can be picked up. No money moves yet."
        confirmLabel="Approve"
        busy={busy}
        error={error && errorMessage(error)}
        onConfirm={() => send({ Status: 'approved' })}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'pickup'}
        title="Mark the parcel picked up?"
        text={`${formatInr(refund.Amount)} goes back now, as the money trail shows.`}
        confirmLabel="Mark picked up"
        busy={busy}
        error={error && errorMessage(error)}
        onConfirm={() => send({ Status: 'picked_up' })}
        onClose={close}
      />
      <TextDialog
        open={asking === 'reject'}
        title="Reject this refund"
        label="Reason (the shopper sees it)"
        field="Reason"
        confirmLabel="Reject"
        danger
        busy={busy}
        error={error}
        onSubmit={(Reason) => send({ Status: 'rejected', Reason })}
        onClose={close}
      />
      <TextDialog
        open={asking === 'upi'}
        title="Mark the UPI payout made"
        label="UPI payout reference (UTR)"
        field="PayoutReference"
        hint={`Paid to ${refund.UpiId ?? 'the shopper’s UPI id'}`}
        confirmLabel="Mark paid"
        busy={busy}
        error={error}
        onSubmit={(PayoutReference) => send({ Status: 'refunded', PayoutReference })}
        onClose={close}
      />
    </>
  );
}
