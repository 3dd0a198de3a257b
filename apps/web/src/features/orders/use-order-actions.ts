import { useT } from '../../lib/i18n';
import { useState } from 'react';
import type { OrderDetails } from '@kirana/shared';
import { useAppDispatch } from '../../app/hooks';
import { toFailure } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { cancelledMessage } from './payment-text';
import {
  getCreditNote,
  getEditCreditNote,
  getInvoice,
  type CancelReason,
  type RefundTo,
} from './api';
import { buyAgain, restoreToCart, type BuyAgainResult } from './buy-again';
import { cancelOrder } from './order-data-slice';

/** 'CN/26-27/000123' as a file name's part. */
const fileSafe = (creditNoteNumber: string) => creditNoteNumber.replaceAll('/', '-');

/** The order page's actions (cancel, buy again, invoice), each with its busy flag and outcome. */
export function useOrderActions(order: OrderDetails | null) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'cancel' | 'buy' | 'invoice' | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [bought, setBought] = useState<BuyAgainResult | null>(null);

  const run = async <T>(kind: NonNullable<typeof busy>, work: () => Promise<T>) => {
    setBusy(kind);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  };

  const addToCartBy = (how: typeof buyAgain) =>
    run('buy', async () => {
      if (!order) return;
      setMessage(null);
      try {
        setBought(await dispatch(how(order)));
      } catch (err) {
        setMessage(t('orders.buy.addFailed', { reason: toFailure(err).message }));
      }
    });

  const saveCreditNote = (download: () => Promise<{ blob: Blob; fileName: string }>) =>
    run('invoice', async () => {
      setMessage(null);
      try {
        const { blob, fileName } = await download();
        saveBlob(blob, fileName);
      } catch (err) {
        setMessage(t('orders.creditNote.failed', { reason: toFailure(err).message }));
      }
    });

  return {
    busy,
    cancelError,
    message,
    bought,
    /** Cancels with `reason` (and where online money goes); true when the order is now cancelled. */
    cancel: (reason: CancelReason, refundTo?: RefundTo) =>
      run('cancel', async () => {
        if (!order) return false;
        setCancelError(null);
        const result = await dispatch(cancelOrder({ orderId: order.OrderId, reason, refundTo }));
        if (cancelOrder.fulfilled.match(result)) {
          setMessage(cancelledMessage(t, result.payload));
          return true;
        }
        setCancelError(result.payload?.message ?? t('orders.cancel.failed'));
        return false;
      }),
    buyAgain: () => addToCartBy(buyAgain),
    /** An order that ended unpaid: its items back into the cart, as the server allows. */
    restoreToCart: () => addToCartBy(restoreToCart),
    /** A refund's credit note (beside a cancelled order's invoice). */
    downloadCreditNote: (refundId: number, creditNoteNumber: string) =>
      saveCreditNote(() => getCreditNote(refundId, fileSafe(creditNoteNumber))),
    /** The credit note of the store's edit of the order (beside its invoice). */
    downloadEditCreditNote: (orderId: number, editId: number, creditNoteNumber: string) =>
      saveCreditNote(() => getEditCreditNote(orderId, editId, fileSafe(creditNoteNumber))),
    downloadInvoice: () =>
      run('invoice', async () => {
        if (!order) return;
        setMessage(null);
        try {
          const { blob } = await getInvoice(order.OrderId, order.OrderNumber);
          saveBlob(blob, `invoice-${order.OrderNumber}.pdf`);
        } catch (err) {
          setMessage(t('orders.invoice.failed', { reason: toFailure(err).message }));
        }
      }),
  };
}
