import { useState } from 'react';
import { walletPartFor, type PaymentMethodId, type QuoteAnswer } from '@kirana/shared';

/** From a quote: the first allowed method other than the wallet, and whether the wallet covers. */
function paymentFacts(quote: QuoteAnswer) {
  const allowed = quote.PaymentMethods.filter((m) => m.IsAvailable);
  return {
    firstOther: allowed.find((m) => m.PaymentMethodId !== 'wallet')?.PaymentMethodId ?? null,
    walletCovers: allowed.some((m) => m.PaymentMethodId === 'wallet'),
  };
}

/**
 * How the shopper pays: their own picks (a method, the wallet on or off) and, until they make
 * them, what the quotes say: the method to preselect (the first quote's), else the first other
 * allowed method, and whether the wallet alone covers the bill. `learn` takes each quote.
 */
export function usePaymentChoice() {
  const [pickedMethod, setPickedMethod] = useState<PaymentMethodId | null>(null);
  const [pickedWallet, setPickedWallet] = useState<boolean | null>(null);
  const [preferred, setPreferred] = useState<PaymentMethodId | null | undefined>(undefined);
  const [firstOther, setFirstOther] = useState<PaymentMethodId | null>(null);
  const [walletCovers, setWalletCovers] = useState(false);
  const [walletHeld, setWalletHeld] = useState(0);

  const useWallet = pickedWallet ?? preferred === 'wallet';
  const method = pickedMethod ?? (preferred && preferred !== 'wallet' ? preferred : firstOther);
  // the method the order goes by: the wallet when it pays all, else the one for the rest
  const paymentMethodId: PaymentMethodId | null = useWallet && walletCovers ? 'wallet' : method;
  return {
    useWallet,
    /** the method chosen for what the wallet does not pay */
    method,
    paymentMethodId,
    walletCovers,
    /** the wallet's balance, as the last quote said */
    walletHeld,
    /**
     * What the wallet pays of the quote's bill: all with its own method, else a part that
     * leaves the gateway its minimum.
     */
    walletPartOf: (quote: QuoteAnswer | null) =>
      walletPartFor(
        paymentMethodId,
        quote?.Bill.AmountPayable ?? 0,
        quote?.WalletBalance ?? 0,
        useWallet,
      ),
    pickMethod: setPickedMethod,
    pickWallet: setPickedWallet,
    /** Takes what a quote says (called while rendering: it sets state only when it changed). */
    learn(quote: QuoteAnswer | null) {
      if (!quote) return;
      // the first quote names the method to preselect (the one paid with last time, if allowed)
      if (preferred === undefined) setPreferred(quote.PreferredPaymentMethodId);
      const seen = paymentFacts(quote);
      if (seen.firstOther !== firstOther) setFirstOther(seen.firstOther);
      if (seen.walletCovers !== walletCovers) setWalletCovers(seen.walletCovers);
      if ((quote.WalletBalance ?? 0) !== walletHeld) setWalletHeld(quote.WalletBalance ?? 0);
    },
  };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;
