import { MIN_ONLINE_PAISE, type PaymentMethodId } from './checkout';
import { isOnlineMethod } from './payment-methods';

// How much of an order the wallet pays beside a payment method: the rule the checkout page
// offers by and the server places orders by.

/** Why a wallet part breaks the rule (the server's 400 names it); null when it keeps it. */
export type WalletPartProblem = 'must_pay_all' | 'covers_order' | 'leaves_too_little_online';

/**
 * The wallet method pays the whole bill; beside another method the wallet pays less than all
 * (the method takes the rest), and an online method is left at least the gateway's minimum.
 */
export function walletPartProblem(
  method: PaymentMethodId,
  payable: number,
  walletPart: number,
): WalletPartProblem | null {
  if (method === 'wallet') return walletPart === payable ? null : 'must_pay_all';
  if (walletPart > 0 && walletPart >= payable) return 'covers_order';
  if (isOnlineMethod(method) && walletPart > payable - MIN_ONLINE_PAISE)
    return 'leaves_too_little_online';
  return null;
}

/**
 * The wallet part the checkout takes: the whole bill with the wallet method; with the wallet
 * ticked beside another (or a method not chosen yet), as much of the balance as leaves the
 * gateway its minimum, so the part stays valid whichever method pays the rest.
 */
export function walletPartFor(
  method: PaymentMethodId | null,
  payable: number,
  balance: number,
  useWallet: boolean,
): number {
  if (method === 'wallet') return payable;
  return useWallet ? Math.max(0, Math.min(balance, payable - MIN_ONLINE_PAISE)) : 0;
}
