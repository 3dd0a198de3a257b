import { useRef, useState } from 'react';
import type { OrderDetails } from '@kirana/shared';
import { useNavigate } from '../../lib/router';
import { useAppDispatch } from '../../app/hooks';
import type { ApiFailure } from '../../lib/api-client';
import { placeOrder } from './checkout-thunks';
import { newIdempotencyKey } from './idempotency-key';
import type { OrderDraft } from './order-process-slice';
import { payOrderOnline } from './payment-thunks';
import { CONFIRMED_PATH, sandboxPath, upiPayPath } from './paths';

/** The key of one attempt: kept for a retry of the same draft after the network dropped. */
function useAttemptKey() {
  const attempt = useRef<{ draft: string; key: string; retryable: boolean } | null>(null);
  return {
    keyFor(draft: OrderDraft): string {
      const json = JSON.stringify(draft);
      const last = attempt.current;
      if (last && last.retryable && last.draft === json) return last.key;
      attempt.current = { draft: json, key: newIdempotencyKey(), retryable: false };
      return attempt.current.key;
    },
    settled(failure: ApiFailure | null) {
      if (attempt.current) attempt.current.retryable = failure?.status === 0;
    },
  };
}

/**
 * Place order: places the draft (one idempotency key per attempt), then goes to the
 * confirmation, or opens the online payment (the sandbox's page, or Razorpay here; an order
 * left waiting for its payment shows on this page). A refusal is kept as `failure`; a changed
 * price opens its dialog, a wallet too low asks for the bill again (`requote`).
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [priceDialog, setPriceDialog] = useState(false);
  const attemptKey = useAttemptKey();

  const payOnline = async (order: OrderDetails) => {
    // UPI straight to the shop: no gateway, its own page (the link, the QR, the UTR)
    if (order.PaymentMethodId === 'upi_direct') {
      void navigate(upiPayPath(order.OrderId), { replace: true });
      return;
    }
    const provider = order.PaymentMethodId === 'razorpay' ? 'razorpay' : 'sandbox';
    const paid = await dispatch(payOrderOnline({ order, provider }));
    if (payOrderOnline.fulfilled.match(paid) && paid.payload.kind === 'paid')
      void navigate(CONFIRMED_PATH, { replace: true });
    else if (payOrderOnline.fulfilled.match(paid) && paid.payload.kind === 'sandbox')
      void navigate(sandboxPath(paid.payload.paymentId));
    // otherwise the order waits for its payment: CompletePayment takes over this page
    else setPlacing(false);
  };

  const place = async (draft: OrderDraft, requote: () => void) => {
    setFailure(null);
    setPlacing(true);
    const result = await dispatch(placeOrder({ draft, idempotencyKey: attemptKey.keyFor(draft) }));
    if (placeOrder.fulfilled.match(result)) {
      attemptKey.settled(null);
      if (result.payload.Status === 'awaiting_payment') return payOnline(result.payload);
      void navigate(CONFIRMED_PATH, { replace: true });
      return;
    }
    const error = result.payload ?? null;
    attemptKey.settled(error);
    setPlacing(false);
    setFailure(error);
    if (error?.code === 'PRICE_CHANGED') setPriceDialog(true);
    if (error?.code === 'WALLET_BALANCE_LOW') requote();
  };

  return { placing, failure, priceDialog, closePriceDialog: () => setPriceDialog(false), place };
}
