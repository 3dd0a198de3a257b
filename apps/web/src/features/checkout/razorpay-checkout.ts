// Razorpay Checkout in the browser: its script loaded only when a Razorpay session asks for it
// (from the URL the server gives, so a stand-in can serve it in tests), opened for one order.
import type { PaymentSession, VerifyPaymentBody } from '@kirana/shared';
import { loadScript } from '../../lib/load-script';

interface RazorpayFailure {
  error: { description?: string; reason?: string; metadata?: { payment_id?: string } };
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: VerifyPaymentBody) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (r: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export interface CheckoutFailure {
  reason: string;
  gatewayPaymentId?: string;
}

/** How Checkout ended: paid (with the three fields to verify), or closed after a failure or not. */
export type CheckoutResult =
  | { kind: 'paid'; response: VerifyPaymentBody }
  | { kind: 'closed'; failure: CheckoutFailure | null };

/**
 * Opens Checkout for a session. A failed try keeps Checkout open (the shopper may try another
 * way), so a failure is reported through `onFailure` and only closing or paying settles.
 */
export async function openRazorpayCheckout(
  session: PaymentSession,
  onFailure: (f: CheckoutFailure) => void,
): Promise<CheckoutResult> {
  if (!session.CheckoutScriptUrl || !session.KeyId) throw new Error('Razorpay is not configured');
  if (!window.Razorpay) await loadScript('razorpay-checkout', session.CheckoutScriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout did not load');
  return new Promise((resolve) => {
    let failure: CheckoutFailure | null = null;
    const checkout = new Razorpay({
      key: session.KeyId!,
      amount: session.Amount,
      currency: 'INR',
      order_id: session.GatewayOrderId,
      name: session.StoreName,
      description: session.Description,
      prefill: {
        name: session.Prefill.Name,
        email: session.Prefill.Email,
        contact: session.Prefill.Contact,
      },
      theme: { color: '#d9534f' }, // the store's brand colour (tokens.css)
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'closed', failure }) },
    });
    checkout.on('payment.failed', (r) => {
      failure = {
        reason: r.error.description ?? r.error.reason ?? 'The payment failed',
        gatewayPaymentId: r.error.metadata?.payment_id,
      };
      onFailure(failure);
    });
    checkout.open();
  });
}
