import { useState } from 'react';
import { CANCEL_REASONS, type OrderDetails } from '@kirana/shared';
import { Button, Dialog } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import type { CancelReason, RefundTo } from '../api';
import { hasOnlinePaidPart, isSandboxPaid, onlinePaid } from '../payment-text';
import styles from './orders.module.css';

const REFUND_TO_LABELS: Readonly<Record<RefundTo, string>> = {
  wallet: 'Kirana wallet (instant)',
  source: 'Original payment method (5–7 days)',
};

/**
 * Asks why before cancelling: one of the store's cancel reasons; when part of the order was paid
 * online, also where that part goes. The wallet part always goes back to the wallet.
 */
export function CancelOrderDialog({
  order,
  open,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  order: OrderDetails;
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: CancelReason, refundTo?: RefundTo) => void;
}) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [refundTo, setRefundTo] = useState<RefundTo | null>(null);
  const askWhere = hasOnlinePaidPart(order);
  const ready = reason !== null && (!askWhere || refundTo !== null);
  const wallet = order.Payment.WalletAmount;
  return (
    <Dialog
      open={open}
      title="Cancel this order?"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep order
          </Button>
          <Button
            disabled={!ready || busy}
            onClick={() =>
              reason && onConfirm(reason, askWhere ? (refundTo ?? undefined) : undefined)
            }
          >
            {busy ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <fieldset className={styles.reasons}>
        <legend>Why do you want to cancel?</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r} className={styles.reason}>
            <input
              type="radio"
              name="cancel-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {r}
          </label>
        ))}
      </fieldset>
      {askWhere ? (
        <fieldset className={`${styles.reasons} ${styles.refundTo}`}>
          <legend>Where should the {formatInr(onlinePaid(order))} you paid online go?</legend>
          {(['wallet', 'source'] as const).map((to) => (
            <label key={to} className={styles.reason}>
              <input
                type="radio"
                name="cancel-refund-to"
                value={to}
                checked={refundTo === to}
                onChange={() => setRefundTo(to)}
              />
              {REFUND_TO_LABELS[to]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {isSandboxPaid(order) ? (
        <p className={`${styles.muted} ${styles.walletNote}`}>
          The {formatInr(onlinePaid(order))} paid in the test gateway was not money: it goes back to
          the test gateway, not to your wallet.
        </p>
      ) : null}
      {wallet > 0 ? (
        <p className={`${styles.muted} ${styles.walletNote}`}>
          The {formatInr(wallet)} paid from your wallet goes back to your wallet at once.
        </p>
      ) : null}
      {error ? (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
