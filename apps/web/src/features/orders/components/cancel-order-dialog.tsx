import { useState } from 'react';
import { CANCEL_REASONS, type OrderDetails } from '@kirana/shared';
import { Button, Dialog } from '@kirana/ui';
import { formatInr } from '../../catalogue';
import type { CancelReason, RefundTo } from '../api';
import { hasOnlinePaidPart, isSandboxPaid, onlinePaid } from '../payment-text';
import { useT } from '../../../lib/i18n';
import { cancelReasonLabel } from '../status-labels';
import styles from './orders.module.css';

/** Where the online part of a cancelled order can go. */
const REFUND_TO: readonly RefundTo[] = ['wallet', 'source'];

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
  const t = useT();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [refundTo, setRefundTo] = useState<RefundTo | null>(null);
  const askWhere = hasOnlinePaidPart(order);
  const ready = reason !== null && (!askWhere || refundTo !== null);
  const wallet = order.Payment.WalletAmount;
  return (
    <Dialog
      open={open}
      title={t('orders.cancel.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('orders.cancel.keep')}
          </Button>
          <Button
            disabled={!ready || busy}
            onClick={() =>
              reason && onConfirm(reason, askWhere ? (refundTo ?? undefined) : undefined)
            }
          >
            {busy ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.reasons}>
        <legend>{t('orders.cancel.why')}</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r} className={styles.reason}>
            <input
              type="radio"
              name="cancel-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {cancelReasonLabel(t, r)}
          </label>
        ))}
      </fieldset>
      {askWhere ? (
        <fieldset className={`${styles.reasons} ${styles.refundTo}`}>
          <legend>{t('orders.cancel.where', { amount: formatInr(onlinePaid(order)) })}</legend>
          {REFUND_TO.map((to) => (
            <label key={to} className={styles.reason}>
              <input
                type="radio"
                name="cancel-refund-to"
                value={to}
                checked={refundTo === to}
                onChange={() => setRefundTo(to)}
              />
              {to === 'wallet' ? t('orders.cancel.toWallet') : t('orders.cancel.toSource')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {isSandboxPaid(order) ? (
        <p className={`${styles.muted} ${styles.walletNote}`}>
          {t('orders.cancel.sandboxNote', { amount: formatInr(onlinePaid(order)) })}
        </p>
      ) : null}
      {wallet > 0 ? (
        <p className={`${styles.muted} ${styles.walletNote}`}>
          {t('orders.cancel.walletNote', { amount: formatInr(wallet) })}
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
